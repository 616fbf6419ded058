// Business constants and limits; each is listed with its rule in docs/product/ (README.md, "Find a rule").

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const PRODUCT_NAME = 'TalentBridge';

export const SESSION_LIFETIME_MS = 24 * HOUR_MS;
export const SESSION_REFRESH_MS = 30 * MINUTE_MS;

export const LOGIN_LOCKOUT = {
  maxFailures: 3,
  windowMs: 30 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
} as const;

export const LOGIN_RATE_LIMIT = { max: 5, windowMs: 15 * MINUTE_MS } as const;

export const NOTIFICATIONS_LIMIT = 50;
export const BADGE_CAP = 99;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const MOBILE_BREAKPOINT_PX = 768;

// The original specification says 6 for the talent form and manager sign-up (docs/product/accounts.md); 8 everywhere is a deliberate departure for
// security (ADR 009).
export const PASSWORD_MIN_LENGTH = {
  talentForm: 8,
  managerSignup: 8,
  reset: 8,
  generic: 8,
} as const;

// ADR 009: throttles on the ways in, all through the one advisory-locked limiter.
/** Accounts created (talent and manager together): per client address, and for the whole platform. */
export const SIGN_UP_LIMITS = {
  perAddress: { max: 10, windowMs: HOUR_MS },
  platform: { max: 200, windowMs: HOUR_MS },
} as const;
/** Sign-ins from one address across every e-mail (password spraying); per e-mail + address is LOGIN_RATE_LIMIT. */
export const SIGN_IN_ADDRESS_LIMIT = { max: 30, windowMs: 15 * MINUTE_MS } as const;
/**
 * Password-reset e-mails. Per e-mail + address and per address stop one host; the per-account quota is shared
 * by unknown devices, while each device that has signed in to the account has its own, so strangers cannot use
 * up the owner's; the owner is told at most once per window when the shared one runs out.
 */
export const PASSWORD_RESET_LIMITS = {
  perEmailAndAddress: { max: 5, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 20, windowMs: 15 * MINUTE_MS },
  perAccountUnknownDevices: { max: 10, windowMs: HOUR_MS },
  perTrustedDevice: { max: 5, windowMs: HOUR_MS },
  ownerNotice: { max: 1, windowMs: HOUR_MS },
} as const;

export const STATES = ['DC', 'MD', 'VA'] as const;
export type UsState = (typeof STATES)[number];

// Shift times are wall-clock times of the business's zone (docs/product/shifts.md). Every state served today
// keeps Eastern time; this is the one place that says so.
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const STATE_TIME_ZONES: Record<UsState, string> = {
  DC: DEFAULT_TIME_ZONE,
  MD: DEFAULT_TIME_ZONE,
  VA: DEFAULT_TIME_ZONE,
};

// In the original specification's order (docs/product/profiles.md, "Fields").
export const SKILL_OPTIONS = [
  'Cashier',
  'Fitting rooms',
  'Food prep',
  'Food runner',
  'Greeter',
  'Hostess',
  'Manager',
  'Sales associate',
  'Server/Waitstaff',
  'Other',
] as const;
export type SkillOption = (typeof SKILL_OPTIONS)[number];

export const SECTOR_VALUES = ['retail', 'restaurant', 'both', 'other'] as const;
export type Sector = (typeof SECTOR_VALUES)[number];
export const SECTORS: readonly { value: Sector; label: string }[] = [
  { value: 'retail', label: 'Retail' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'both', label: 'Both' },
  { value: 'other', label: 'Other' },
];

export const YEARS_OPTIONS = ['0-1', '2-3', '4-5', '6+'] as const;
export type YearsOption = (typeof YEARS_OPTIONS)[number];

// The contact form's message types (docs/product/support.md).
export const MESSAGE_TYPE_VALUES = ['general', 'technical', 'account', 'billing', 'feature', 'bug'] as const;
export type MessageType = (typeof MESSAGE_TYPE_VALUES)[number];
const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  account: 'Account Issue',
  billing: 'Billing Question',
  feature: 'Feature Request',
  bug: 'Bug Report',
};
// The form's options, in the order of MESSAGE_TYPE_VALUES; the record makes a type without a label a type error.
export const MESSAGE_TYPES: readonly { value: MessageType; label: string }[] = MESSAGE_TYPE_VALUES.map(
  (value) => ({
    value,
    label: MESSAGE_TYPE_LABELS[value],
  }),
);

export const SHIFT_DEFAULTS = { breakMinutes: 30, maxApplications: 1 } as const;

/**
 * Manage Shifts, 'Today and in progress' (docs/product/shifts.md, "The manager's shifts"; list-manager-shifts.ts): a
 * started shift stays listed until 4 h after its end (the automatic check-out, §8) or while it has timesheets not yet
 * decided. `lookbackMs` bounds the index scan: a timesheet is decided by the system within 72 h of its creation
 * (24 h to submit, 48 h to approve; created at the latest 4 h after an end at most 24 h after the start), so a shift
 * that started more than 7 days ago has none left to decide.
 */
export const UNDERWAY_SHIFTS = {
  afterEndMs: 4 * 60 * 60 * 1000,
  lookbackMs: 7 * 24 * 60 * 60 * 1000,
} as const;

// ADR 014: the time bounds of the state machine, read by src/shared/domain/offer-window.ts,
// cancellation-policy.ts and state-machine.ts.
/**
 * An offer expires at the earlier of 12 h after selection and 1 h before the start, but never less than 15 min after
 * selection (docs/product/applications.md, "Offer window").
 */
export const OFFER_WINDOW = {
  maxAfterSelectionMs: 12 * HOUR_MS,
  endsBeforeStartMs: HOUR_MS,
  minAfterSelectionMs: 15 * MINUTE_MS,
} as const;

/**
 * One table for both sides (docs/product/applications.md, "Cancellation policy"): a worker cancels a booking free
 * 72 h or more before the start, late from 24 h, very late under 24 h; a business cancels free 24 h or more before,
 * and under that owes each booked worker min(4 h, the scheduled paid time) at the hourly rate. Weights are what each
 * outcome counts for in reliability; one cancellation per worker per 90 days may be excused as an emergency.
 */
export const CANCELLATION_POLICY = {
  workerFreeBeforeStartMs: 72 * HOUR_MS,
  workerLateBeforeStartMs: 24 * HOUR_MS,
  businessFreeBeforeStartMs: 24 * HOUR_MS,
  businessCompensationMaxMinutes: 4 * 60,
  weights: { late: 1, very_late: 2, no_show: 3 },
  emergencyExcuse: { max: 1, windowDays: 90 },
} as const;

/**
 * Attendance bounds the state machine applies (docs/product/applications.md, "Attendance bounds"): check-in opens
 * 30 min before the start and closes at the scheduled end; a manager may mark arrival until 4 h after the end and a
 * no-show from 30 min after the start; 4 h after the end, unmarked bookings become no-shows.
 */
export const ATTENDANCE_WINDOW = {
  checkInOpensBeforeStartMs: 30 * MINUTE_MS,
  managerNoShowAfterStartMs: 30 * MINUTE_MS,
  settledAfterEndMs: 4 * HOUR_MS,
  /** Checked in more than this after the start: marked late (docs/product/attendance.md, "Late"). */
  lateAfterStartMs: 10 * MINUTE_MS,
  /** Check-out is possible until this long after the scheduled end; then the automatic check-out runs. */
  checkOutClosesAfterEndMs: 4 * HOUR_MS,
  /**
   * A timesheet is flagged (approved only by its manager) when it claims more than this beyond the scheduled span
   * (docs/product/attendance.md, "Timesheets"): a worker who checked in a few minutes early is paid without waiting,
   * a claim of extra hours is not.
   */
  claimToleranceMs: 15 * MINUTE_MS,
} as const;

/** docs/product/attendance.md, "Check-in code": 4 digits; 5 wrong codes per worker per shift lock check-in for 15 min. */
export const CHECK_IN_CODE = {
  digits: 4,
  maxWrongCodes: 5,
  lockMs: 15 * MINUTE_MS,
} as const;

/**
 * docs/product/attendance.md, "Timesheets" (§8 'Timesheet'): the worker corrects within 24 h of creation, then it is
 * submitted; the manager approves or adjusts within 48 h of submission, then it is approved automatically; the worker
 * may dispute an adjustment within 48 h. Implemented in src/server/features/timesheets/.
 */
export const TIMESHEET_WINDOW = {
  correctionMs: 24 * HOUR_MS,
  approvalMs: 48 * HOUR_MS,
  disputeMs: 48 * HOUR_MS,
  /** A corrected timesheet may not span more than this. */
  maxSpanMs: 24 * HOUR_MS,
  noteMaxLength: 500,
} as const;

/** Appeals (product constants, 'Appeals'): one per decision, within 14 days of it (src/shared/domain/appeals.ts). */
export const APPEALS = {
  windowMs: 14 * 24 * HOUR_MS,
  noteMaxLength: 1000,
} as const;

/**
 * Reliability (product constants, 'Reliability'; docs/product/trust.md, "Reliability"): computed from the recorded
 * events of the last 20 bookings within 180 days; 'New' until 3 of them (src/shared/domain/reliability.ts).
 */
export const RELIABILITY = { lastBookings: 20, windowDays: 180, newUntil: 3 } as const;

/**
 * Mutual ratings (product constants, 'Ratings'; docs/product/trust.md, "Ratings"): each side may rate within 7 days of
 * the completion; hidden until both rated or the window ends; reminders to those who have not rated on days 1 and 5.
 */
export const RATINGS = {
  windowMs: 7 * 24 * HOUR_MS,
  commentMax: 500,
  replyMax: 500,
  reportReasonMax: 1000,
  reminderDays: [1, 5],
  pageSize: 20,
} as const;

/**
 * Matching (product constants, 'Matching'; docs/decisions/018-match-score.md, "Training"): the match model is learned
 * from the platform's own outcomes once this many exist (train-match-model.ts); before that, the default weights.
 */
export const MATCHING = { learnAfterOutcomes: 200 } as const;

export const DELAYS = {
  businessSignupRedirectMs: 1500,
  talentLoginRedirectMs: 350,
  sessionGraceMs: 350,
  confettiManagerMs: 3000,
  confettiWorkerMs: 2500,
  confettiStartMs: 500,
} as const;

// The original specification left it open; we set 30 minutes (docs/product/recovery.md, "Reset tokens").
export const RESET_TOKEN_TTL_MS = 30 * MINUTE_MS;

export const SUPPORT = {
  email: 'support@talentbridge.app',
  hours: 'Mon-Fri 9AM-6PM EST',
  location: 'Maryland',
  responseHours: 24,
} as const;

export const TERMS_CHANGE_NOTICE_DAYS = 30;
export const MINIMUM_AGE = 18;

// The SMS opt-in must state frequency, rates, STOP and HELP (docs/product/sms.md, "Consent").
// Change SMS_CONSENT_VERSION whenever this wording changes: it is stored with each consent.
export const SMS_CONSENT_TEXT =
  'I agree to receive SMS text messages from TalentBridge about shifts and my account. ' +
  'Message frequency varies. Message and data rates may apply. ' +
  'Reply STOP to opt out or HELP for help.';
export const SMS_CONSENT_VERSION = '2026-11-01';

// Staff (ops) accounts (docs/product/operations.md): shorter sessions, the second factor, the set-password link.
export const STAFF_SESSION = {
  absoluteMs: 8 * HOUR_MS,
  idleMs: 30 * MINUTE_MS,
  /** last_seen_at is written at most this often for staff, so the idle limit is exact to the minute. */
  refreshMs: MINUTE_MS,
} as const;
export const STAFF_MFA = {
  /** Password checked, code pending: the challenge lives this long. */
  challengeMs: 10 * MINUTE_MS,
  recoveryCodes: 10,
  /** TOTP: 6 digits, 30 s steps, one step either side accepted for clock drift. */
  digits: 6,
  periodSeconds: 30,
  window: 1,
  issuer: 'TalentBridge',
  /** Codes one challenge takes; the fifth that does not pass ends it (docs/product/operations.md, ADR 021). */
  codesPerChallenge: 5,
  /** Wrong codes one staff account takes an hour, across its challenges and devices (ADR 021). */
  wrongCodesPerAccount: { max: 10, windowMs: HOUR_MS },
} as const;
export const STAFF_SET_PASSWORD_LINK_MS = 30 * MINUTE_MS;
