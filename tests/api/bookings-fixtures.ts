// Shared by the reminder and booking e-mail tests (reminders*.test.ts, booking-emails*.test.ts): a worker booked
// on a shift through the real routes (select, accept), and what the app stored for them.
import { and, asc, eq } from 'drizzle-orm';
import { devMessages, notifications, outbox, scheduledJobs } from '../../src/server/db/schema';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import type { ShiftFormInput } from '../../src/shared/schemas/shifts';
import { expectStatus } from '../support/marketplace';
import { t } from './applications-app';
import { apply, respond, select } from './applications-fixtures';

let phones = 0;

/**
 * A new manager, a shift (three days ahead unless `shift` says otherwise) and a worker booked on it at the
 * clock's current time. `texts`: the worker agreed to texts on a verified phone (their own number, so no per-number
 * cap decides a test); otherwise they get e-mail.
 */
export async function bookedWorker(options: { texts?: boolean; shift?: Partial<ShiftFormInput> } = {}) {
  const texts = options.texts ?? true;
  const owner = await createManager(t.ctx);
  const shift = await createShift(t.ctx, owner.userId, options.shift);
  const phone = `(301)555-${String(2000 + ++phones)}`;
  const talent = await createTalent(t.ctx, { phone, smsNotifications: texts });
  if (texts) await markPhoneVerified(t.ctx, talent.userId);
  const { application } = expectStatus(await apply(talent, shift.id), 201);
  expectStatus(await select(owner, application.id), 200);
  expectStatus(await respond(talent, application.id, 'accept'), 200);
  const e164 = `+1${phone.replace(/\D/g, '')}`;
  return {
    owner,
    shift,
    start: new Date(shift.startsAt).getTime(),
    talent,
    applicationId: application.id as string,
    e164,
  };
}

export const reminderJobs = (applicationId: string) =>
  t.ctx.db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.subjectId, applicationId))
    .orderBy(asc(scheduledJobs.runAt))
    .then((rows) => rows.filter((r) => r.kind.startsWith('reminder-')));

export const noticesTo = (userId: string, type?: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), type ? eq(notifications.type, type) : undefined))
    .orderBy(asc(notifications.createdAt));

export const textsTo = (e164: string) =>
  t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, e164)).orderBy(asc(devMessages.id));

/** E-mails queued for `address`, oldest first. */
export const mailsTo = (address: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(asc(outbox.id));
