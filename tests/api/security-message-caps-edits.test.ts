// Texts queued through the outbox take the daily caps, a booked worker gets one edit text until re-confirming, and
// a shift takes at most 10 edits an hour (docs/product/shifts.md, "Edit shift"; docs/product/sms.md, "Daily caps";
// ADR 006 and ADR 012).
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox, shifts } from '../../src/server/db/schema';
import { EDIT_SHIFT_MESSAGES } from '../../src/shared/marketplace/edit-shift-messages';
import type { ShiftWithContactDto } from '../../src/shared/marketplace/types';
import { client, expectStatus } from '../support/marketplace';
import { applicationsAppForFile, t } from './applications-app';
import { editForm, putShift, reconfirm, staffedShift } from './shift-edit-fixtures';

applicationsAppForFile({ movesClock: true });

const textsTo = (userId: string) =>
  t.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.channel, 'sms')));
const noticesTo = (userId: string, type: 'shift_changed' | 'booking_cancelled') =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type)))
    .orderBy(desc(notifications.createdAt));
const versionOf = async (shiftId: string) =>
  (await t.ctx.db.select({ version: shifts.version }).from(shifts).where(eq(shifts.id, shiftId)))[0]!.version;

/** Starts alternating between 10:00 and 11:00: each edit is a material change. */
const startFor = (i: number) => (i % 2 === 0 ? '10:00' : '11:00');

describe('edits of a shift with a booked worker', () => {
  it('50 edits at once: at most 10 pass the limit, the rest answer 429; exactly one text to the booked worker', async () => {
    const { owner, shift, booked } = await staffedShift();
    const before = await versionOf(shift.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        putShift(owner, shift.id, editForm(shift, { startTime: startFor(i) })),
      ),
    );
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(30);
    expect(refused[0]!.json().error.message).toMatch(/edited 10 times in the last hour/);
    expect(results.every((r) => [200, 409, 429].includes(r.statusCode))).toBe(true);
    expect((await versionOf(shift.id)) - before).toBeLessThanOrEqual(10);
    expect(await textsTo(booked.talent.userId)).toHaveLength(1);
  });

  it('one edit text per booking until it is re-confirmed; the 11th edit in an hour is refused', async () => {
    const { owner, shift, booked } = await staffedShift();
    let current: ShiftWithContactDto = shift;
    for (let i = 0; i < 10; i++) {
      const body = expectStatus(
        await putShift(owner, shift.id, editForm(current, { startTime: startFor(i) })),
        200,
      );
      current = body.shift;
    }
    const eleventh = await putShift(owner, shift.id, editForm(current, { startTime: startFor(10) }));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe(EDIT_SHIFT_MESSAGES.tooManyEdits(60));
    expect(eleventh.headers['retry-after']).toBeDefined();

    // Ten notices in the app, one text: the others are recorded as not texted.
    const notices = await noticesTo(booked.talent.userId, 'shift_changed');
    expect(notices).toHaveLength(10);
    expect(notices.filter((n) => n.sentVia.includes('sms'))).toHaveLength(1);
    expect(notices.filter((n) => typeof n.data.textNotSent === 'string')).toHaveLength(9);
    expect(await textsTo(booked.talent.userId)).toHaveLength(1);

    // Re-confirmed, the next change is texted again (an hour on, the edit limit has room).
    expectStatus(await reconfirm(booked.talent, booked.applicationId), 200);
    t.ctx.clock.now = new Date(Date.now() + 61 * 60_000);
    expectStatus(await putShift(owner, shift.id, editForm(current, { startTime: '12:00' })), 200);
    expect(await textsTo(booked.talent.userId)).toHaveLength(2);
  });
});

describe('queued texts take the daily caps', () => {
  it('past the per-number cap a cancellation reaches the worker in the app only, with the reason recorded', async () => {
    const { owner, shift, booked } = await staffedShift();
    const saved = t.ctx.config.SMS_DAILY_CAP_PER_NUMBER;
    // The offer text and the edit text use the number's two.
    t.ctx.config.SMS_DAILY_CAP_PER_NUMBER = 2;
    try {
      expectStatus(await putShift(owner, shift.id, editForm(shift, { startTime: '10:00' })), 200);
      expect(await textsTo(booked.talent.userId)).toHaveLength(1);
      expectStatus(await client(t, owner).post(`/api/shifts/${shift.id}/cancel`, {}), 200);
    } finally {
      t.ctx.config.SMS_DAILY_CAP_PER_NUMBER = saved;
    }
    expect(await textsTo(booked.talent.userId)).toHaveLength(1);
    const [notice] = await noticesTo(booked.talent.userId, 'booking_cancelled');
    expect(notice!.sentVia).toEqual([]);
    expect(notice!.data.textNotSent).toMatch(/daily limit on text messages has been reached/);
  });
});
