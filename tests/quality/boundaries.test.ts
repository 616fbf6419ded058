import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layout's boundaries (docs/architecture.md#boundaries) are checked on every import of every file under
// src/, so a new crossing fails here instead of being found in review. Imports are read with TypeScript's own
// pre-processor (static imports, `export … from`, dynamic `import()`), not a regex.

/**
 * Server features (src/server/features/<name>/) use another feature only through these modules. Each edge names
 * the module, not just the feature, so reaching for anything else in it is a new edge to argue for.
 */
const ALLOWED_FEATURE_EDGES: { from: string; to: string; reason: string }[] = [
  {
    from: 'applications',
    to: 'shifts/shift-dto',
    reason: 'an application is shown with its shift, in the one shape (and contact rules) shifts define',
  },
  {
    from: 'applications',
    to: 'notifications/create-notification',
    reason: 'selecting and answering an offer notify the other side in the same transaction',
  },
  {
    from: 'shifts',
    to: 'notifications/create-notification',
    reason:
      'an edit tells the selected and booked workers in its own transaction (docs/product/shifts.md, "Edit shift")',
  },
  {
    from: 'shifts',
    to: 'applications/application-events',
    reason:
      'an edit changes what every applicant sees, so their cards refetch live like after any application change',
  },
  {
    from: 'shifts',
    to: 'applications/end-remaining-applications',
    reason:
      'a max lowered to the booked count fills the shift, and a fill ends the waiting applications (no limbo)',
  },
  {
    from: 'shifts',
    to: 'applications/booking-change',
    reason:
      "'Close applications' and 'Cancel shift' lock the applications before the shift and record the late-cancellation ledger entry as the per-booking cancellations do (docs/product/applications.md, \"Cancellations\")",
  },
  {
    from: 'shifts',
    to: 'applications/cancellation-notices',
    reason: "'Cancel shift' tells each booked worker in the same words and channels as 'Remove from shift'",
  },
  {
    from: 'shifts',
    to: 'bookings/reminders',
    reason: "an edit that moves the start reschedules the booked workers' reminders in its transaction",
  },
  {
    from: 'applications',
    to: 'bookings/booking-emails',
    reason:
      'accepting sends the booking e-mail and its invite, a cancellation withdraws the invite, in their transaction (ADR 016)',
  },
  {
    from: 'applications',
    to: 'bookings/reminders',
    reason: 'accepting schedules the reminders and a cancellation drops them, in their transaction',
  },
  {
    from: 'shifts',
    to: 'bookings/booking-emails',
    reason: "an edit moves, and a cancellation withdraws, the booked workers' calendar invites (ADR 016)",
  },
  {
    from: 'bookings',
    to: 'shifts/shift-dto',
    reason: 'the booking e-mails and reminders read the shift in the one shape shifts define',
  },
  {
    from: 'bookings',
    to: 'notifications/create-notification',
    reason: "each reminder is an in-app notice to the worker (and the manager's 'Not yet confirmed')",
  },
  {
    from: 'bookings',
    to: 'applications/application-events',
    reason:
      "the 12 h reminder refetches the manager's applicant cards live for the 'Not yet confirmed' badge",
  },
  {
    from: 'bookings',
    to: 'applications/email-shift-manager',
    reason: "'Not yet confirmed' is e-mailed to the manager's account address, as every manager e-mail is",
  },
  {
    from: 'sms',
    to: 'applications/respond-to-offer',
    reason:
      'a reply YES / NO to an offer text answers it through the buttons\' own use-case (docs/product/sms.md, "Reply by text")',
  },
  {
    from: 'sms',
    to: 'applications/confirm-attendance',
    reason: "a reply YES to the reminder is 'Confirm I'm coming' by text, through the button's own use-case",
  },
  {
    from: 'dev-inbox',
    to: 'sms/handle-inbound-sms',
    reason:
      "'Reply as this number' sends a text through the real inbound handler (docs/product/messaging.md)",
  },
  {
    from: 'profiles',
    to: 'accounts/create-account',
    reason:
      'talent sign-up is throttled and creates the user row, its SMS consent and its session the way manager sign-up does',
  },
  {
    from: 'profiles',
    to: 'accounts/pending-email-change',
    reason: 'the profile page shows an e-mail change waiting for confirmation, which accounts owns',
  },
  {
    from: 'profiles',
    to: 'accounts/request-email-change',
    reason: 'the profile form is where a talent changes e-mail; the confirmation flow is the accounts one',
  },
  {
    from: 'profiles',
    to: 'accounts/session-dto',
    reason: 'talent sign-up (creating the profile) starts a session like every other sign-up',
  },
  {
    from: 'profiles',
    to: 'recovery/recovery-emails',
    reason: 'a password changed on the profile sends the same "your password changed" e-mail as a reset',
  },
  {
    from: 'recovery',
    to: 'accounts/login-lockout',
    reason: 'a password reset clears the sign-in lockout (docs/product/accounts.md)',
  },
  {
    from: 'timesheets',
    to: 'applications/application-events',
    reason:
      "a timesheet change (created, corrected, submitted, approved, disputed) refetches both sides' cards live, and completion is an application change",
  },
  {
    from: 'timesheets',
    to: 'applications/booking-change',
    reason:
      'timesheet decisions run in the same deadlock-aware change transaction as the other booking changes',
  },
  {
    from: 'timesheets',
    to: 'applications/cancellation-notices',
    reason: 'timesheet notices name the shift in the one shiftLine words every booking notice uses',
  },
  {
    from: 'timesheets',
    to: 'notifications/create-notification',
    reason: 'submission, approval (completion) and a dispute notify both sides in the same transaction',
  },
  // Check-in, check-out and the automatic check-out (docs/product/attendance.md).
  {
    from: 'attendance',
    to: 'applications/application-dto',
    reason: 'a check-in or check-out answers with the booking in the one application shape',
  },
  {
    from: 'attendance',
    to: 'applications/application-events',
    reason: "a check-in or check-out refetches both sides' screens live, like any application change",
  },
  {
    from: 'attendance',
    to: 'applications/booking-change',
    reason:
      'check-in and check-out lock the booking and its shift in the one order, in the deadlock-aware transaction',
  },
  {
    from: 'attendance',
    to: 'applications/cancellation-notices',
    reason: 'the check-in and check-out notices name the shift in the same words as every booking notice',
  },
  {
    from: 'attendance',
    to: 'applications/worker-contact',
    reason:
      "a check-out (the worker's or the automatic one) names the worker and reaches them as every booking notice does",
  },
  {
    from: 'attendance',
    to: 'notifications/create-notification',
    reason:
      "the manager hears of a check-in, and both sides of an automatic check-out, in the change's transaction",
  },
  {
    from: 'attendance',
    to: 'shifts/shift-dto',
    reason: 'check-in reads the shift (its windows and zone) in the one shape shifts define',
  },
  {
    from: 'attendance',
    to: 'timesheets/create-timesheet',
    reason: "a check-out (the worker's or the automatic one) creates the timesheet in its transaction",
  },
  {
    from: 'shifts',
    to: 'attendance/check-in-code',
    reason: 'a new shift gets its 4-digit check-in code when it is created (docs/product/attendance.md)',
  },
  // (docs/product/attendance.md, "No-show").
  {
    from: 'attendance',
    to: 'applications/email-shift-manager',
    reason:
      "the manager hears of an automatic no-show at the account's address, as every manager e-mail goes",
  },
  {
    from: 'applications',
    to: 'attendance/auto-no-show',
    reason: 'accepting schedules the automatic no-show at end + 4 h in its transaction, like the reminders',
  },
  {
    from: 'shifts',
    to: 'attendance/auto-no-show',
    reason: "an edit that moves the shift moves its booked workers' automatic no-show with the end",
  },
  {
    from: 'accounts',
    to: 'audit/record-audit',
    reason:
      'staff actions and sensitive account actions write their audit entry in their own transaction (ADR 020)',
  },
  {
    from: 'phone-verification',
    to: 'audit/record-audit',
    reason:
      'staff actions and sensitive account actions write their audit entry in their own transaction (ADR 020)',
  },
  {
    from: 'profiles',
    to: 'audit/record-audit',
    reason:
      'staff actions and sensitive account actions write their audit entry in their own transaction (ADR 020)',
  },
  {
    from: 'recovery',
    to: 'audit/record-audit',
    reason:
      'staff actions and sensitive account actions write their audit entry in their own transaction (ADR 020)',
  },
  {
    from: 'staff',
    to: 'audit/record-audit',
    reason:
      'staff actions and sensitive account actions write their audit entry in their own transaction (ADR 020)',
  },
  {
    from: 'ops-accounts',
    to: 'audit/record-audit',
    reason:
      'staff actions and sensitive account actions write their audit entry in their own transaction (ADR 020)',
  },
  {
    from: 'ops-queues',
    to: 'audit/record-audit',
    reason:
      'staff actions and sensitive account actions write their audit entry in their own transaction (ADR 020)',
  },
  {
    from: 'vetting',
    to: 'audit/record-audit',
    reason:
      'staff actions and sensitive account actions write their audit entry in their own transaction (ADR 020)',
  },
  {
    from: 'accounts',
    to: 'staff/mfa-challenge',
    reason:
      "a staff account's right password starts the second-factor challenge instead of a session (ADR 020)",
  },
  {
    from: 'staff',
    to: 'accounts/login-lockout',
    reason: 'a wrong second-factor code counts towards the sign-in lockout like a wrong password (ADR 020)',
  },
  {
    from: 'staff',
    to: 'accounts/session-dto',
    reason: 'the second factor answers the signed-in user in the same shape as the sign-in',
  },
  {
    from: 'staff',
    to: 'recovery/recovery-emails',
    reason:
      "ops:add's set-password link is a reset link for the account type ops (docs/product/operations.md)",
  },
  {
    from: 'ops',
    to: 'audit/list-audit',
    reason: "the console's audit log view and CSV export read the log through its own queries",
  },
  {
    from: 'accounts',
    to: 'ops-accounts/signed-out-because',
    reason:
      'a cookie whose session a suspension ended is told why by GET /api/auth/session (docs/product/accounts.md, Suspended accounts)',
  },
  {
    from: 'ops-accounts',
    to: 'reliability/load-reliability',
    reason: "the console's account page shows the figure the applicant and shift cards show",
  },
  {
    from: 'ops-accounts',
    to: 'notifications/create-notification',
    reason:
      "'Suspend', 'Reinstate' and the bookings a suspension ends tell the people affected in the same transaction",
  },
  {
    from: 'ops-accounts',
    to: 'shifts/cancel-shift',
    reason:
      "a suspended manager's upcoming shifts are cancelled as the business's own 'Cancel shift' (the cancellation table)",
  },
  {
    from: 'ops-accounts',
    to: 'applications/booking-change',
    reason:
      "a suspended worker's bookings are ended under the same locks, in the same order, as every booking change",
  },
  {
    from: 'ops-accounts',
    to: 'applications/application-events',
    reason: 'the cards of both sides refetch live after a suspension ends a booking',
  },
  {
    from: 'ops-accounts',
    to: 'applications/backfill',
    reason: 'a place a suspended worker gives back is offered on as after any cancellation',
  },
  {
    from: 'ops-accounts',
    to: 'applications/cancellation-notices',
    reason: 'the notices name the shift in the words every cancellation uses',
  },
  {
    from: 'ops-accounts',
    to: 'applications/email-shift-manager',
    reason: "the manager hears of a booked worker's suspension by e-mail as after a worker's cancellation",
  },
  {
    from: 'ops-accounts',
    to: 'applications/worker-contact',
    reason: "the manager's notice names the worker as other notices do",
  },
  {
    from: 'ops-accounts',
    to: 'bookings/booking-emails',
    reason: 'the calendar invite of a booking a suspension ends is withdrawn',
  },
  {
    from: 'ops-accounts',
    to: 'bookings/reminders',
    reason: 'the reminders of a booking a suspension ends are dropped',
  },
  // docs/product/trust.md: ratings, reliability, favourites and blocks, match score; vetting.
  {
    from: 'appeals',
    to: 'reliability/cancellation-marks',
    reason:
      'an appeal of a late cancellation may name only a cancellation that marks the appellant, which reliability decides (docs/product/trust.md, "Reliability")',
  },
  {
    from: 'appeals',
    to: 'vetting/vetting-appeal',
    reason:
      "an appeal of subject 'vetting' is of the worker's own rejected profile, whose decision vetting keeps (docs/product/operations.md, \"Vetting\")",
  },
  {
    from: 'applications',
    to: 'favourites/visibility-sql',
    reason:
      "applying, 'Select' and the applicant list obey blocks and the 'Favourites first' window through the one visibility rule (docs/product/trust.md, \"Favourites and blocks\")",
  },
  {
    from: 'applications',
    to: 'vetting/vetted-only',
    reason:
      'applying to a business with \'Only vetted workers can apply\' needs an approved profile (docs/product/operations.md, "Vetting")',
  },
  {
    from: 'applications',
    to: 'matching/rank-applicants',
    reason:
      "the manager's applicants are sorted 'Best match' by each one's match score and reasons (ADR 018, \"Sorting\")",
  },
  {
    from: 'applications',
    to: 'reliability/load-reliability',
    reason:
      "the applicant cards show the worker's reliability figure, and the worker's own cards the business's",
  },
  {
    from: 'applications',
    to: 'ratings/load-rating-summaries',
    reason: "the worker's application cards show the business's rating summary",
  },
  {
    from: 'favourites',
    to: 'applications/application-events',
    reason:
      "a block ends the pair's waiting applications, so both sides' cards refetch live as after any application change",
  },
  {
    from: 'favourites',
    to: 'applications/cancellation-notices',
    reason: 'a worker whose waiting application a block ends is told in the words of any passed application',
  },
  {
    from: 'favourites',
    to: 'notifications/create-notification',
    reason:
      "a block tells the worker of each waiting application it ends, and 'Invite favourites' sends each favourite an in-app invitation, in their transaction",
  },
  {
    from: 'favourites',
    to: 'shifts/shift-dto',
    reason: 'the applications a block ends are read with their shift in the one shape shifts define',
  },
  {
    from: 'matching',
    to: 'favourites/visibility-sql',
    reason:
      "'Best match' ranks only the shifts the worker may see and leaves blocked pairs out, by the one visibility rule",
  },
  {
    from: 'matching',
    to: 'reliability/load-reliability',
    reason: 'the worker\'s reliability figure is one of the match score\'s facts (ADR 018, "Features")',
  },
  {
    from: 'matching',
    to: 'shifts/list-open-shifts',
    reason:
      "the ranked 'Best match' page and 'Soonest' are answered in the one open-shift card shape (with its business figures) that the open list builds",
  },
  {
    from: 'matching',
    to: 'shifts/shift-availability-sql',
    reason:
      "'Best match' lists only the shifts that can still take a worker, by the same rule as the open list (docs/product/shifts.md)",
  },
  {
    from: 'matching',
    to: 'shifts/open-shifts-cache',
    reason:
      "the in-memory 'Best match' copy of the open shifts is rebuilt on the open-shifts cache's signal of a committed shift change (ADR 007)",
  },
  {
    from: 'ratings',
    to: 'applications/application-events',
    reason: "ratings going live refetch both sides' booking cards live",
  },
  {
    from: 'ratings',
    to: 'applications/booking-change',
    reason: 'a rating locks its booking in the deadlock-aware change transaction, like every booking change',
  },
  {
    from: 'ratings',
    to: 'applications/cancellation-notices',
    reason:
      'the rating notices and reminders name the shift in the one shiftLine words every booking notice uses',
  },
  {
    from: 'ratings',
    to: 'ops-queues/record-flag',
    reason:
      'a talent and a manager account of one person (refused application, rating left out of the averages) are shown to the staff in \'Flagged accounts\' (docs/product/trust.md, "Linked accounts")',
  },
  {
    from: 'applications',
    to: 'ratings/linked-accounts',
    reason:
      'applying to a shift whose manager account shares the worker\'s e-mail or verified phone is refused (docs/product/trust.md, "Linked accounts")',
  },
  {
    from: 'ratings',
    to: 'notifications/create-notification',
    reason:
      "'Ratings are live' and the day-1 and day-5 reminders are in-app notices written in their transaction (ADR 019)",
  },
  {
    from: 'shifts',
    to: 'favourites/visibility-sql',
    reason:
      "the open list hides the shifts of a blocked pair and a 'Favourites first' shift from non-favourites, by the one visibility rule",
  },
  {
    from: 'shifts',
    to: 'ratings/load-rating-summaries',
    reason: "the open-shift cards show the business's rating summary",
  },
  {
    from: 'shifts',
    to: 'reliability/load-reliability',
    reason: "the open-shift cards show the business's reliability figure",
  },
  {
    from: 'shifts',
    to: 'matching/worker-open-shifts',
    reason:
      "a talent's open-shifts list is 'Best match' by default, with their match on each shift (ADR 018, \"Sorting\")",
  },
  {
    from: 'timesheets',
    to: 'favourites/visibility-sql',
    reason:
      'a timesheet shows the manager whether the worker is a favourite (the star), by the favourites rule',
  },
  {
    from: 'timesheets',
    to: 'ratings/rating-jobs',
    reason:
      'completion opens the 7-day rating window: it schedules the publication and the reminders in its transaction (ADR 019)',
  },
  {
    from: 'vetting',
    to: 'notifications/create-notification',
    reason: "a vetting decision tells the worker in-app in the decision's transaction",
  },
  // The console's queues (docs/product/operations.md, "Queues").
  {
    from: 'accounts',
    to: 'ops-queues/record-flag',
    reason:
      "a sign-up refused by the per-address limit records a 'signup_burst' flag for the staff's 'Flagged accounts' queue",
  },
  {
    from: 'ops-queues',
    to: 'ops-accounts/suspend-account',
    reason:
      "'Suspend' on a flag and an upheld suspension appeal go through the account page's own suspendAccount and reinstateAccount, with their notices and audit rows",
  },
  {
    from: 'ops-queues',
    to: 'ops-accounts/account-summary',
    reason: "each queue item names its account (name and address) as the console's account pages do",
  },
  {
    from: 'ops-queues',
    to: 'notifications/create-notification',
    reason: "each queue decision tells the people concerned in-app in the decision's transaction",
  },
  {
    from: 'ops-queues',
    to: 'applications/cancellation-notices',
    reason:
      "a dispute decision's notices name the shift in the one shiftLine words every booking notice uses",
  },
  {
    from: 'ops-queues',
    to: 'ratings/rating-averages',
    reason:
      "a removed rating leaves the stored averages, recomputed in the decision's transaction as when a rating goes live",
  },
];

/** `src/` may import from `tests/` only here (none today: the demo seed's builders live in src/server/db/). */
const ALLOWED_SOURCE_TO_TESTS: { from: string; to: string; reason: string }[] = [];

type Edge = { from: string; to: string };

const stripExtension = (path: string) => path.replace(/\.(tsx?|jsx?|mjs)$/, '');

/** Every relative import of every file, as repository paths without extensions. */
function importEdges(sources: Map<string, string>): Edge[] {
  const edges: Edge[] = [];
  for (const [file, text] of sources) {
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      edges.push({
        from: file,
        to: stripExtension(posix.normalize(posix.join(posix.dirname(file), fileName))),
      });
    }
  }
  return edges;
}

const featureOf = (path: string, side: 'server' | 'client') =>
  new RegExp(`^src/${side}/features/([^/]+)/`).exec(path)?.[1] ?? null;

/** Each edge that crosses a boundary, with the rule it breaks. */
function violations(edges: Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const crossing = `${from} -> ${to}`;
    if (from.startsWith('src/shared/') && (to.startsWith('src/server/') || to.startsWith('src/client/')))
      found.push(`src/shared imports neither server nor client: ${crossing}`);
    if (from.startsWith('src/client/') && to.startsWith('src/server/'))
      found.push(`the client imports src/shared, never src/server: ${crossing}`);
    if (from.startsWith('src/server/') && to.startsWith('src/client/'))
      found.push(`the server never imports the client: ${crossing}`);
    if (
      from.startsWith('src/') &&
      to.startsWith('tests/') &&
      !ALLOWED_SOURCE_TO_TESTS.some((allowed) => allowed.from === from && allowed.to === to)
    )
      found.push(`src/ never imports tests/: ${crossing}`);

    const clientFrom = featureOf(from, 'client');
    const clientTo = featureOf(to, 'client');
    if (clientFrom && clientTo && clientFrom !== clientTo)
      found.push(`client features do not import each other: ${crossing}`);

    const serverFrom = featureOf(from, 'server');
    const serverTo = featureOf(to, 'server');
    const module = to.replace(/^src\/server\/features\//, '');
    if (
      serverFrom &&
      serverTo &&
      serverFrom !== serverTo &&
      !ALLOWED_FEATURE_EDGES.some((allowed) => allowed.from === serverFrom && allowed.to === module)
    )
      found.push(`server feature ${serverFrom} uses ${module}, which is not an allowed edge: ${crossing}`);
  }
  return found;
}

function sourceFiles(dir: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|mts)$/.test(entry.name)) continue;
    const path = posix.join(entry.parentPath.replaceAll('\\', '/'), entry.name);
    sources.set(path, readFileSync(path, 'utf8'));
  }
  return sources;
}

describe('import boundaries under src/', () => {
  const edges = importEdges(sourceFiles('src'));

  it('reads the imports of the whole tree', () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  it('has no crossing that is not listed with its reason', () => {
    expect(violations(edges)).toEqual([]);
  });

  it('lists no allowed edge that is no longer used (the list stays true)', () => {
    const used = (from: string, to: string) =>
      edges.some(
        (edge) => featureOf(edge.from, 'server') === from && edge.to === `src/server/features/${to}`,
      );
    expect(ALLOWED_FEATURE_EDGES.filter((allowed) => !used(allowed.from, allowed.to))).toEqual([]);
    expect(
      ALLOWED_SOURCE_TO_TESTS.filter(
        (allowed) => !edges.some((e) => e.from === allowed.from && e.to === allowed.to),
      ),
    ).toEqual([]);
  });

  it('catches each kind of new crossing', () => {
    const planted = new Map([
      ['src/shared/domain/x.ts', "import { db } from '../../server/db/client';"],
      ['src/shared/y.ts', "export { Button } from '../client/components/ui/button';"],
      ['src/client/features/auth/z.tsx', "const m = import('../profiles/talent-profile-form');"],
      ['src/client/app/w.ts', "import type { Db } from '../../server/db/client';"],
      ['src/server/db/seed.ts', "import { createShift } from '../../../tests/factories/shifts';"],
      ['src/server/features/shifts/v.ts', "import { applyToShift } from '../applications/apply-to-shift';"],
      ['src/server/features/applications/u.ts', "import { shiftColumns } from '../shifts/list-open-shifts';"],
    ]);
    const found = violations(importEdges(planted));
    expect(found).toHaveLength(7);
    const allowed = new Map([
      ['src/server/features/applications/ok.ts', "import { toShiftDto } from '../shifts/shift-dto';"],
    ]);
    expect(violations(importEdges(allowed))).toEqual([]);
  });
});
