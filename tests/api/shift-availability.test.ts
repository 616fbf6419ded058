import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/server/db/schema';
import {
  shiftCanTakeWorkerSql,
  shiftIsVisibleSql,
} from '../../src/server/open-shifts/shift-availability-sql';
import { createManager } from '../../src/server/seed/factories/accounts';
import { canTakeWorker, isShiftVisible } from '../../src/shared/domain/shift-availability';
import { createTestContext, type TestContext } from '../support/test-context';

// One rule, two spellings: the pure functions decide single shifts in the use-cases, the SQL
// filters lists in the database. Generated shifts are stored, then both are asked about the same rows.

let ctx: TestContext;
let managerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  managerId = (await createManager(ctx)).userId;
});
afterAll(async () => {
  await ctx.cleanup();
});

const NOW = new Date('2026-12-04T14:00:00.000Z');

const generatedShift = fc.record({
  // Around now, to the millisecond: exactly now, just before and just after are all drawn often.
  startOffsetMs: fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -86_400_000, max: 86_400_000 })),
  status: fc.constantFrom('open', 'closed'),
  acceptedCount: fc.integer({ min: 0, max: 4 }),
  maxApplications: fc.integer({ min: 1, max: 4 }),
});

type GeneratedShift = typeof generatedShift extends fc.Arbitrary<infer T> ? T : never;

function row(shift: GeneratedShift) {
  const startsAt = new Date(NOW.getTime() + shift.startOffsetMs);
  return {
    managerId,
    businessName: 'Harbor Street Bistro',
    managerEmail: 'manager@example.com',
    positionTitle: 'Server',
    locationAddress: '12 Harbor Street',
    shiftDate: '2026-12-04',
    startTime: '09:00',
    endTime: '15:00',
    timeZone: 'America/New_York',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 6 * 3_600_000),
    hourlyRateCents: 1850,
    contactPerson: 'Maria Lopez',
    contactPhone: '+13015550142',
    status: shift.status as 'open' | 'closed',
    acceptedCount: shift.acceptedCount,
    maxApplications: shift.maxApplications,
  };
}

async function idsWhere(condition: ReturnType<typeof shiftIsVisibleSql>): Promise<string[]> {
  const rows = await ctx.db.select({ id: shifts.id }).from(shifts).where(condition);
  return rows.map((r) => r.id).sort();
}

describe('shift availability: the pure rule and its SQL agree on the same rows', () => {
  it('for generated shifts around now', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(generatedShift, { minLength: 1, maxLength: 12 }), async (generated) => {
        await ctx.db.delete(shifts).where(sql`true`);
        const stored = await ctx.db.insert(shifts).values(generated.map(row)).returning();
        const pure = (test: (shift: (typeof stored)[number]) => boolean) =>
          stored
            .filter(test)
            .map((s) => s.id)
            .sort();

        expect(await idsWhere(shiftCanTakeWorkerSql(NOW))).toEqual(pure((s) => canTakeWorker(s, NOW)));
        expect(await idsWhere(shiftIsVisibleSql(NOW))).toEqual(pure((s) => isShiftVisible(s, NOW)));
      }),
      { numRuns: 40 },
    );
  });
});
