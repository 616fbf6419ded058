// Text cleaning, shift dates: what a shift may say and when it may be.
import { beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../src/server/seed/factories/accounts';
import { addDays, dayFromToday, shiftInput } from '../../src/server/seed/factories/shifts';
import { testAppForFile } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

const t = testAppForFile({ APP_ORIGIN: 'https://talentbridge.test' });
let manager: Awaited<ReturnType<typeof createManager>>;
beforeAll(async () => {
  manager = await createManager(t.ctx);
});

const postShift = (overrides: object) =>
  client(t, manager).post('/api/shifts', { ...shiftInput({}, t.ctx.now()), ...overrides });

describe('shift text and dates', () => {
  it('bidi controls do not survive into a stored shift', async () => {
    const res = await postShift({
      businessName: 'Harbor \u202Egnp.exe\u202C Bistro',
      positionTitle: '\u2066Host\u2069\u200F',
      jobDescription: 'Greet guests\u061C.\nSeat \u202Dthem\u202C.',
    });
    const { shift } = expectStatus(res, 201);
    expect(shift.businessName).toBe('Harbor gnp.exe Bistro');
    expect(shift.positionTitle).toBe('Host');
    expect(shift.jobDescription).toBe('Greet guests.\nSeat them.');
  });

  it('a shift dated in the year 9999 is refused with a clear message', async () => {
    const res = await postShift({ shiftDate: '9999-12-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Shift date must be within the next 12 months',
      fieldErrors: { shiftDate: 'Shift date must be within the next 12 months' },
    });
  });

  it('the limit is 12 months from today on the injected clock', async () => {
    // Pinned to an evening in New York, when UTC is already tomorrow: "today" is the business's day.
    const now = new Date();
    now.setUTCHours(2, 0, 0, 0);
    t.ctx.clock.now = now;
    try {
      const today = dayFromToday(0, now);
      const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
      // A year after 29 February is 28 February.
      const lastDay = `${year + 1}-${monthDay === '02-29' ? '02-28' : monthDay}`;
      expectStatus(await postShift({ shiftDate: lastDay }), 201);
      const tooFar = await postShift({ shiftDate: addDays(lastDay, 1) });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().error.message).toBe('Shift date must be within the next 12 months');
    } finally {
      t.ctx.clock.now = null;
    }
  });
});
