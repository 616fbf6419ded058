// What a suspension ends, per the cancellation table (docs/product/accounts.md, "Suspended
// accounts"): a manager's upcoming shifts as a business cancellation (late compensation and its ledger entry under
// 24 h, every booked worker told); a worker's upcoming bookings with no mark and the manager told, their waiting
// applications ended. Reinstating brings back sign-in, not the bookings.
import { describe, expect, it } from 'vitest';
import { runSuspensionBookings } from '../../src/server/booking/suspension-bookings';
import { createStaff } from '../../src/server/seed/factories/staff';
import { expectStatus } from '../support/marketplace';
import { applicationRow, mailsTo } from './applications-app';
import { apply } from './applications-fixtures';
import {
  applied,
  booked,
  cancellationsAppForFile,
  hoursBefore,
  ledgerFor,
  noticesTo,
  shiftOf,
  shiftRow,
  t,
} from './cancellations-fixtures';

cancellationsAppForFile();

async function staffDecision(action: 'suspend' | 'reinstate', userId: string, reason: string) {
  // Signed in at the moved clock: a staff session lasts 8 h.
  const staff = await createStaff(t.ctx);
  return t.app.inject({
    method: 'POST',
    url: `/api/ops/accounts/${userId}/${action}`,
    headers: { cookie: `tb_session=${staff.token}` },
    payload: { reason },
  });
}

describe('a suspended manager', () => {
  it("has every upcoming shift cancelled as the business's: the booked workers told and owed per the table", async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const worker = await booked(owner, shift.id);
    const waiting = await applied(shift.id);
    const later = await shiftOf({ maxApplications: 1 });
    // Another manager's shift, for contrast.
    hoursBefore(shift, 10);

    // The scheduler's backstop does nothing for an account that is not (or no longer) suspended.
    await runSuspensionBookings(t.ctx, { subjectId: owner.userId });
    expect((await shiftRow(shift.id)).status).toBe('open');
    const res = await staffDecision('suspend', owner.userId, 'Unpaid workers');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toEqual({ shiftsCancelled: 1, bookingsCancelled: 0, applicationsEnded: 0 });
    expect((await shiftRow(shift.id)).status).toBe('cancelled');
    expect(await applicationRow(worker.applicationId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancellationConsequence: 'business_late',
    });
    const [entry] = await ledgerFor(shift.id);
    expect(entry).toMatchObject({ debtorUserId: owner.userId, creditorUserId: worker.talent.userId });
    expect(entry!.amountCents).toBeGreaterThan(0);
    expect((await noticesTo(worker.talent.userId)).some((n) => n.type === 'booking_cancelled')).toBe(true);
    expect(await applicationRow(waiting.applicationId)).toMatchObject({
      status: 'rejected',
      endedReason: 'cancelled',
    });
    // Another manager's shift is untouched.
    expect((await shiftRow(later.shift.id)).status).toBe('open');

    // Reinstating restores sign-in, not the shift.
    expect((await staffDecision('reinstate', owner.userId, 'Paid up')).statusCode).toBe(200);
    expect((await shiftRow(shift.id)).status).toBe('cancelled');
  });
});

describe('a suspended worker', () => {
  it('has upcoming bookings cancelled with no mark, the manager told, and waiting applications ended', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 1 });
    const worker = await booked(owner, shift.id);
    const other = await shiftOf({ maxApplications: 2 });
    const elsewhere = await appliedAs(worker, other.shift.id);
    expect((await shiftRow(shift.id)).acceptedCount).toBe(1);
    // 10 h before: the worker's own cancellation would be very late; a suspension marks nothing.
    hoursBefore(shift, 10);

    const res = await staffDecision('suspend', worker.talent.userId, 'Harassment reported');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toEqual({ shiftsCancelled: 0, bookingsCancelled: 1, applicationsEnded: 1 });
    expect(await applicationRow(worker.applicationId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancellationConsequence: 'none',
    });
    expect((await shiftRow(shift.id)).acceptedCount).toBe(0);
    expect(await ledgerFor(shift.id)).toHaveLength(0);
    const notice = (await noticesTo(owner.userId)).find(
      (n) => n.title === 'A booked worker is no longer available',
    );
    expect(notice?.message).toContain('can no longer work');
    expect((await mailsTo(owner.email)).some((m) => m.subject?.includes('can no longer work'))).toBe(true);
    expect((await applicationRow(elsewhere)).status).toBe('withdrawn');
    // The shift is in the open list again with its place back (the shift itself is not cancelled).
    expect((await shiftRow(shift.id)).status).toBe('open');
    // The scheduler's backstop, due at once, finds nothing left to end: nobody is told twice.
    const before = (await noticesTo(owner.userId)).length;
    await t.ctx.services.scheduler.runDue();
    expect((await noticesTo(owner.userId)).length).toBe(before);
    expect((await shiftRow(shift.id)).acceptedCount).toBe(0);
  });
});

/** The booked worker also applies to another shift; its application id. */
async function appliedAs(worker: Awaited<ReturnType<typeof booked>>, shiftId: string): Promise<string> {
  const { application } = expectStatus(await apply(worker.talent, shiftId), 201);
  return application.id as string;
}
