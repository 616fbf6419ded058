// Rows for the tests that run a rule's SQL fragment and its pure twin on the same rows (live-rating.test.ts,
// reliability-booking.test.ts, worked-here.test.ts): accounts, and bookings each on a shift of their own, written
// straight into the tables (no use-case: the rows are the cases, including ones no use-case would write).
import { shiftApplications, shifts, users } from '../../src/server/db/schema';
import type { TestContext } from '../support/test-context';

export type AccountRow = {
  role: 'talent' | 'manager';
  email: string;
  phone?: string | null;
  phoneVerifiedAt?: Date | null;
};

/** Inserts the accounts; their ids in the same order. */
export async function insertAccounts(ctx: TestContext, accounts: AccountRow[]): Promise<string[]> {
  const rows = await ctx.db
    .insert(users)
    .values(accounts.map((a) => ({ ...a, passwordHash: 'x' })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

const HOUR = 3_600_000;

export type BookingRow = Partial<typeof shiftApplications.$inferInsert> & {
  managerId: string;
  workerId: string;
  startsAt?: Date;
};

/** Inserts one shift per booking (so any worker may have any number of them) and the bookings; their ids in order. */
export async function insertBookings(
  ctx: TestContext,
  bookings: BookingRow[],
): Promise<{ shiftId: string; applicationId: string }[]> {
  if (bookings.length === 0) return [];
  const base = new Date('2026-05-04T13:00:00.000Z').getTime();
  const placed = await ctx.db
    .insert(shifts)
    .values(
      bookings.map((b, i) => {
        const startsAt = b.startsAt ?? new Date(base + i * HOUR);
        return {
          managerId: b.managerId,
          businessName: 'Harbor Street Bistro',
          managerEmail: 'manager@example.com',
          positionTitle: 'Server',
          locationAddress: '12 Harbor Street',
          shiftDate: startsAt.toISOString().slice(0, 10),
          startTime: '09:00',
          endTime: '15:00',
          timeZone: 'America/New_York',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 6 * HOUR),
          hourlyRateCents: 1850,
          contactPerson: 'Maria Lopez',
          contactPhone: '+13015550142',
          status: 'closed' as const,
        };
      }),
    )
    .returning({ id: shifts.id });
  const applied = await ctx.db
    .insert(shiftApplications)
    .values(
      bookings.map(({ managerId: _, startsAt: __, ...b }, i) => ({
        status: 'completed' as const,
        ...b,
        shiftId: placed[i]!.id,
      })),
    )
    .returning({ id: shiftApplications.id });
  return applied.map((a, i) => ({ shiftId: placed[i]!.id, applicationId: a.id }));
}
