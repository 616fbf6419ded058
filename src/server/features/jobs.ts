import { AUTO_NO_SHOW_KIND } from '../booking/auto-no-show';
import { BACKFILL_KIND, runBackfill } from '../booking/backfill';
import { TIMESHEET_JOB_KINDS } from '../booking/create-timesheet';
import { END_REMAINING_KIND, runEndRemaining } from '../booking/end-remaining-applications';
import { runAutoNoShow } from '../booking/no-show';
import { OFFER_EXPIRY_KIND } from '../booking/offer-messages';
import { RATING_JOB_KINDS, ratingJobHandlers } from '../booking/rating-jobs';
import { REMINDER_KINDS, reminderHandlers } from '../booking/reminders';
import { runSuspensionBookings, SUSPENSION_BOOKINGS_KIND } from '../booking/suspension-bookings';
import type { AppContext } from '../context';
import { OUTBOX_DELIVERY_KIND } from '../messaging/outbox';
import { outboxDelivery } from '../messaging/outbox-delivery';
import { OUTBOX_PURGE_KIND, purgeOutbox } from '../messaging/outbox-purge';
import { CHARGE_KIND, runCharge } from '../money/charge';
import { CORRECTION_KIND } from '../money/correction';
import { runCorrection } from '../money/correction-job';
import { HOLD_KINDS, runHold, runHoldRelease, runHoldRenewal } from '../money/hold';
import { PAYOUT_KIND, runPayout } from '../money/payout';
import { RECONCILIATION_KIND, runReconciliation } from '../money/reconcile';
import { PURGE_KIND, purgeFinishedJobs } from '../scheduler/purge';
import type { JobDefinition, JobHandler, JobHandlers } from '../scheduler/scheduler';
import { expireOffer } from './applications/expire-offer';
import { autoCheckOut } from './attendance/auto-check-out';
import { AUTO_CHECK_OUT_KIND } from './attendance/check-in';
import { purgeWebhookBodies, WEBHOOK_BODY_PURGE_KIND } from './billing/webhook-body-purge';
import { MATCH_TRAINING_KIND, runMatchTraining } from './matching/train-match-model';
import { runWageFloorRaise, WAGE_FLOOR_RAISE_KIND } from './shifts/raise-to-wage-floor';
import { autoApproveTimesheet } from './timesheets/approve-timesheet';
import { autoSubmitTimesheet } from './timesheets/submit-timesheet';

/**
 * The kinds of scheduled work: the one place a time-based transition is registered (docs/decisions/015-scheduler.md).
 * Offer expiry, reminders and, later, check-out, auto-approval and rating windows each add a kind here and its
 * handler below. Every handler must be idempotent (JobHandler). The outbox's delivery is a kind too: the scheduler is
 * the one loop that claims background work.
 */
export const JOB_KINDS = {
  /** Due at once with every outbox row (enqueueMessage): sends that message, with the outbox's retries (outbox-delivery.ts). */
  outboxDelivery: OUTBOX_DELIVERY_KIND,
  /** Hourly: sent and failed outbox rows past OUTBOX_RETENTION_DAYS are deleted (outbox-purge.ts). */
  outboxPurge: OUTBOX_PURGE_KIND,
  /** Daily: the bodies of the payments provider's webhook events older than 30 days are emptied (webhook-body-purge.ts). */
  webhookBodyPurge: WEBHOOK_BODY_PURGE_KIND,
  /** An unanswered offer lapses at shift_applications.offer_expires_at (expire-offer.ts). */
  offerExpiry: OFFER_EXPIRY_KIND,
  /** Due at once after an expiry or a cancellation frees a place: offers it to the next applicant (backfill.ts). */
  backfill: BACKFILL_KIND,
  /** Ends applications a shift's fill, close or cancel could not lock at that moment (end-remaining-applications.ts). */
  endRemaining: END_REMAINING_KIND,
  /** A booking's reminders: 24 h, 12 h and 2 h before the start (reminders.ts). */
  reminderDay: REMINDER_KINDS.day,
  reminderConfirm: REMINDER_KINDS.confirm,
  reminderArrival: REMINDER_KINDS.arrival,
  /** A draft timesheet is submitted 24 h after creation; a submitted one approved 48 h later (docs/product/attendance.md). */
  timesheetAutoSubmit: TIMESHEET_JOB_KINDS.autoSubmit,
  timesheetAutoApprove: TIMESHEET_JOB_KINDS.autoApprove,
  /** A booking with neither a check-in nor a manager's mark 4 h after the end becomes a no-show (auto-no-show.ts). */
  autoNoShow: AUTO_NO_SHOW_KIND,
  /** A worker still checked in 4 h after the scheduled end is checked out at the end, marked 'auto' (auto-check-out.ts). */
  autoCheckOut: AUTO_CHECK_OUT_KIND,
  /** Daily: finished jobs past their retention are deleted, and the next day's run scheduled (purge.ts). */
  schedulerPurge: PURGE_KIND,
  /** Daily: the match model is fitted on the outcomes once enough exist; the next day's run scheduled (train-match-model.ts). */
  matchTraining: MATCH_TRAINING_KIND,
  /** A completed booking's rating window: the lone rating goes live at its end; reminders on days 1 and 5 (rating-jobs.ts). */
  ratingsPublish: RATING_JOB_KINDS.publish,
  ratingsReminder: RATING_JOB_KINDS.reminder,
  /** Due at once after a suspension: the account's upcoming bookings end per the cancellation table (suspension-bookings.ts). */
  suspensionBookings: SUSPENSION_BOOKINGS_KIND,
  /** Due at once after an approval: the business's card charged pay + fee, retried after 1 h and 24 h (charge.ts). */
  moneyCharge: CHARGE_KIND,
  /** Due at once after the charge (or when payouts are set up): the worker's pay sent (payout.ts). */
  moneyPayout: PAYOUT_KIND,
  /** Daily at 02:00 UTC: the day before reconciled, the ledger against the provider (reconcile.ts). */
  ledgerReconciliation: RECONCILIATION_KIND,
  /** A booking's hold on the business's card: placed at acceptance or 24 h before the start, placed again 6 h before
   * it lapses, released when the booking ends without a charge (hold.ts). */
  moneyHold: HOLD_KINDS.place,
  moneyHoldRenew: HOLD_KINDS.renew,
  moneyHoldRelease: HOLD_KINDS.release,
  /** Due at once after an operations decision changed approved pay: the refund or extra charge and payout
   * (correction-job.ts). */
  moneyCorrection: CORRECTION_KIND,
  /** Daily at 05:00 UTC: shifts still to end raised to a minimum wage that rose, their people told (raise-to-wage-floor.ts). */
  wageFloorRaise: WAGE_FLOOR_RAISE_KIND,
} as const satisfies Record<string, string>;

export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

/** One handler per kind (a kind without one does not compile); each receives the app context and the job's row. */
export const jobHandlers: JobHandlers<AppContext> = {
  [OUTBOX_DELIVERY_KIND]: outboxDelivery,
  [OUTBOX_PURGE_KIND]: purgeOutbox,
  [WEBHOOK_BODY_PURGE_KIND]: purgeWebhookBodies,
  [OFFER_EXPIRY_KIND]: expireOffer,
  backfill: runBackfill,
  'end-remaining': runEndRemaining,
  ...reminderHandlers,
  'timesheet-auto-submit': autoSubmitTimesheet,
  'timesheet-auto-approve': autoApproveTimesheet,
  'auto-no-show': runAutoNoShow,
  'auto-check-out': autoCheckOut,
  'scheduler-purge': purgeFinishedJobs,
  'match-training': runMatchTraining,
  ...ratingJobHandlers,
  'suspension-bookings': runSuspensionBookings,
  // Calls to the payments provider run in their own lane, so a slow provider holds up no time-based work.
  [CHARGE_KIND]: { run: runCharge, lane: 'payments' },
  [PAYOUT_KIND]: { run: runPayout, lane: 'payments' },
  [RECONCILIATION_KIND]: { run: runReconciliation, lane: 'payments' },
  [HOLD_KINDS.place]: { run: runHold, lane: 'payments' },
  [HOLD_KINDS.renew]: runHoldRenewal,
  [HOLD_KINDS.release]: { run: runHoldRelease, lane: 'payments' },
  [CORRECTION_KIND]: { run: runCorrection, lane: 'payments' },
  [WAGE_FLOOR_RAISE_KIND]: runWageFloorRaise,
} satisfies Record<JobKind, JobHandler<AppContext> | JobDefinition<AppContext>>;
