import { CheckCircle2, Lock, Mail, MessageSquareText, Phone, UserRound, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import { managerButton, workerBadge } from '../../../shared/domain/application-status';
import { OVERLAP_MESSAGES } from '../../../shared/domain/booking-overlap';
import { isNotYetConfirmed, NOT_YET_CONFIRMED } from '../../../shared/domain/reminders';
import { VETTING_STATUS_LABELS } from '../../../shared/domain/vetting';
import type { ApplicantDto } from '../../../shared/marketplace/types';
import { displayPhone } from '../../../shared/phone';
import { SkillBadges } from '../../components/profiles/skill-badges';
import { OfferCountdown } from '../../components/shifts/offer-countdown';
import { MatchScore } from '../../components/trust/match-score';
import { RatingSummaryBadge } from '../../components/trust/rating-summary';
import { WorkerReliabilityFigure } from '../../components/trust/reliability-figure';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { appNow } from '../../lib/app-clock';
import { ApplicantProfileDialog } from './applicant-profile-dialog';

function Avatar({ name, url }: { name: string; url: string | null }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return url ? (
    <img src={url} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
    >
      {initials}
    </span>
  );
}

// An applicant's e-mail and phone arrive once they are selected.
const CONTACT_HINT = 'Contact details appear once you select this worker.';

type Props = {
  application: ApplicantDto;
  shiftLine: string;
  sending: boolean;
  /** Why the shift can take nobody now (started, closed, filled), shown instead of an action that would fail. */
  unavailable?: string | null;
  onContact: (a: ApplicantDto) => void;
  /** The shift's zone, for the offer's expiry; every business is in DC/MD/VA, so the default is theirs. */
  timeZone?: string;
  /** The shift's start: from 12 h before it, a booked worker who has not confirmed is marked 'Not yet confirmed'. */
  startsAt?: string;
  /** 'Not this time' / 'Remove from shift' (applicant-actions.tsx). */
  actions?: ReactNode;
};

/**
 * /view-applications: avatar, name, e-mail, phone, bio, skills as tags, and the button's states
 * (docs/product/applications.md, "Reviewing applicants" and "The manager's button").
 * E-mail and phone only for a selected applicant (ADR 013).
 */
export function ApplicantCard({
  application,
  shiftLine,
  sending,
  unavailable: shiftUnavailable = null,
  onContact,
  timeZone = DEFAULT_TIME_ZONE,
  startsAt,
  actions = null,
}: Props) {
  const { worker } = application;
  const [profileOpen, setProfileOpen] = useState(false);
  const label = managerButton(application);
  const badge = application.status === 'interested' ? null : workerBadge(application.status);
  // docs/product/messaging.md, "Reminders": the booking stays; the badge tells the manager to check in with them.
  const notConfirmed = startsAt !== undefined && isNotYetConfirmed(application, startsAt, appNow());
  const headingId = `applicant-${application.id}-name`;
  const reasonId = `applicant-${application.id}-unavailable`;
  // Booked on another shift at that time (docs/product/applications.md, "No overlapping bookings"): flagged on the
  // card, and the offer, which they could not accept, is not offered.
  const bookedElsewhere =
    worker.bookedElsewhere && (application.status === 'interested' || application.status === 'selected');
  const unavailable =
    shiftUnavailable ??
    (bookedElsewhere && application.status === 'interested' ? OVERLAP_MESSAGES.select : null);
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-4 pt-5">
        <div className="flex items-start gap-4">
          <Avatar name={worker.name} url={worker.avatarUrl} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={headingId} className="break-words text-lg font-semibold text-slate-900">
                {worker.name}
              </h3>
              {/* A selected worker's card says SELECTED (BOOKED once accepted), as the worker's own does
                  (docs/product/applications.md). */}
              {badge ? <Badge tone={badge.highlight ? 'green' : 'grey'}>{badge.label}</Badge> : null}
              {notConfirmed ? <Badge tone="amber">{NOT_YET_CONFIRMED}</Badge> : null}
              {/* Not yet approved by the operations team (docs/product/operations.md, "Vetting"). */}
              {worker.vetted ? null : (
                <Badge tone={worker.vettingStatus === 'rejected' ? 'grey' : 'blue'}>
                  {VETTING_STATUS_LABELS[worker.vettingStatus]}
                </Badge>
              )}
              {bookedElsewhere ? <Badge tone="amber">{OVERLAP_MESSAGES.flag}</Badge> : null}
            </div>
            {worker.email !== null ? (
              <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                {/* Broken anywhere rather than cut: the manager needs the whole address, and an unbreakable one made
                    the card wider than a 375 px screen. */}
                <a href={`mailto:${worker.email}`} className="min-w-0 break-all hover:underline">
                  {worker.email}
                </a>
              </p>
            ) : null}
            {/* Having no phone is no secret, and the manager needs to know it before choosing (docs/product/applications.md). */}
            {worker.phone || !worker.hasPhone ? (
              <p className="flex items-center gap-1.5 text-sm text-slate-700">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                {/* The page's one style: the shift's contact phone and the dialog show '(XXX) XXX-XXXX' too. */}
                {worker.phone ? displayPhone(worker.phone, 'spaced') : 'No phone number on file'}
              </p>
            ) : null}
            {worker.email === null && worker.phone === null ? (
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <Lock aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                {CONTACT_HINT}
              </p>
            ) : null}
          </div>
        </div>
        {worker.bio ? (
          <p className="whitespace-pre-line break-words text-sm text-slate-700">{worker.bio}</p>
        ) : null}
        <SkillBadges skills={worker.skills} />
        <RatingSummaryBadge summary={worker.rating} who="Worker rating" userId={worker.id} />
        <WorkerReliabilityFigure reliability={worker.reliability} />
        <MatchScore match={application.match} />
        <p className="text-xs text-slate-500">Applied for: {shiftLine}</p>
        {/* A pending offer lapses at its expiry (docs/product/applications.md, "Offer window"). */}
        {application.status === 'selected' && application.offerExpiresAt ? (
          <OfferCountdown expiresAt={application.offerExpiresAt} timeZone={timeZone} />
        ) : null}
        {/* After a material change the booked worker re-confirms (docs/product/shifts.md, "Edit shift"). */}
        {application.status === 'accepted' && application.termsChangedAt ? (
          <p className="text-sm font-medium text-amber-800">Shift changed: awaiting re-confirmation</p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {label === 'Select and Contact Worker' ? (
            <Button
              disabled={sending || unavailable !== null}
              aria-describedby={unavailable ? reasonId : undefined}
              onClick={() => onContact(application)}
            >
              <MessageSquareText aria-hidden="true" className="h-4 w-4" />
              {sending ? 'Sending...' : label}
            </Button>
          ) : (
            // A status, not an action: disabled, but at full contrast.
            <Button
              variant={label === 'Worker Accepted Your Offer!' ? 'success' : 'secondary'}
              disabled
              className="disabled:opacity-100"
            >
              {label === 'Worker Accepted Your Offer!' ? (
                <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
              ) : null}
              {label === 'Worker Declined' ? <XCircle aria-hidden="true" className="h-4 w-4" /> : null}
              {label}
            </Button>
          )}
          {label === 'Select and Contact Worker' && unavailable ? (
            // The reason before the click, not a refusal after the dialog.
            <p id={reasonId} className="self-center text-sm text-slate-600">
              {unavailable}
            </p>
          ) : null}
          {actions}
          {/* docs/product/applications.md, "An applicant's full profile". */}
          <Button variant="ghost" aria-describedby={headingId} onClick={() => setProfileOpen(true)}>
            <UserRound aria-hidden="true" className="h-4 w-4" />
            View Full Profile
          </Button>
        </div>
        {/* Mounted only once opened: a page of cards loads no profile until the manager asks for one. */}
        {profileOpen ? (
          <ApplicantProfileDialog
            applicationId={application.id}
            name={worker.name}
            open={profileOpen}
            onOpenChange={setProfileOpen}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
