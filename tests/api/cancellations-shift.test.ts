// The whole shift (docs/product/shifts.md, "Shift states"; docs/product/applications.md,
// "No limbo"): 'Close applications', 'Cancel shift' and the accept that fills a shift end every application still
// waiting, with a kind notice and the offer's expiry job dropped; two tabs cancelling at once have one outcome.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/server/db/schema';
import { client, expectStatus } from '../support/marketplace';
import { applicationRow, otherManager } from './applications-app';
import { respond, select } from './applications-fixtures';
import {
  applied,
  as,
  booked,
  cancellationsAppForFile,
  cancelShift,
  closeShift,
  hoursBefore,
  ledgerFor,
  noticesTo,
  outboxTo,
  refusalOf,
  shiftOf,
  shiftRow,
  t,
} from './cancellations-fixtures';

cancellationsAppForFile();

const expiryJobs = (applicationId: string) =>
  t.ctx.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, 'offer-expiry'), eq(scheduledJobs.subjectId, applicationId)));

describe("'Close applications'", () => {
  it('closes an open shift, keeps the booking, ends the waiting and the pending offer with a kind notice', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 3 });
    const worker = await booked(owner, shift.id);
    const waiting = await applied(shift.id);
    const offered = await applied(shift.id);
    expectStatus(await select(owner, offered.applicationId), 200);
    expect(await expiryJobs(offered.applicationId)).toHaveLength(1);
    expectStatus(await closeShift(otherManager, shift.id), 404);
    expectStatus(await closeShift(worker.talent, shift.id), 403);

    const body = expectStatus(await closeShift(owner, shift.id), 200);
    expect(body.shift.status).toBe('closed');
    expect((await applicationRow(worker.applicationId)).status).toBe('accepted');
    for (const ended of [waiting, offered]) {
      expect(await applicationRow(ended.applicationId)).toMatchObject({
        status: 'rejected',
        endedReason: 'closed',
      });
      const notices = await noticesTo(ended.talent.userId);
      expect(notices.some((n) => n.title === 'Applications for this shift have closed')).toBe(true);
    }
    expect(await expiryJobs(offered.applicationId)).toHaveLength(0);
    expect(refusalOf(await closeShift(owner, shift.id))).toBe(
      'Applications for this shift are already closed.',
    );
    // Closed: nobody new may apply.
    const late = await applied(shift.id).catch((error: Error) => error);
    expect(late).toBeInstanceOf(Error);
  });

  it('refuses after the start and a cancelled shift', async () => {
    const { owner, shift } = await shiftOf();
    hoursBefore(shift, 0);
    expect(refusalOf(await closeShift(owner, shift.id))).toBe('This shift has already started.');
    hoursBefore(shift, 5);
    expectStatus(await cancelShift(owner, shift.id), 200);
    expect(refusalOf(await closeShift(owner, shift.id))).toBe('This shift has already been cancelled.');
    expectStatus(await closeShift(owner, 'nope'), 404);
  });
});

describe("'Cancel shift'", () => {
  it('under 24 h: every booking cancelled with 7400 cents owed each, waiting ones rejected, everyone told with the reason', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 3 });
    const first = await booked(owner, shift.id);
    const second = await booked(owner, shift.id);
    const waiting = await applied(shift.id);
    hoursBefore(shift, 20);
    const body = expectStatus(await cancelShift(owner, shift.id, 'Kitchen flood'), 200);
    expect(body.shift.status).toBe('cancelled');
    expect((await shiftRow(shift.id)).acceptedCount).toBe(0);
    const entries = await ledgerFor(shift.id);
    expect(entries.map((e) => e.amountCents)).toEqual([7400, 7400]);
    expect(new Set(entries.map((e) => e.creditorUserId))).toEqual(
      new Set([first.talent.userId, second.talent.userId]),
    );
    for (const worker of [first, second]) {
      expect(await applicationRow(worker.applicationId)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'system',
        cancellationConsequence: 'business_late',
        endedReason: 'cancelled',
      });
      const notice = (await noticesTo(worker.talent.userId)).find((n) => n.type === 'booking_cancelled');
      expect(notice!.message).toContain('Kitchen flood');
      expect(notice!.message).toContain('$74.00');
      const text = (await outboxTo(worker.phone)).filter((m) => m.channel === 'sms').at(-1);
      expect(text!.body).toContain('Kitchen flood');
      // The calendar's cancellation e-mail says why, and what is owed.
      const mail = (await outboxTo(worker.talent.email)).find((m) => m.subject?.startsWith('Cancelled: '));
      expect(mail!.body).toContain(
        'Reason: Kitchen flood. Because it was less than 24 hours before the start, you will be paid $74.00 for the late cancellation.',
      );
    }
    expect(await applicationRow(waiting.applicationId)).toMatchObject({
      status: 'rejected',
      endedReason: 'cancelled',
    });
    const notices = await noticesTo(waiting.talent.userId);
    expect(notices.find((n) => n.title === 'This shift has been cancelled')!.message).toContain(
      'Kitchen flood',
    );
    // Every ended card keeps the reason (the shift's), and only this shift's applicants see the owed pay.
    expect((await shiftRow(shift.id)).cancellationNote).toBe('Kitchen flood');
    for (const who of [first, waiting]) {
      const mine = expectStatus(await (await as(who.talent)).get('/api/applications/mine'), 200);
      const card = mine.applications.find((a: { id: string }) => a.id === who.applicationId);
      expect(card.shift.cancellationNote).toBe('Kitchen flood');
      expect(card.lateCancellationPay).toEqual(who === first ? { amountCents: 7400, paidAt: null } : null);
    }
  });

  it('24 h or more before is free (no ledger entry); a closed shift may be cancelled', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    expectStatus(await closeShift(owner, shift.id), 200);
    hoursBefore(shift, 30);
    expectStatus(await cancelShift(owner, shift.id), 200);
    expect(await ledgerFor(shift.id)).toHaveLength(0);
    expect((await applicationRow(worker.applicationId)).cancellationConsequence).toBe('none');
  });

  it('two tabs cancelling at once: one outcome, the other gets a clear 409; a reason over 500 characters is refused', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    await booked(owner, shift.id);
    hoursBefore(shift, 10);
    expectStatus(await cancelShift(owner, shift.id, 'x'.repeat(501)), 400);
    const results = await Promise.all([cancelShift(owner, shift.id), cancelShift(owner, shift.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(refusalOf(results.find((r) => r.statusCode === 409)!)).toBe(
      'This shift has already been cancelled.',
    );
    expect(await ledgerFor(shift.id)).toHaveLength(1);
  });

  it("refuses another manager's shift, talent, and after the start", async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    expectStatus(await cancelShift(otherManager, shift.id), 404);
    expectStatus(await cancelShift(worker.talent, shift.id), 403);
    hoursBefore(shift, -0.5);
    expect(refusalOf(await cancelShift(owner, shift.id))).toBe('This shift has already started.');
    expect((await applicationRow(worker.applicationId)).status).toBe('accepted');
  });
});

describe('no limbo when a shift fills', () => {
  it('the accept that fills the shift ends the waiting and pending applications kindly; their expiry jobs go', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const first = await applied(shift.id);
    const second = await applied(shift.id);
    const waiting = await applied(shift.id);
    expectStatus(await select(owner, first.applicationId), 200);
    expectStatus(await select(owner, second.applicationId), 200);
    expectStatus(await respond(first.talent, first.applicationId, 'accept'), 200);
    expect((await applicationRow(waiting.applicationId)).status).toBe('interested');
    expectStatus(await respond(second.talent, second.applicationId, 'accept'), 200);
    expect(await applicationRow(waiting.applicationId)).toMatchObject({
      status: 'rejected',
      endedReason: 'filled',
    });
    const notices = await noticesTo(waiting.talent.userId);
    expect(notices.find((n) => n.type === 'application_ended')!.title).toBe('This shift has been filled');
    // The worker's dashboard shows it in History as 'NOT SELECTED'.
    const mine = expectStatus(await client(t, waiting.talent).get('/api/applications/mine'), 200);
    expect(mine.applications[0]).toMatchObject({ status: 'rejected', endedReason: 'filled' });
  });
});
