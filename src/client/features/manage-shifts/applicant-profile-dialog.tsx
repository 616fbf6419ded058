// 'View Full Profile' on the manager's applicant card (docs/product/applications.md, "An applicant's full profile").
import { Mail, Phone } from 'lucide-react';
import { formatShiftDate } from '../../../shared/domain/shift-time';
import { displayPhone } from '../../../shared/phone';
import {
  APPLICANT_PROFILE_MESSAGES,
  type ApplicantProfileDto,
  type PAST_SHIFT_OUTCOMES,
} from '../../../shared/schemas/responses/applicant-profile';
import { SkillBadges } from '../../components/profiles/skill-badges';
import { RatingSummaryBadge } from '../../components/trust/rating-summary';
import { WorkerReliabilityFigure } from '../../components/trust/reliability-figure';
import { Badge } from '../../components/ui/badge';
import { Dialog } from '../../components/ui/dialog';
import { QueryStates } from '../../components/ui/query-states';
import { useApplicantProfile } from './api/applicant-profile';

const OUTCOMES: Record<
  (typeof PAST_SHIFT_OUTCOMES)[number],
  { label: string; tone: 'green' | 'amber' | 'grey' }
> = {
  completed: { label: 'Completed', tone: 'green' },
  no_show: { label: 'No-show', tone: 'amber' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
};

type Props = {
  applicationId: string;
  /** The name the card shows, for the title while the profile loads. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ApplicantProfileDialog({ applicationId, name, open, onOpenChange }: Props) {
  const query = useApplicantProfile(applicationId, open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={name}
      description="Full profile, and their past shifts with your business."
      // On a phone, the whole screen: the profile and its history are long.
      className="max-sm:h-[100dvh] max-sm:max-h-[100dvh] max-sm:w-full max-sm:rounded-none sm:max-w-xl"
    >
      <QueryStates
        query={query}
        loadingLabel="Loading profile..."
        errorTitle={APPLICANT_PROFILE_MESSAGES.loadFailed}
      >
        {query.data ? <ProfileBody profile={query.data} /> : null}
      </QueryStates>
    </Dialog>
  );
}

function ProfileBody({ profile: { worker, pastShifts } }: { profile: ApplicantProfileDto }) {
  return (
    <div className="flex flex-col gap-5 text-sm">
      <div className="flex items-start gap-4">
        {worker.avatarUrl ? (
          <img src={worker.avatarUrl} alt="" className="h-20 w-20 shrink-0 rounded-full object-cover" />
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          {worker.email !== null ? (
            <a
              href={`mailto:${worker.email}`}
              className="flex min-w-0 items-center gap-1.5 break-all hover:underline"
            >
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
              {worker.email}
            </a>
          ) : null}
          {worker.phone ? (
            <p className="flex items-center gap-1.5 text-slate-700">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
              {displayPhone(worker.phone, 'spaced')}
            </p>
          ) : null}
          {worker.email === null ? (
            <p className="text-slate-600">Contact details appear once you select this worker.</p>
          ) : null}
          <RatingSummaryBadge summary={worker.rating} who="Worker rating" />
          <WorkerReliabilityFigure reliability={worker.reliability} />
        </div>
      </div>
      {worker.bio ? <p className="whitespace-pre-line break-words text-slate-700">{worker.bio}</p> : null}
      <SkillBadges skills={worker.skills} />
      {worker.workStamps.length > 0 ? (
        <section aria-labelledby={`profile-${worker.id}-stamps`} className="flex flex-col gap-2">
          <h3 id={`profile-${worker.id}-stamps`} className="font-semibold text-slate-900">
            Work stamps
          </h3>
          <ul className="flex flex-col gap-1">
            {worker.workStamps.map((stamp) => (
              <li key={stamp.id} className="break-words text-slate-700">
                {stamp.position} at {stamp.companyName}, since {formatShiftDate(stamp.startDate)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={`profile-${worker.id}-past`} className="flex flex-col gap-2">
        <h3 id={`profile-${worker.id}-past`} className="font-semibold text-slate-900">
          Past shifts with your business
        </h3>
        {pastShifts.length === 0 ? (
          <p className="text-slate-600">{APPLICANT_PROFILE_MESSAGES.noPastShifts}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {pastShifts.map((shift) => (
              <li
                key={shift.applicationId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">{shift.positionTitle}</span>
                  <span className="text-slate-600"> · {formatShiftDate(shift.shiftDate)}</span>
                </span>
                <Badge tone={OUTCOMES[shift.outcome].tone}>{OUTCOMES[shift.outcome].label}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
