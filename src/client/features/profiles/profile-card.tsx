import { Award, Briefcase, RotateCcw, Sparkles, Star, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { TalentProfileDto } from '../../../shared/api-types';
import {
  CARD_LIMITS,
  CERTIFICATION_STATUS,
  CERTIFICATIONS,
  cardHighlights,
  cardSkills,
  cardStamps,
  positionTitle,
  ratingLabel,
  ratingOutOfScale,
  truncate,
} from '../../../shared/domain/profile-card';
import { formatShiftDate } from '../../../shared/domain/shift-time';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

// The face turned away leaves the flow, so the card is as tall as the face in view: stacked in one grid cell, a
// long back stretched the front by some 300 px of empty gradient.
const HIDDEN_FACE = 'absolute inset-x-0 top-0';

/** The worker's flippable card (docs/product/profiles.md, "The profile card"). */
export function ProfileCard({ profile }: { profile: TalentProfileDto }) {
  const [flipped, setFlipped] = useState(false);
  const skills = cardSkills(profile.skills);
  // Only live ratings count (docs/product/trust.md, "Ratings"): none yet is 'Ready to earn first rating!'.
  const rating = profile.ratingCount > 0 ? ratingOutOfScale(profile.averageRating) : null;
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="relative [perspective:1200px]">
        <div
          className={cn(
            'relative grid grid-cols-1 transition-transform duration-500 [overflow-wrap:anywhere] [transform-style:preserve-3d]',
            flipped && '[transform:rotateY(180deg)]',
          )}
        >
          <section
            aria-label="Profile card front"
            aria-hidden={flipped}
            inert={flipped || undefined}
            className={cn(
              'col-start-1 row-start-1 min-w-0 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-lg [backface-visibility:hidden]',
              flipped && HIDDEN_FACE,
            )}
          >
            <div className="flex items-start justify-between">
              <span className="rounded bg-white/15 px-2 py-1 font-mono text-sm">{profile.cardNumber}</span>
              <span className="text-xs uppercase tracking-widest text-brand-100">TalentBridge</span>
            </div>
            <div className="mt-4 flex items-center gap-4">
              <div className="h-20 w-20 shrink-0 overflow-hidden rounded-full bg-white/20 ring-2 ring-white/60">
                {profile.avatarUrl ? (
                  <img src={profile.avatarUrl} alt={profile.name} className="h-full w-full object-cover" />
                ) : (
                  <UserRound aria-hidden="true" className="m-4 h-12 w-12 text-white/80" />
                )}
              </div>
              <div className="min-w-0">
                <h2 className="truncate text-2xl font-bold">{profile.name}</h2>
                <p className="text-sm font-semibold tracking-wider text-brand-100">
                  {positionTitle(profile.positionTitle)}
                </p>
                {rating ? (
                  <p className="mt-1 text-sm">
                    <span role="img" aria-label={rating.spoken} className="inline-flex items-center gap-1">
                      <Star aria-hidden="true" className="h-4 w-4 fill-amber-300 text-amber-300" />
                      {rating.shown}
                    </span>{' '}
                    <span className="text-brand-100">
                      ({profile.ratingCount} {profile.ratingCount === 1 ? 'rating' : 'ratings'})
                    </span>
                  </p>
                ) : (
                  <p className="mt-1 flex items-center gap-1 text-sm">
                    <Star aria-hidden="true" className="h-4 w-4 fill-amber-300 text-amber-300" />
                    {ratingLabel(profile.averageRating)}
                  </p>
                )}
              </div>
            </div>
            {profile.bio ? (
              <p className="mt-4 text-sm text-white/95">{truncate(profile.bio, CARD_LIMITS.bioChars)}</p>
            ) : null}
            <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-2">
              {skills.shown.map((s) => (
                <li key={s} className="rounded-full bg-white/15 px-3 py-1 text-xs font-medium">
                  {s}
                </li>
              ))}
              {skills.more > 0 ? (
                <li className="rounded-full bg-white/25 px-3 py-1 text-xs font-medium">
                  +{skills.more} more
                </li>
              ) : null}
            </ul>
            <p className="mt-4 text-xs text-brand-100">Shifts completed: {profile.shiftsCompleted}</p>
          </section>
          <section
            aria-label="Profile card back"
            aria-hidden={!flipped}
            inert={!flipped || undefined}
            className={cn(
              'col-start-1 row-start-1 min-w-0 rounded-2xl bg-white p-6 text-slate-900 shadow-lg ring-1 ring-slate-200 [backface-visibility:hidden] [transform:rotateY(180deg)]',
              !flipped && HIDDEN_FACE,
            )}
          >
            {profile.funFact ? (
              <p className="flex gap-2 text-sm">
                <Sparkles aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-500" />
                <span>
                  <span className="font-semibold">Fun fact: </span>
                  {truncate(profile.funFact, CARD_LIMITS.funFactChars)}
                </span>
              </p>
            ) : null}
            <h3 className="mt-4 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              <Briefcase aria-hidden="true" className="h-4 w-4" /> Work history
            </h3>
            {profile.workStamps.length ? (
              <ul className="mt-2 grid grid-cols-2 gap-2">
                {cardStamps(profile.workStamps).map((w) => (
                  <li key={w.id} className="rounded-lg border border-dashed border-brand-500 p-2 text-xs">
                    <span className="block font-semibold">{w.companyName}</span>
                    <span className="block">{w.position}</span>
                    <span className="block text-slate-600">{formatShiftDate(w.startDate)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">Work stamps appear here after completed shifts.</p>
            )}
            {cardHighlights(profile.careerHighlights).length ? (
              <>
                <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  Career highlights
                </h3>
                <ul className="mt-2 list-disc pl-5 text-sm">
                  {cardHighlights(profile.careerHighlights).map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <h3 className="mt-4 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              <Award aria-hidden="true" className="h-4 w-4" /> Training certifications
            </h3>
            <ul className="mt-2 grid grid-cols-2 gap-2">
              {CERTIFICATIONS.map((c) => (
                <li key={c} className="rounded-lg bg-slate-100 p-2 text-xs">
                  <span className="block font-medium">{c}</span>
                  <span className="text-slate-600">{CERTIFICATION_STATUS}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <div className="mt-4 flex justify-center">
        <Button variant="secondary" onClick={() => setFlipped((f) => !f)} aria-pressed={flipped}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {flipped ? 'Show front' : 'Flip card'}
        </Button>
      </div>
    </div>
  );
}
