import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { OVERLAP_MESSAGES } from '../../shared/domain/booking-overlap';
import { offerExpiresAt } from '../../shared/domain/offer-window';
import { type Actor, applicationTransition, vacancyRefusal } from '../../shared/domain/state-machine';
import { OFFER_TEXT_CAPS, offerCapWords, SELECT_MESSAGES } from '../../shared/marketplace/messages';
import type { ApplicationDto, SelectApplicantResultDto } from '../../shared/marketplace/types';
import { isUuid } from '../../shared/uuid';
import type { AppContext } from '../context';
import { rateLimitHits, shiftApplications, shifts, talentProfiles, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { RateLimit } from '../lib/rate-limiter';
import type { Tx } from '../messaging/outbox';
import { requirePaymentMethod } from '../money/payment-method';
import { createNotification } from '../notifications/create-notification';
import { newReplyCode } from '../sms/offer-reply';
import { blockedEitherWaySql } from '../trust/visibility-sql';
import { applicationColumns, toApplicationDto } from './application-dto';
import { lockApplication } from './booking-change';
import { changeBooking } from './change-booking';
import { offerData, offerNotification, offerSms } from './offer-messages';
import { overlappingBooking } from './overlapping-booking';
import { shiftColumns } from './shift-dto';
import { selectApplicationsWithWorker } from './worker-contact';

/** How long a claim to send the offer text holds; the provider's own timeout (10 s) is well inside it. */
export const CONTACT_LEASE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Offer texts per day: 20 per manager, 3 per number (one manager selecting on 15 shifts sent 15
 * texts to one number in 0.3 s). Past them the worker is still selected and told in the app.
 */
const offerLimits = (managerId: string, phone: string): RateLimit[] => [
  { bucket: 'offer_sms_manager_day', key: managerId, max: OFFER_TEXT_CAPS.perManager, windowMs: DAY_MS },
  { bucket: 'offer_sms_number_day', key: phone, max: OFFER_TEXT_CAPS.perNumber, windowMs: DAY_MS },
];

/**
 * Which offer texts would meet a daily cap now, so the dialog says so before the click (docs/product/sms.md, "Daily
 * caps"): the manager's own (20 offer texts, or the account's daily texts) or, per applicant's number, the number's 3.
 * Read only; the send takes the caps for real under their lock.
 */
export async function offerTextCaps(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  managerId: string,
  phones: string[],
): Promise<{ manager: boolean; numbers: Set<string> }> {
  const since = new Date(ctx.now().getTime() - DAY_MS);
  const h = rateLimitHits;
  const rows = await ctx.db
    .select({ bucket: h.bucket, key: h.key, n: count() })
    .from(h)
    .where(
      and(
        gt(h.createdAt, since),
        or(
          and(inArray(h.bucket, ['offer_sms_manager_day', 'sms_day_account']), eq(h.key, managerId)),
          phones.length > 0 ? and(eq(h.bucket, 'offer_sms_number_day'), inArray(h.key, phones)) : undefined,
        ),
      ),
    )
    .groupBy(h.bucket, h.key);
  const full = (bucket: string, max: number) => rows.some((r) => r.bucket === bucket && r.n >= max);
  return {
    manager:
      full('offer_sms_manager_day', OFFER_TEXT_CAPS.perManager) ||
      full('sms_day_account', ctx.config.SMS_DAILY_CAP_PER_ACCOUNT),
    numbers: new Set(
      rows
        .filter((r) => r.bucket === 'offer_sms_number_day' && r.n >= OFFER_TEXT_CAPS.perNumber)
        .map((r) => r.key),
    ),
  };
}

/**
 * "Select and Contact Worker" (docs/product/applications.md, "Select and contact"; docs/architecture.md step 3). The offer SMS goes first; only
 * when the provider accepts it (or the worker gets no texts, when the in-app notice is all they get)
 * does one transaction set selected + selected_at (+ contacted_at when texted), notify the worker and publish.
 * If the SMS fails nothing changes: the application status is not changed (docs/product/applications.md).
 * The same transaction sets the offer's expiry and schedules the offer-expiry job (expire-offer.ts).
 *
 * `actor` is 'system' for the automatic backfill after an expiry (expire-offer.ts): the same path as the manager's
 * button, in the shift manager's name, so the same texting rules, caps, verified phone and opt-outs apply.
 */
export async function selectApplicant(
  ctx: AppContext,
  managerId: string,
  applicationId: string,
  actor: Extract<Actor, 'manager' | 'system'> = 'manager',
  /**
   * More to write with the selection, in its transaction (the backfill's notice to the manager, backfill.ts), so a
   * crash cannot keep one without the other.
   */
  alsoInTransaction?: (
    tx: Tx,
    selected: { application: ApplicationDto; workerName: string },
  ) => Promise<void>,
): Promise<SelectApplicantResultDto> {
  const notFound = new AppError('NOT_FOUND', SELECT_MESSAGES.applicationNotFound);
  if (!isUuid(applicationId)) throw notFound;
  const [row] = await selectApplicationsWithWorker(ctx.db, {
    application: applicationColumns,
    replyCode: shiftApplications.replyCode,
    shift: shiftColumns,
    phone: users.phone,
    email: users.email,
    name: talentProfiles.name,
  })
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(
      and(
        eq(shiftApplications.id, applicationId),
        eq(shifts.managerId, managerId),
        // A blocked pair's application is hidden from the manager (docs/product/trust.md, "Favourites and blocks").
        sql`not ${blockedEitherWaySql(sql`"shifts"."manager_id"`, sql`"shift_applications"."worker_id"`)}`,
      ),
    )
    .limit(1);
  if (!row) throw notFound;
  const { application, shift } = row;
  // The state machine (ADR 014): only an interested applicant of an open, upcoming shift that is not full.
  const move = applicationTransition(application.status, 'selected', {
    actor,
    now: ctx.now(),
    shift,
  });
  if (!move.ok) {
    // The API's words as before: the shift's problem, or for any other status 'alreadyContacted'.
    const problem = vacancyRefusal(move.reason);
    throw new AppError('CONFLICT', problem ? SELECT_MESSAGES[problem] : SELECT_MESSAGES.alreadyContacted);
  }
  if (!row.phone)
    throw new AppError('BAD_REQUEST', SELECT_MESSAGES.noPhone, { title: SELECT_MESSAGES.noPhoneTitle });
  // An offer the worker could not accept is not sent (docs/product/applications.md, "No overlapping bookings"); the
  // accept itself is where the rule holds under a lock (change-booking.ts).
  if (await overlappingBooking(ctx.db, application.workerId, shift))
    throw new AppError('CONFLICT', OVERLAP_MESSAGES.select);
  // Booking needs a payment method (docs/product/payments.md): checked before the offer is claimed or texted.
  await requirePaymentMethod(ctx, managerId);

  // The claim is one conditional update in the database, so only one request on any instance
  // sends the text. A claim whose holder crashed lapses after the lease; the key is kept, so the retry sends with
  // the same idempotency key and the provider does not send it twice.
  const claimedAt = ctx.now();
  // The claim also fixes the offer's reply code (docs/product/sms.md, "Reply by text"), unique among
  // the worker's pending offers and offers being sent: the worker's user row is locked while it is chosen, so two
  // managers selecting the same worker at once cannot draw the same code (the partial unique index is the backstop).
  const claim = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, application.workerId)).for('update');
    const inUse = await tx
      .select({ id: shiftApplications.id, code: shiftApplications.replyCode })
      .from(shiftApplications)
      .where(
        and(
          eq(shiftApplications.workerId, application.workerId),
          isNotNull(shiftApplications.replyCode),
          or(
            eq(shiftApplications.status, 'selected'),
            and(eq(shiftApplications.status, 'interested'), gt(shiftApplications.contactingUntil, claimedAt)),
          ),
        ),
      );
    const others = inUse.filter((r) => r.id !== applicationId).map((r) => r.code!);
    // A retry after a crash keeps its code (the text may have gone out with it) unless another offer took it since.
    const kept = row.replyCode && !others.includes(row.replyCode) ? row.replyCode : null;
    const [claimed] = await tx
      .update(shiftApplications)
      .set({
        contactingUntil: new Date(claimedAt.getTime() + CONTACT_LEASE_MS),
        contactKey: sql`coalesce(${shiftApplications.contactKey}, ${randomUUID()})`,
        replyCode: kept ?? newReplyCode(new Set(others)),
      })
      .where(
        and(
          eq(shiftApplications.id, applicationId),
          eq(shiftApplications.status, 'interested'),
          or(isNull(shiftApplications.contactingUntil), lt(shiftApplications.contactingUntil, claimedAt)),
        ),
      )
      .returning({ contactKey: shiftApplications.contactKey, replyCode: shiftApplications.replyCode });
    return claimed;
  });
  if (!claim) throw new AppError('CONFLICT', SELECT_MESSAGES.inProgress);
  /** Lets the manager retry at once; the key stays when the provider may have taken the text. */
  const release = (keepKey: boolean) =>
    ctx.db
      .update(shiftApplications)
      .set(keepKey ? { contactingUntil: null } : { contactingUntil: null, contactKey: null })
      .where(eq(shiftApplications.id, applicationId));

  // Measured from the claim (seconds before the status changes), so the text's 'Respond by' is the stored expiry.
  const expiresAt = offerExpiresAt(claimedAt, shift.startsAt);
  const data = offerData(shift, row.name ?? row.email, expiresAt);
  let sms: Awaited<ReturnType<AppContext['services']['sms']['sendNow']>>;
  try {
    sms = await ctx.services.sms.sendNow({
      to: row.phone,
      body: offerSms(shift, data.respondBy, ctx.config.APP_ORIGIN, claim.replyCode),
      userId: application.workerId,
      senderId: managerId,
      limits: offerLimits(managerId, row.phone),
      idempotencyKey: `offer-${claim.contactKey}`,
    });
  } catch (error) {
    await release(true);
    throw error;
  }
  if (sms.status === 'failed') {
    await release(sms.uncertain === true);
    throw new AppError('BAD_GATEWAY', sms.error || SELECT_MESSAGES.failed);
  }

  // A daily cap kept the text: the answer names it (docs/product/sms.md, "Daily caps").
  const capNote =
    sms.status === 'limited'
      ? await capWords(ctx, managerId, row.phone, row.name ?? row.email, sms.error)
      : null;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Under both locks and conditional on interested, so a second request (another tab, another instance) selects
    // nothing; the offer-expiry job is scheduled with the change (change-booking.ts).
    const locked = await lockApplication(tx, applicationId);
    if (!locked) throw notFound;
    const result = await changeBooking(tx, ctx, {
      ...locked,
      to: 'selected',
      actor,
      now,
      // contacted_at records the text (docs/product/applications.md), so it stays empty when the worker was told in the app only.
      set: {
        selectedAt: now,
        contactedAt: sms.status === 'sent' ? now : null,
        contactingUntil: null,
        offerExpiresAt: expiresAt,
      },
    });
    if (!result.ok) {
      const problem = result.reason === 'changed' ? null : vacancyRefusal(result.reason);
      throw new AppError('CONFLICT', problem ? SELECT_MESSAGES[problem] : SELECT_MESSAGES.alreadyContacted);
    }
    const updated = result.application;
    await createNotification(tx, {
      recipientId: application.workerId,
      senderId: managerId,
      type: 'shift_selected',
      ...offerNotification(data),
      data,
      sentVia: sms.status === 'sent' ? ['sms'] : [],
    });
    const selected = toApplicationDto(updated);
    await alsoInTransaction?.(tx, { application: selected, workerName: row.name ?? row.email });
    // Not texted (STOP, no consent, unverified phone, a daily cap): the worker has the in-app notice only.
    if (capNote) return { application: selected, sms: 'capped', note: capNote };
    return { application: selected, sms: sms.status === 'sent' ? 'sent' : 'opted_out' };
  });
}

/** Which cap kept the offer text: the number's, the manager's, or another (the platform's), in its own words. */
async function capWords(
  ctx: AppContext,
  managerId: string,
  phone: string,
  name: string,
  limitMessage: string,
): Promise<string> {
  const caps = await offerTextCaps(ctx, managerId, [phone]);
  if (caps.numbers.has(phone)) return offerCapWords('number', name, 'after');
  if (caps.manager) return offerCapWords('manager', name, 'after');
  return `${limitMessage} ${name} was notified in the app only.`;
}
