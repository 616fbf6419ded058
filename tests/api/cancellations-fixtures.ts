// Shared by the cancellation API tests (cancellations*.test.ts): shifts with applicants
// brought to a given state, the new routes, and what was stored and sent. The clock is moved (t.ctx.clock.now)
// instead of sleeping.
import { eq } from 'drizzle-orm';
import { afterEach } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { notifications, outbox, shifts } from '../../src/server/db/schema';
import { createManager } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import type { ShiftFormInput } from '../../src/shared/schemas/shifts';
import { owedAmounts } from '../support/ledger';
import { client, expectStatus } from '../support/marketplace';
import { applicationsAppForFile, type Manager, t } from './applications-app';
import { appliedTalent, respond, select } from './applications-fixtures';

export { t };

/** One app per file, and the clock put back after every test. */
export function cancellationsAppForFile() {
  applicationsAppForFile();
  afterEach(() => {
    t.ctx.clock.now = null;
  });
}

const HOUR = 60 * 60 * 1000;
let phones = 0;
/** Its own number per worker, so the per-number daily cap on offer texts never decides a test. */
export const phoneOf = (n: number) => `(301)555-${String(2000 + n)}`;
export const e164Of = (n: number) => `+1301555${String(2000 + n)}`;

export async function applied(shiftId: string) {
  const n = ++phones;
  const worker = await appliedTalent(shiftId, { phone: phoneOf(n) });
  return { ...worker, phone: e164Of(n) };
}
export type Worker = Awaited<ReturnType<typeof applied>>;

export async function booked(owner: Manager, shiftId: string) {
  const worker = await applied(shiftId);
  expectStatus(await select(owner, worker.applicationId), 200);
  expectStatus(await respond(worker.talent, worker.applicationId, 'accept'), 200);
  return worker;
}

/** A new manager (offer texts are capped per manager per day) and a shift three days ahead, 09:00-15:00, $18.50/h. */
export async function shiftOf(overrides: Partial<ShiftFormInput> = {}) {
  const owner: Manager = await createManager(t.ctx);
  const shift = await createShift(t.ctx, owner.userId, overrides);
  return { owner, shift };
}

/** Moves the clock to `hours` before the shift's start. */
export const hoursBefore = (shift: { startsAt: string | Date }, hours: number) => {
  t.ctx.clock.now = new Date(new Date(shift.startsAt).getTime() - hours * HOUR);
  return t.ctx.clock.now;
};

type Account = { userId: string; token: string } | null;

/**
 * Requests as `who`, signed in at the (moved) clock: a session lasts 24 h (SESSION_LIFETIME_MS), and these tests
 * jump days ahead.
 */
export async function as(who: Account) {
  if (!who) return client(t, null);
  const session = await createSession(t.ctx.db, who.userId, { ip: null, userAgent: null }, t.ctx.now());
  return client(t, { token: session.token });
}

export const withdraw = async (who: Account, id: string) =>
  (await as(who)).post(`/api/applications/${id}/withdraw`);
export const pass = async (who: Account, id: string) => (await as(who)).post(`/api/applications/${id}/pass`);
export const cancelBooking = async (who: Account, id: string, emergency = false) =>
  (await as(who)).post(`/api/applications/${id}/cancel`, { emergency });
export const removeWorker = async (who: Account, id: string) =>
  (await as(who)).post(`/api/applications/${id}/remove`);
export const closeShift = async (who: Account, id: string) => (await as(who)).post(`/api/shifts/${id}/close`);
export const cancelShift = async (who: Account, id: string, reason?: string) =>
  (await as(who)).post(`/api/shifts/${id}/cancel`, reason === undefined ? {} : { reason });
/** The error message of a refusal. */
export const refusalOf = (res: { json(): unknown }) =>
  (res.json() as { error: { message: string } }).error.message;

export const noticesTo = (userId: string) =>
  t.ctx.db.select().from(notifications).where(eq(notifications.recipientId, userId));
export const outboxTo = (recipient: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient));
export const ledgerFor = (shiftId: string) => owedAmounts(t.ctx.db, { shiftId });
export const shiftRow = async (id: string) =>
  (await t.ctx.db.select().from(shifts).where(eq(shifts.id, id)))[0]!;
