// The talent form (docs/product/profiles.md, "Onboarding") requires only name, e-mail and phone (and
// the password); the rest of the profile is asked for after sign-up, where the profile page lists what is still missing.

/** The details asked for after sign-up, in the form's order. */
export const PROFILE_DETAILS = ['Sector', 'Years of experience', 'Skills'] as const;
export type ProfileDetail = (typeof PROFILE_DETAILS)[number];

/** The details a worker has not given yet; empty when the profile is complete. */
export function missingProfileDetails(profile: {
  sector: string | null;
  years: string | null;
  skills: readonly string[];
}): ProfileDetail[] {
  const given: Record<ProfileDetail, boolean> = {
    Sector: Boolean(profile.sector),
    'Years of experience': Boolean(profile.years),
    Skills: profile.skills.length > 0,
  };
  return PROFILE_DETAILS.filter((detail) => !given[detail]);
}
