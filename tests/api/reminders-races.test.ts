// "Bad input and races": a reminder for a booking cancelled a second earlier is not sent; a reminder
// left from a moved start does nothing and the reschedule owns the new times; a booking made after a reminder's time
// skips that reminder; and across a daylight-saving change each reminder is due at the right instant
// (docs/product/messaging.md, "Reminders"; docs/decisions/015-scheduler.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduleReminders } from '../../src/server/booking/reminders';
import { shiftApplications, shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { expectStatus } from '../support/marketplace';
import { applicationsAppForFile, t } from './applications-app';
import { apply, respond, select } from './applications-fixtures';
import { bookedWorker, mailsTo, noticesTo, reminderJobs, textsTo } from './bookings-fixtures';
import { at, HOUR, runDue } from './clock';

applicationsAppForFile({ movesClock: true });

describe('reminders: races and the clock', () => {
  it('a booking cancelled a second before its reminder gets nothing', async () => {
    at(Date.now());
    const { owner, start, talent, applicationId, e164 } = await bookedWorker({ texts: true });
    const texts = (await textsTo(e164)).length;
    const mails = (await mailsTo(talent.email)).length;

    at(start - 24 * HOUR - 1000);
    // The cancellation's own transaction (cancel-booking.ts) also drops the jobs; here only the status moves, so
    // the job itself must find the booking gone.
    await t.ctx.db
      .update(shiftApplications)
      .set({ status: 'cancelled' })
      .where(eq(shiftApplications.id, applicationId));
    at(start - 24 * HOUR);
    expect(await runDue()).toBeGreaterThanOrEqual(1);
    at(start - 12 * HOUR);
    await runDue();
    expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(0);
    expect(await noticesTo(owner.userId, 'booking_not_confirmed')).toHaveLength(0);
    expect(await textsTo(e164)).toHaveLength(texts);
    expect(await mailsTo(talent.email)).toHaveLength(mails);
    const jobs = await reminderJobs(applicationId);
    expect(jobs.filter((j) => j.status === 'done').map((j) => j.kind)).toEqual([
      'reminder-24h',
      'reminder-12h',
    ]);
  });

  it('a start moved after booking: the old reminder does nothing; scheduleReminders owns the new times', async () => {
    at(Date.now());
    const { shift: booked, start, talent, applicationId } = await bookedWorker({ texts: false });
    const moved = new Date(start + 3 * HOUR);
    // An edit (edit-shift.ts) writes the new start and reschedules in its transaction; here the write comes first
    // and the old reminder runs in between.
    const [shift] = await t.ctx.db
      .update(shifts)
      .set({ startsAt: moved })
      .where(eq(shifts.id, booked.id))
      .returning();
    at(start - 24 * HOUR);
    await runDue();
    expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(0);

    await t.ctx.db.transaction((tx) => scheduleReminders(tx, t.ctx, { id: applicationId }, shift!));
    const pending = (await reminderJobs(applicationId)).filter((j) => j.status === 'pending');
    expect(pending.map((j) => j.runAt.getTime())).toEqual([
      moved.getTime() - 24 * HOUR,
      moved.getTime() - 12 * HOUR,
      moved.getTime() - 2 * HOUR,
    ]);
    at(moved.getTime() - 24 * HOUR);
    await runDue();
    expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(1);
  });

  it('a booking made 3 h before the start gets only the 2 h reminder (never a 24 h one 3 h before)', async () => {
    // A 9:00 AM shift three days ahead, booked at 6:00 AM that day.
    at(Date.now());
    const probe = await createShift(t.ctx, (await createManager(t.ctx)).userId);
    const start = new Date(probe.startsAt).getTime();
    at(start - 3 * HOUR);
    const late = await bookedWorker({
      texts: false,
      shift: { shiftDate: dateOf(start), startTime: '09:00' },
    });
    expect(late.start).toBe(start);
    expect((await reminderJobs(late.applicationId)).map((j) => j.kind)).toEqual(['reminder-2h']);
    await runDue();
    expect(await noticesTo(late.talent.userId, 'shift_reminder')).toHaveLength(0);
    at(late.start - 2 * HOUR);
    await runDue();
    const notices = await noticesTo(late.talent.userId, 'shift_reminder');
    expect(notices.map((n) => n.title)).toEqual(['Your shift starts in 2 hours']);
  });

  // 24 h before a 9:00 AM start is 10:00 AM the day before when clocks go back that night (Nov 1), 8:00 AM when
  // they go forward (Mar 8): the offsets are elapsed time (docs/product/messaging.md, "Reminders").
  it.each([
    {
      change: 'the end of daylight saving, 2026-11-01',
      posted: '2026-10-28T16:00:00Z',
      shiftDate: '2026-11-01',
      startsAt: '2026-11-01T14:00:00.000Z',
      due: ['2026-10-31T14:00:00.000Z', '2026-11-01T02:00:00.000Z', '2026-11-01T12:00:00.000Z'],
    },
    {
      change: 'the start of daylight saving, 2026-03-08',
      posted: '2026-03-04T16:00:00Z',
      shiftDate: '2026-03-08',
      startsAt: '2026-03-08T13:00:00.000Z',
      due: ['2026-03-07T13:00:00.000Z', '2026-03-08T01:00:00.000Z', '2026-03-08T11:00:00.000Z'],
    },
  ])('across $change (America/New_York) each reminder is due exactly 24, 12 and 2 h before', async (c) => {
    const posted = new Date(c.posted);
    at(posted);
    const owner = await createManager(t.ctx);
    const dst = await createShiftPostedAt(t.ctx, owner.userId, posted, {
      shiftDate: c.shiftDate,
      startTime: '09:00',
    });
    expect(new Date(dst.startsAt).toISOString()).toBe(c.startsAt);
    const { talent, applicationId } = await bookOn(dst.id, owner);
    const jobs = await reminderJobs(applicationId);
    expect(jobs.map((j) => j.runAt.toISOString())).toEqual(c.due);
    for (const [i, job] of jobs.entries()) {
      at(job.runAt.getTime() - 1);
      await runDue();
      expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(i);
      at(job.runAt);
      await runDue();
      expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(i + 1);
    }
  });
});

/** The shift's calendar date in its zone (New York), for a shift on the same day. */
const dateOf = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(instant));

/** A worker who agreed to no texts, booked on an existing shift through the routes. */
async function bookOn(shiftId: string, owner: { token: string }) {
  const talent = await createTalent(t.ctx, { smsNotifications: false });
  const { application } = expectStatus(await apply(talent, shiftId), 201);
  expectStatus(await select(owner, application.id), 200);
  expectStatus(await respond(talent, application.id, 'accept'), 200);
  return { talent, applicationId: application.id as string };
}
