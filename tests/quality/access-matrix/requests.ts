// Requests and resources the access-control matrix's builders share (tests/quality/access-matrix/builders-*.ts):
// fresh resources for cells that change state, sign-up and profile bodies, an avatar upload.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { resolveSession } from '../../../src/server/auth/sessions';
import { sha256 } from '../../../src/server/auth/tokens';
import { respondToOffer } from '../../../src/server/booking/respond-to-offer';
import { selectApplicant } from '../../../src/server/booking/select-applicant';
import { passwordResetTokens, shiftApplications, shifts } from '../../../src/server/db/schema';
import { applyToShift } from '../../../src/server/features/applications/apply-to-shift';
import { DEFAULT_PASSWORD } from '../../../src/server/seed/factories/accounts';
import { createShift, dayFromToday } from '../../../src/server/seed/factories/shifts';
import { type Account, type Party, parties, t } from './world';

// ---- fresh resources for cells that change state --------------------------------------------------------

/**
 * Each fresh shift an hour long in a time of its own, two hours from the last and from day 4 on (the parties' own
 * shifts are on day 3), so that booking one never overlaps another booking of the same talent
 * (docs/product/applications.md, "No overlapping bookings").
 */
let slots = 0;
function nextSlot() {
  const n = slots++;
  const hour = 6 + 2 * (n % 8);
  const hhmm = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { shiftDate: dayFromToday(4 + Math.floor(n / 8)), startTime: hhmm(hour), endTime: hhmm(hour + 1) };
}
export const freshShift = (p: Party) => createShift(t.ctx, p.manager.userId, nextSlot());
export async function freshInterested(p: Party) {
  const shift = await freshShift(p);
  return (await applyToShift(t.ctx, p.talent.userId, shift.id)).id;
}
export async function freshSelected(p: Party) {
  const id = await freshInterested(p);
  await selectApplicant(t.ctx, p.manager.userId, id);
  return id;
}
export async function freshAccepted(p: Party) {
  const id = await freshSelected(p);
  await respondToOffer(t.ctx, p.talent.userId, id, 'accepted');
  return id;
}

const MINUTE = 60_000;

/**
 * A fresh booking whose shift started `minutesAgo` and ends in 6 h, so that the attendance windows are open, with the
 * shift's check-in code.
 */
export async function startedBooking(p: Party, minutesAgo: number) {
  const id = await freshAccepted(p);
  const [row] = await t.ctx.db
    .select({ shiftId: shiftApplications.shiftId })
    .from(shiftApplications)
    .where(eq(shiftApplications.id, id));
  const now = Date.now();
  const [shift] = await t.ctx.db
    .update(shifts)
    .set({ startsAt: new Date(now - minutesAgo * MINUTE), endsAt: new Date(now + 6 * 60 * MINUTE) })
    .where(eq(shifts.id, row!.shiftId))
    .returning({ code: shifts.checkInCode });
  return { id, code: shift!.code! };
}
export async function applicationStatus(id: string) {
  const [row] = await t.ctx.db
    .select({ status: shiftApplications.status })
    .from(shiftApplications)
    .where(eq(shiftApplications.id, id));
  return row?.status;
}
/** A refused change leaves the application as it was; an accepted one moves it. */
export const statusCheck = (id: string, before: string, after: string) => async (status: number) => {
  expect(await applicationStatus(id)).toBe(status < 300 ? after : before);
};
export async function freshResetToken(userId: string) {
  const token = randomBytes(32).toString('hex');
  await t.ctx.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 20 * 60_000),
  });
  return token;
}
export async function sessionStillValid(account: Account) {
  expect(await resolveSession(t.ctx.db, account.token), `${account.email}'s session survives`).not.toBeNull();
}

export function profileBody(p: Party, email: string) {
  return {
    name: `Talent ${p === parties.A ? 'A' : 'B'}`,
    email,
    phone: p.talent.phone,
    sector: 'restaurant',
    years: '2-3',
    skills: ['Server/Waitstaff'],
    bio: 'Calm under a full section.',
    funFact: '',
    smsNotifications: true,
    password: '',
    confirmPassword: '',
  };
}
export const managerSignup = (email: string) => ({
  firstName: 'New',
  lastName: 'Manager',
  mobile: '(301) 555-0177',
  email,
  companyName: 'Corner Shop',
  streetAddress: '1 Main Street',
  city: 'Baltimore',
  state: 'MD',
  zip: '21202',
  password: DEFAULT_PASSWORD,
  confirmPassword: DEFAULT_PASSWORD,
  smsNotifications: false,
});
export const talentSignup = (email: string) => ({
  name: 'New Talent',
  email,
  phone: '(240) 555-0177',
  sector: 'retail',
  years: '0-1',
  skills: ['Cashier'],
  password: DEFAULT_PASSWORD,
  confirmPassword: DEFAULT_PASSWORD,
  smsNotifications: false,
});
export function multipart(bytes: Buffer) {
  const boundary = `----tbmatrix${randomBytes(6).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
