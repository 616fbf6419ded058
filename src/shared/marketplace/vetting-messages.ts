// Vetting's own words (docs/product/operations.md, "Vetting"; product-next §7).
export const VETTING_MESSAGES = {
  profileNotFound: 'That profile was not found.',
  noteRequired: 'Write a note saying what the worker should change.',
  reasonRequired: 'Write the reason for the rejection; the worker sees it.',
  notInReview: 'This profile is not waiting for a decision.',
  alreadyDecided: (by: string, at: string, decision: string) =>
    `Already decided by ${by} at ${at}: ${decision}.`,
  resubmitOnlyAfterChanges: 'Only a profile with changes requested can be resubmitted.',
  vettedOnly: 'This business only accepts vetted workers. Your profile is in review.',
  vettedOnlyRejected: 'This business only accepts vetted workers.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We sent a verification link to your e-mail address.',
  verificationRecent:
    'We sent a link a moment ago. Check your inbox and spam folder; you can ask for a new one in a few minutes.',
  verificationTooMany: (minutes: number) =>
    `You have asked for several verification links already. Try again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  invalidLinkTitle: 'This link does not work',
  invalidLink:
    'This verification link has already been used or is not valid. Send a new one from your dashboard.',
  expiredTitle: 'This link has expired',
  expired: 'This verification link has expired. Send a new one from your dashboard.',
  onlyRejectionAppealable: 'Only a rejected profile can be appealed.',
  talentOnly: 'Only talent accounts verify their e-mail here.',
} as const;

/** The worker's notice of a decision: in-app title and message, and the e-mail. */
export const VETTING_NOTICES = {
  approve: {
    title: 'Your profile is approved',
    message: 'Our team checked your profile: you are now a vetted worker.',
  },
  request_changes: {
    title: 'Please update your profile',
    message: (note: string) => `Our team asks for changes before approving your profile: ${note}`,
  },
  reject: {
    title: 'Your profile was not approved',
    message: (reason: string) =>
      `Our team did not approve your profile: ${reason} You may appeal once within 14 days.`,
  },
} as const;
