// Races of check-in, check-out and the automatic check-out (docs/product/attendance.md, "Check-out",
// "Automatic check-out"). Races matter on PostgreSQL (real parallel connections): the suite runs there too.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/server/db/schema';
import { autoCheckOut } from '../../src/server/features/attendance/auto-check-out';
import { expectStatus } from '../support/marketplace';
import { applicationsAppForFile, t } from './applications-app';
import { noticesTo } from './bookings-fixtures';
import { as, bookedWithCode, bookingRow, checkIn, checkOut, MINUTE, timesheetsOf } from './check-in-fixtures';
import { at, runDue } from './clock';

applicationsAppForFile();

afterEach(() => {
  t.ctx.clock.now = null;
});

const HOUR = 60 * MINUTE;
const autoJobs = (applicationId: string) =>
  t.ctx.db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.subjectId, applicationId))
    .then((rows) => rows.filter((r) => r.kind === 'auto-check-out'));

describe('two at once', () => {
  it('two check-ins at the same instant have one outcome: one 200, one 409, one notice, one job', async () => {
    for (let round = 0; round < 3; round++) {
      const { owner, talent, applicationId, start, code } = await bookedWithCode();
      at(start - 5 * MINUTE);
      const [a, b] = await Promise.all([as(talent), as(talent)]);
      const results = await Promise.all([
        a.post(`/api/applications/${applicationId}/check-in`, { code }),
        b.post(`/api/applications/${applicationId}/check-in`, { code }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(
        'You have already checked in to this shift.',
      );
      expect(await noticesTo(owner.userId, 'checked_in')).toHaveLength(1);
      expect(await autoJobs(applicationId)).toHaveLength(1);
      // Both codes were right: neither try counts towards the wrong-code lock.
      const row = await bookingRow(applicationId);
      expect(row.checkInFailures).toBe(0);
      expect(row.checkInLockedUntil).toBeNull();
    }
  });

  it('two check-outs at the same instant: one timesheet, one 409', async () => {
    const { talent, applicationId, start, code } = await bookedWithCode();
    at(start);
    expectStatus(await checkIn(talent, applicationId, code), 200);
    at(start + 6 * HOUR);
    const [a, b] = await Promise.all([as(talent), as(talent)]);
    const results = await Promise.all([
      a.post(`/api/applications/${applicationId}/check-out`),
      b.post(`/api/applications/${applicationId}/check-out`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await timesheetsOf(applicationId)).toHaveLength(1);
  });
});

describe('checking out', () => {
  it('is refused before check-in', async () => {
    const { talent, applicationId, start } = await bookedWithCode();
    at(start + HOUR);
    const res = await checkOut(talent, applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Check in before you check out.');
    expect(await timesheetsOf(applicationId)).toHaveLength(0);
  });

  it('records the time, creates the timesheet (source worker), tells the manager, drops the automatic check-out', async () => {
    const { owner, talent, applicationId, start, end, code } = await bookedWithCode();
    at(start - 5 * MINUTE);
    expectStatus(await checkIn(talent, applicationId, code), 200);
    at(end + 2 * MINUTE);
    const { application } = expectStatus(await checkOut(talent, applicationId), 200);
    expect(application).toMatchObject({ status: 'checked_in', checkOutAuto: false });
    expect(application.checkedOutAt).toBe(new Date(end + 2 * MINUTE).toISOString());
    const [sheet] = await timesheetsOf(applicationId);
    expect(sheet).toMatchObject({ source: 'worker', status: 'draft', breakMinutes: 30 });
    expect(sheet!.checkInAt.getTime()).toBe(start - 5 * MINUTE);
    // 6 h 7 min on site less the 30 min break.
    expect(sheet!.workedMinutes).toBe(6 * 60 + 7 - 30);
    const [notice] = await noticesTo(owner.userId, 'checked_out');
    expect(notice!.message).toContain('Checked out at 3:02 PM');
    expect((await autoJobs(applicationId)).filter((j) => j.status === 'pending')).toHaveLength(0);
    const again = await checkOut(talent, applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already checked out of this shift.');
  });

  it('closes 4 h after the scheduled end (window edge)', async () => {
    const { talent, applicationId, start, end, code } = await bookedWithCode();
    at(start);
    expectStatus(await checkIn(talent, applicationId, code), 200);
    at(end + 4 * HOUR);
    const res = await checkOut(talent, applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^Check-out has closed for this shift/);

    const other = await bookedWithCode();
    at(other.start);
    expectStatus(await checkIn(other.talent, other.applicationId, other.code), 200);
    at(other.end + 4 * HOUR - 1);
    expectStatus(await checkOut(other.talent, other.applicationId), 200);
  });
});

describe('the automatic check-out', () => {
  it('at end + 4 h checks out at the scheduled end, marked auto, once (the job run twice), and tells both', async () => {
    const { owner, talent, applicationId, start, end, code } = await bookedWithCode();
    at(start + 20 * MINUTE);
    expectStatus(await checkIn(talent, applicationId, code), 200);
    const [job] = await autoJobs(applicationId);
    expect(job!.runAt.getTime()).toBe(end + 4 * HOUR);

    at(end + 4 * HOUR - 1);
    await runDue();
    expect((await bookingRow(applicationId)).checkedOutAt).toBeNull();

    at(end + 4 * HOUR);
    await runDue();
    const row = await bookingRow(applicationId);
    expect(row.checkedOutAt?.getTime()).toBe(end);
    expect(row).toMatchObject({ checkOutAuto: true, checkInLate: true, status: 'checked_in' });
    const [sheet] = await timesheetsOf(applicationId);
    expect(sheet).toMatchObject({ source: 'auto', workedMinutes: 6 * 60 - 20 - 30 });
    const [toWorker] = await noticesTo(talent.userId, 'checked_out');
    expect(toWorker!.message).toMatch(/^You were checked out automatically at 3:00 PM\./);
    expect(await noticesTo(owner.userId, 'checked_out')).toHaveLength(1);

    // Run again (a crash before the job was marked done): nothing more.
    await autoCheckOut(t.ctx, job!);
    expect(await timesheetsOf(applicationId)).toHaveLength(1);
    expect(await noticesTo(talent.userId, 'checked_out')).toHaveLength(1);
    expect(await noticesTo(owner.userId, 'checked_out')).toHaveLength(1);
  });

  it('does nothing for a worker who checked out', async () => {
    const { talent, applicationId, start, end, code } = await bookedWithCode();
    at(start);
    expectStatus(await checkIn(talent, applicationId, code), 200);
    const [job] = await autoJobs(applicationId);
    at(end);
    expectStatus(await checkOut(talent, applicationId), 200);
    at(end + 4 * HOUR);
    await autoCheckOut(t.ctx, job!);
    const row = await bookingRow(applicationId);
    expect(row.checkOutAuto).toBe(false);
    expect(await noticesTo(talent.userId, 'checked_out')).toHaveLength(0);
  });

  it('a shift across midnight: checked out at its end the next morning', async () => {
    const night = await bookedWithCode({ startTime: '22:00', endTime: '06:00', overnight: true });
    at(night.start);
    expectStatus(await checkIn(night.talent, night.applicationId, night.code), 200);
    at(night.end + 4 * HOUR);
    await runDue();
    const row = await bookingRow(night.applicationId);
    expect(row.checkedOutAt?.getTime()).toBe(night.end);
    const [sheet] = await timesheetsOf(night.applicationId);
    expect(sheet!.workedMinutes).toBe(8 * 60 - 30);
    const [notice] = await noticesTo(night.talent.userId, 'checked_out');
    expect(notice!.message).toMatch(/^You were checked out automatically at 6:00 AM\./);
  });
});
