import { CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import type { TalentProfileDto } from '../../../shared/api-types';
import { missingProfileDetails } from '../../../shared/domain/profile-details';

/**
 * Sign-up asks only for what the spec requires, so the profile page says what is still missing,
 * with a link to the form that fills it in. Nothing is shown for a complete profile.
 */
export function MissingDetailsChecklist({ profile }: { profile: TalentProfileDto }) {
  const missing = missingProfileDetails(profile);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="missing-details-title"
      className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="missing-details-title" className="text-base font-semibold text-slate-900">
        Complete your profile
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Managers choose from complete profiles first. Still missing:
      </p>
      <ul className="mt-2 grid gap-1 text-sm text-slate-800">
        {missing.map((detail) => (
          <li key={detail} className="flex items-center gap-2">
            <CircleDashed aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-600" />
            {detail}
          </li>
        ))}
      </ul>
      <Link
        to="/talent-onboarding"
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
      >
        Add them to your profile
      </Link>
    </section>
  );
}
