// The check-in code and checking in (docs/product/attendance.md, "Check-in code",
// "Windows", "Late"). The clock is moved, never slept on (docs/decisions/015-scheduler.md).
import { afterEach, describe, expect, it } from 'vitest';
import { client, expectStatus } from '../support/marketplace';
import { applicationsAppForFile, otherManager, t } from './applications-app';
import { noticesTo } from './bookings-fixtures';
import { as, bookedWithCode, bookingRow, checkIn, MINUTE } from './check-in-fixtures';
import { at } from './clock';

applicationsAppForFile();

afterEach(() => {
  t.ctx.clock.now = null;
});

describe('the check-in code', () => {
  it('is 4 digits, set at creation, with the check-in link and its QR code, for the shift’s manager only', async () => {
    const { owner, talent, shift, code } = await bookedWithCode();
    expect(code).toMatch(/^\d{4}$/);
    const body = expectStatus(await client(t, owner).get(`/api/shifts/${shift.id}/check-in-code`), 200);
    expect(body.code).toBe(code); // stable
    expect(body.checkInUrl).toBe(`https://talentbridge.test/check-in/${shift.id}?code=${code}`);
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Another manager's shift reads as not found; the worker may not read it at all.
    const other = await client(t, otherManager).get(`/api/shifts/${shift.id}/check-in-code`);
    expect(other.statusCode).toBe(404);
    expect((await client(t, talent).get(`/api/shifts/${shift.id}/check-in-code`)).statusCode).toBe(403);
    expect((await client(t, null).get(`/api/shifts/${shift.id}/check-in-code`)).statusCode).toBe(401);
    // The shift's own DTOs never carry it.
    const applicants = expectStatus(await client(t, owner).get(`/api/shifts/${shift.id}/applications`), 200);
    expect(JSON.stringify(applicants)).not.toContain('checkInCode');
  });

  it('is set on first read for a shift made before codes existed, once, even with two reads at once', async () => {
    const { owner, shift } = await bookedWithCode();
    const { shifts } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.update(shifts).set({ checkInCode: null }).where(eq(shifts.id, shift.id));
    const [a, b] = await Promise.all([
      client(t, owner).get(`/api/shifts/${shift.id}/check-in-code`),
      client(t, owner).get(`/api/shifts/${shift.id}/check-in-code`),
    ]);
    expect(expectStatus(a, 200).code).toMatch(/^\d{4}$/);
    expect(expectStatus(b, 200).code).toBe(a.json().code);
  });
});

describe('checking in', () => {
  it('opens 30 min before the start and closes at the scheduled end (window edges, moved clock)', async () => {
    const { talent, applicationId, start, end, code } = await bookedWithCode();
    at(start - 30 * MINUTE - 1);
    const early = await checkIn(talent, applicationId, code);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Check-in opens 30 minutes before the start.');

    const second = await bookedWithCode();
    at(second.end);
    const late = await checkIn(second.talent, second.applicationId, second.code);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Check-in has closed for this shift.');

    at(start - 30 * MINUTE);
    const { application } = expectStatus(await checkIn(talent, applicationId, code), 200);
    expect(application).toMatchObject({ status: 'checked_in', checkInLate: false, checkOutAuto: false });
    expect(application.checkedInAt).toBe(new Date(start - 30 * MINUTE).toISOString());
    expect(end).toBeGreaterThan(start);

    at(second.end - 1);
    expectStatus(await checkIn(second.talent, second.applicationId, second.code), 200);
  });

  it('marks an arrival more than 10 min after the start late, and tells the manager', async () => {
    const onTime = await bookedWithCode();
    at(onTime.start + 10 * MINUTE);
    const a = expectStatus(await checkIn(onTime.talent, onTime.applicationId, onTime.code), 200);
    expect(a.application.checkInLate).toBe(false);

    const late = await bookedWithCode();
    at(late.start + 14 * MINUTE);
    const b = expectStatus(await checkIn(late.talent, late.applicationId, late.code), 200);
    expect(b.application.checkInLate).toBe(true);
    const [notice] = await noticesTo(late.owner.userId, 'checked_in');
    expect(notice!.title).toMatch(/checked in late$/);
    // 9:00 AM shift in its own zone: 14 min after is 9:14 AM.
    expect(notice!.message).toContain('Checked in at 9:14 AM, late');
    // A second check-in is refused, not recorded twice.
    const again = await checkIn(late.talent, late.applicationId, late.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already checked in to this shift.');
  });

  it('5 wrong codes lock check-in for that shift for 15 min from the fifth: the 6th try is refused even with the right code', async () => {
    const { talent, applicationId, start, code, wrongCode } = await bookedWithCode();
    const t0 = start - 20 * MINUTE;
    for (let i = 0; i < 5; i++) {
      at(t0 + i * 1000);
      const wrong = await checkIn(talent, applicationId, wrongCode);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(
        'That code is not right. Ask the manager on site for the check-in code.',
      );
    }
    const fifth = t0 + 4000;
    at(t0 + 5000);
    const locked = await checkIn(talent, applicationId, code);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60 - 1);
    expect(locked.json().error.message).toBe(
      'Too many wrong codes. Check-in for this shift is locked for 15 minutes; try again then.',
    );
    expect((await bookingRow(applicationId)).status).toBe('accepted');

    // The lock is per worker and shift: another booked worker of another shift is not affected.
    const other = await bookedWithCode();
    at(other.start);
    expectStatus(await checkIn(other.talent, other.applicationId, other.code), 200);

    // 15 min after the fifth wrong code the lock has passed; the right code checks in and resets the count.
    at(fifth + 15 * MINUTE - 1);
    const last = await checkIn(talent, applicationId, code);
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(
      'Too many wrong codes. Check-in for this shift is locked for 1 minute; try again then.',
    );
    at(fifth + 15 * MINUTE);
    expectStatus(await checkIn(talent, applicationId, code), 200);
    expect((await bookingRow(applicationId)).checkInFailures).toBe(0);
  });

  it('five wrong codes spread over an hour still lock (counted, not a sliding window)', async () => {
    const { talent, applicationId, start, code, wrongCode } = await bookedWithCode();
    const t0 = start - 25 * MINUTE;
    for (let i = 0; i < 5; i++) {
      at(t0 + i * 15 * MINUTE); // the last at start + 35 min: 60 min after the first
      expect((await checkIn(talent, applicationId, wrongCode)).statusCode).toBe(400);
    }
    const fifth = t0 + 60 * MINUTE;
    at(fifth + 10 * MINUTE);
    const locked = await checkIn(talent, applicationId, code);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(5 * 60);
    expect(locked.json().error.message).toContain('locked for 5 minutes');
    at(fifth + 15 * MINUTE);
    expectStatus(await checkIn(talent, applicationId, code), 200);
  });

  it('a right code resets the count: four wrong codes, then the right one checks in with the count at 0', async () => {
    const { talent, applicationId, start, code, wrongCode } = await bookedWithCode();
    at(start - 20 * MINUTE);
    for (let i = 0; i < 4; i++)
      expect((await checkIn(talent, applicationId, wrongCode)).statusCode).toBe(400);
    expect((await bookingRow(applicationId)).checkInFailures).toBe(4);
    expectStatus(await checkIn(talent, applicationId, code), 200);
    const row = await bookingRow(applicationId);
    expect(row.checkInFailures).toBe(0);
    expect(row.checkInLockedUntil).toBeNull();
  });

  it('parallel wrong guesses never count more than 5: five 400s, the rest 429, one lock', async () => {
    const { talent, applicationId, start, wrongCode } = await bookedWithCode();
    at(start - 10 * MINUTE);
    const clients = await Promise.all(Array.from({ length: 12 }, () => as(talent)));
    const results = await Promise.all(
      clients.map((c) => c.post(`/api/applications/${applicationId}/check-in`, { code: wrongCode })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const row = await bookingRow(applicationId);
    expect(row.checkInFailures).toBe(0);
    expect(row.checkInLockedUntil?.getTime()).toBe(start - 10 * MINUTE + 15 * MINUTE);
  });

  it('a right code costs no try; refusals outside the window cost none either', async () => {
    const { talent, applicationId, start, code, wrongCode } = await bookedWithCode();
    at(start - 2 * 60 * MINUTE);
    for (let i = 0; i < 6; i++)
      expect((await checkIn(talent, applicationId, wrongCode)).statusCode).toBe(409);
    at(start - 20 * MINUTE);
    for (let i = 0; i < 4; i++)
      expect((await checkIn(talent, applicationId, wrongCode)).statusCode).toBe(400);
    expectStatus(await checkIn(talent, applicationId, code), 200);
  });

  it("someone else's booking is not found; a malformed code is a 400 with the field's words", async () => {
    const a = await bookedWithCode();
    const b = await bookedWithCode();
    at(a.start);
    const res = await checkIn(b.talent, a.applicationId, a.code);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Booking not found.');
    expect((await checkIn(a.talent, 'not-a-uuid', a.code)).statusCode).toBe(404);
    const bad = await checkIn(a.talent, a.applicationId, '12a4');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter the 4-digit check-in code.');
    expect((await bookingRow(a.applicationId)).status).toBe('accepted');
  });

  it('a shift across midnight: check-in until its end the next morning, late counted from the evening start', async () => {
    const night = await bookedWithCode({ startTime: '22:00', endTime: '06:00', overnight: true });
    expect(night.end - night.start).toBe(8 * 60 * MINUTE);
    at(night.start + 3 * 60 * MINUTE); // 1:00 AM the next day
    const { application } = expectStatus(await checkIn(night.talent, night.applicationId, night.code), 200);
    expect(application.checkInLate).toBe(true);
    const [notice] = await noticesTo(night.owner.userId, 'checked_in');
    expect(notice!.message).toContain('Checked in at 1:00 AM, late');
  });
});
