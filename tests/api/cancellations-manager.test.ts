// The manager's side of one applicant (docs/product/applications.md, "Cancellations" and "The
// ledger"): 'Not this time' and 'Remove from shift', with the business's late-cancellation compensation recorded in
// integer cents once. The clock is moved to the times the §3 table names.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { expectStatus } from '../support/marketplace';
import { applicationRow, otherManager } from './applications-app';
import {
  applied,
  booked,
  cancelBooking,
  cancellationsAppForFile,
  hoursBefore,
  ledgerFor,
  noticesTo,
  outboxTo,
  pass,
  refusalOf,
  removeWorker,
  shiftOf,
  shiftRow,
  t,
} from './cancellations-fixtures';

cancellationsAppForFile();

describe("'Not this time'", () => {
  it('passes on a waiting applicant: rejected, ended_reason passed, a kind notice, and the worker sees Not selected', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const worker = await applied(shift.id);
    expectStatus(await pass(otherManager, worker.applicationId), 404);
    expectStatus(await pass(worker.talent, worker.applicationId), 403);
    const body = expectStatus(await pass(owner, worker.applicationId), 200);
    expect(body.application).toMatchObject({ status: 'rejected', endedReason: 'passed' });
    const [notice] = await noticesTo(worker.talent.userId);
    expect(notice).toMatchObject({ type: 'application_ended', title: 'Not selected this time' });
    expect(refusalOf(await pass(owner, worker.applicationId))).toBe(
      'Only an applicant who is still waiting can be passed on.',
    );
  });

  it('refuses a booked worker and after the start', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const worker = await booked(owner, shift.id);
    const waiting = await applied(shift.id);
    expectStatus(await pass(owner, worker.applicationId), 409);
    hoursBefore(shift, -1);
    expect(refusalOf(await pass(owner, waiting.applicationId))).toBe('This shift has already started.');
    expect((await applicationRow(waiting.applicationId)).status).toBe('interested');
  });
});

describe("'Remove from shift'", () => {
  it('is free 24 h or more before: no ledger entry; the worker is told in the app and by text', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    hoursBefore(shift, 24);
    const body = expectStatus(await removeWorker(owner, worker.applicationId), 200);
    expect(body.application).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'manager',
      cancellationConsequence: 'none',
    });
    expect(await ledgerFor(shift.id)).toHaveLength(0);
    expect((await shiftRow(shift.id)).acceptedCount).toBe(0);
    const notices = await noticesTo(worker.talent.userId);
    expect(notices.find((n) => n.type === 'booking_cancelled')).toMatchObject({
      title: 'You have been removed from a shift',
      sentVia: ['sms'],
    });
    const texts = (await outboxTo(worker.phone)).filter((m) => m.channel === 'sms');
    expect(texts.at(-1)!.body).toContain('removed you from Brunch Server');
  });

  it('under 24 h owes min(4 h, paid time) x rate in integer cents, recorded once; e-mail when the worker gets no texts', async () => {
    // 09:00-15:00 with a 30 min break at $18.50/h: 4 h is less than 5.5 h paid, so 240 min x 1850 / 60 = 7400 cents.
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    await t.ctx.db.update(users).set({ smsNotifications: false }).where(eq(users.id, worker.talent.userId));
    hoursBefore(shift, 23);
    const body = expectStatus(await removeWorker(owner, worker.applicationId), 200);
    expect(body.application.cancellationConsequence).toBe('business_late');
    const entries = await ledgerFor(shift.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'late_cancellation_compensation',
      amountCents: 7400,
      debtorUserId: owner.userId,
      creditorUserId: worker.talent.userId,
      applicationId: worker.applicationId,
    });
    expect(Number.isInteger(entries[0]!.amountCents)).toBe(true);
    const mails = (await outboxTo(worker.talent.email)).filter((m) => m.channel === 'email');
    expect(mails.at(-1)!.body).toContain('you will be paid $74.00 for the late cancellation');
    // A retry finds nothing to remove and records nothing more.
    expectStatus(await removeWorker(owner, worker.applicationId), 409);
    expect(await ledgerFor(shift.id)).toHaveLength(1);
  });

  it('a short shift owes its paid time only (2 h with no break at $15.25 = 3050 cents)', async () => {
    const { owner, shift } = await shiftOf({
      startTime: '10:00',
      endTime: '12:00',
      breakDuration: 0,
      hourlyRate: '15.25',
    });
    const worker = await booked(owner, shift.id);
    hoursBefore(shift, 2);
    expectStatus(await removeWorker(owner, worker.applicationId), 200);
    expect((await ledgerFor(shift.id))[0]!.amountCents).toBe(3050);
  });

  it("refuses another manager's booking, a waiting applicant, and after the start", async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const worker = await booked(owner, shift.id);
    const waiting = await applied(shift.id);
    expectStatus(await removeWorker(otherManager, worker.applicationId), 404);
    expectStatus(await removeWorker(worker.talent, worker.applicationId), 403);
    expect(refusalOf(await removeWorker(owner, waiting.applicationId))).toBe(
      'Only a booked worker can be removed.',
    );
    hoursBefore(shift, 0);
    expect(refusalOf(await removeWorker(owner, worker.applicationId))).toBe(
      'This shift has already started.',
    );
    expect((await applicationRow(worker.applicationId)).status).toBe('accepted');
  });

  it('the worker cancelling while the manager removes them: one outcome, one ledger entry at most, the other 409', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    hoursBefore(shift, 5);
    const [removed, cancelled] = await Promise.all([
      removeWorker(owner, worker.applicationId),
      cancelBooking(worker.talent, worker.applicationId),
    ]);
    expect([removed.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    const row = await applicationRow(worker.applicationId);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledBy).toBe(removed.statusCode === 200 ? 'manager' : 'talent');
    expect(await ledgerFor(shift.id)).toHaveLength(removed.statusCode === 200 ? 1 : 0);
    expect((await shiftRow(shift.id)).acceptedCount).toBe(0);
  });
});
