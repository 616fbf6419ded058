// The worker's side (docs/product/applications.md, "Cancellations"): 'Withdraw' and
// 'Cancel booking' with the §3 consequence, the emergency excuse once per 90 days, and the backfill after a
// cancellation. The clock is moved to the times the table names.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs, shiftApplications, shifts } from '../../src/server/db/schema';
import { createShift } from '../../src/server/seed/factories/shifts';
import { workerCancellation } from '../../src/shared/marketplace/cancellation-messages';
import { expectStatus } from '../support/marketplace';
import { applicationRow, mailsTo } from './applications-app';
import { apply, respond, select } from './applications-fixtures';
import {
  applied,
  as,
  booked,
  cancelBooking,
  cancellationsAppForFile,
  hoursBefore,
  noticesTo,
  shiftOf,
  shiftRow,
  t,
  withdraw,
} from './cancellations-fixtures';

cancellationsAppForFile();
const DAY = 24 * 60 * 60 * 1000;

describe("'Withdraw'", () => {
  it('withdraws a waiting application, tells the manager, and refuses twice, others and a booking', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const worker = await applied(shift.id);
    const other = await applied(shift.id);
    expectStatus(await withdraw(other.talent, worker.applicationId), 404);
    expectStatus(await withdraw(owner, worker.applicationId), 403);
    const body = expectStatus(await withdraw(worker.talent, worker.applicationId), 200);
    expect(body.application.status).toBe('withdrawn');
    const notices = await noticesTo(owner.userId);
    expect(notices.some((n) => n.title === 'An applicant withdrew')).toBe(true);
    const again = expectStatus(await withdraw(worker.talent, worker.applicationId), 409);
    expect(again.error.message).toBe('Only an application that is still waiting can be withdrawn.');

    const bookedWorker = await booked(owner, shift.id);
    expectStatus(await withdraw(bookedWorker.talent, bookedWorker.applicationId), 409);
    expectStatus(await withdraw(worker.talent, 'not-a-uuid'), 404);
  });
});

describe("'Cancel booking'", () => {
  it('is free 72 h or more before the start; the place is given back and the manager told in the app and by e-mail', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 1 });
    const worker = await booked(owner, shift.id);
    expect((await shiftRow(shift.id)).acceptedCount).toBe(1);
    hoursBefore(shift, 73);
    const body = expectStatus(await cancelBooking(worker.talent, worker.applicationId), 200);
    expect(body.application).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'talent',
      cancellationConsequence: 'none',
      emergencyExcuse: false,
    });
    expect((await shiftRow(shift.id)).acceptedCount).toBe(0);
    const notices = await noticesTo(owner.userId);
    expect(notices.some((n) => n.type === 'booking_cancelled')).toBe(true);
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toContain('cancelled their booking');
  });

  it('records late (24-72 h) and very late (under 24 h), the same answer as the dialog computes', async () => {
    for (const [hours, kind] of [
      [48, 'late'],
      [10, 'very_late'],
    ] as const) {
      const { owner, shift } = await shiftOf();
      const worker = await booked(owner, shift.id);
      const now = hoursBefore(shift, hours);
      // What the dialog states before the click (the same pure function, with the shift the card has).
      const stated = workerCancellation({ shift, termsChangedAt: null }, now, false);
      const body = expectStatus(await cancelBooking(worker.talent, worker.applicationId), 200);
      expect(stated.kind).toBe(kind);
      expect(body.application.cancellationConsequence).toBe(stated.kind);
      expect((await applicationRow(worker.applicationId)).cancelledAt).toEqual(now);
    }
  });

  it('is free after a material change of the terms (terms_changed_at set)', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    await t.ctx.db
      .update(shiftApplications)
      .set({ termsChangedAt: new Date() })
      .where(eq(shiftApplications.id, worker.applicationId));
    hoursBefore(shift, 5);
    const body = expectStatus(await cancelBooking(worker.talent, worker.applicationId), 200);
    expect(body.application.cancellationConsequence).toBe('none');
    expect(body.application.emergencyExcuse).toBe(false);
  });

  it('refuses after the start, a waiting application, someone else’s booking, and a second cancel', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const worker = await booked(owner, shift.id);
    const waiting = await applied(shift.id);
    expectStatus(await cancelBooking(waiting.talent, worker.applicationId), 404);
    expect(expectStatus(await cancelBooking(waiting.talent, waiting.applicationId), 409).error.message).toBe(
      'Only a booked shift can be cancelled.',
    );
    hoursBefore(shift, 0);
    expect(expectStatus(await cancelBooking(worker.talent, worker.applicationId), 409).error.message).toBe(
      'This shift has already started.',
    );
    hoursBefore(shift, 1);
    expectStatus(await cancelBooking(worker.talent, worker.applicationId), 200);
    expectStatus(await cancelBooking(worker.talent, worker.applicationId), 409);
    const bad = await (await as(worker.talent)).post(`/api/applications/${worker.applicationId}/cancel`, {
      emergency: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes the emergency excuse once per 90 days, keeps it when the cancellation is free anyway, and again after 91 days', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 3 });
    const later = await shiftOf({ maxApplications: 1 });
    const worker = await booked(owner, shift.id);

    // Free anyway (73 h before): the excuse is not used.
    const free = await booked(owner, shift.id);
    hoursBefore(shift, 73);
    const kept = expectStatus(await cancelBooking(free.talent, free.applicationId, true), 200);
    expect(kept.application).toMatchObject({ cancellationConsequence: 'none', emergencyExcuse: false });

    const now = hoursBefore(shift, 10);
    const first = expectStatus(await cancelBooking(worker.talent, worker.applicationId, true), 200);
    expect(first.application).toMatchObject({ cancellationConsequence: 'none', emergencyExcuse: true });

    // The same worker, booked on another shift: the excuse is used up within 90 days; nothing changes.
    t.ctx.clock.now = null;
    const again = await createShift(t.ctx, later.owner.userId);
    const { application } = expectStatus(await apply(worker.talent, again.id), 201);
    expectStatus(await select(later.owner, application.id), 200);
    expectStatus(await respond(worker.talent, application.id, 'accept'), 200);
    hoursBefore(again, 10);
    const refused = expectStatus(await cancelBooking(worker.talent, application.id, true), 409);
    expect(refused.error.message).toBe(
      'You have already used your emergency excuse in the last 90 days. You can still cancel without it.',
    );
    expect((await applicationRow(application.id)).status).toBe('accepted');

    // 91 days after the first use it is available again: the clock moves 91 days, and the booked shift with it
    // (still 10 h ahead, so the cancellation would be very late without the excuse).
    t.ctx.clock.now = new Date(now.getTime() + 91 * DAY);
    const starts = new Date(now.getTime() + 91 * DAY + 10 * 60 * 60 * 1000);
    await t.ctx.db
      .update(shifts)
      .set({ startsAt: starts, endsAt: new Date(starts.getTime() + 6 * 60 * 60 * 1000) })
      .where(eq(shifts.id, again.id));
    const second = expectStatus(await cancelBooking(worker.talent, application.id, true), 200);
    expect(second.application).toMatchObject({ cancellationConsequence: 'none', emergencyExcuse: true });
    expect((await applicationRow(application.id)).status).toBe('cancelled');
  });

  it('with auto_backfill offers the place to the next applicant and the shift is no longer full', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const first = await booked(owner, shift.id);
    const next = await applied(shift.id);
    hoursBefore(shift, 30);
    expectStatus(await cancelBooking(first.talent, first.applicationId), 200);
    // The backfill is a job committed with the cancellation and due at once (backfill.ts): the scheduler's next pass.
    const jobs = () =>
      t.ctx.db
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.kind, 'backfill'), eq(scheduledJobs.subjectId, shift.id)));
    expect(await jobs()).toMatchObject([{ status: 'pending' }]);
    await t.ctx.services.scheduler.runDue();
    expect(await jobs()).toMatchObject([{ status: 'done' }]);
    expect((await applicationRow(next.applicationId)).status).toBe('selected');
    const mine = expectStatus(await (await as(owner)).get(`/api/shifts/${shift.id}/applications`), 200);
    expect(mine.shift.acceptedCount).toBe(0);
  });
});
