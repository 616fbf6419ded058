// A rise of the minimum wage reaches shifts already posted (docs/product/pricing.md, "Wage floors"; product-next §2).
// Every day the businesses a rise 30 days away concerns are told of it, and each shift still to end whose rate is
// under the floor now in force on its days is raised to it; its manager and the workers it was offered to or booked
// are told. Pay going up needs no re-confirmation.
import { and, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import { todayInTimeZone } from '../../../shared/domain/shift-time';
import {
  daysCovered,
  floorAppliesTo,
  floorDate,
  floorFor,
  JURISDICTION_NAMES,
  type WageFloor,
} from '../../../shared/domain/wage-floors';
import { usd } from '../../../shared/money';
import { shiftLine } from '../../booking/cancellation-notices';
import type { AppContext } from '../../context';
import { managerAccounts, shiftApplications, shifts, wageFloorNotices, wageFloors } from '../../db/schema';
import { createNotification } from '../../notifications/create-notification';
import { publishEvent } from '../../realtime/publish-event';
import { DAY_MS, HOUR_MS, recurringJob } from '../../scheduler/recurring';
import { FLOOR_COLUMNS } from './wage-floor';

/** The scheduler's kind (registered in src/server/features/jobs.ts). */
export const WAGE_FLOOR_RAISE_KIND = 'wage-floor-raise';

/** 05:00 UTC: just after midnight in the businesses' zone (Eastern), so a rise is applied on its first day. */
const RUN_AT_UTC_HOUR = 5;

export const { schedule: scheduleWageFloorRaise, run: runWageFloorRaise } = recurringJob(
  {
    kind: WAGE_FLOOR_RAISE_KIND,
    subjectId: 'wage_floors',
    periodMs: DAY_MS,
    offsetMs: RUN_AT_UTC_HOUR * HOUR_MS,
    next: 'after-now',
  },
  async (ctx: AppContext, now) => {
    await tellOfComingRises(ctx, now);
    await raiseShiftsToWageFloors(ctx, now);
  },
);

/** A rise is told to the businesses it concerns this many days before it takes effect. */
export const RISE_NOTICE_DAYS = 30;

/**
 * 30 days before a known rise, each business where it applies is told once (wage_floor_notices): the new rate, from
 * when, and that its shifts from that day will be raised to it. Answers how many were told.
 */
export async function tellOfComingRises(ctx: AppContext, now: Date): Promise<number> {
  const today = todayInTimeZone(now, DEFAULT_TIME_ZONE);
  const horizon = todayInTimeZone(new Date(now.getTime() + RISE_NOTICE_DAYS * DAY_MS), DEFAULT_TIME_ZONE);
  const coming = await ctx.db
    .select()
    .from(wageFloors)
    .where(and(gt(wageFloors.effectiveFrom, today), lte(wageFloors.effectiveFrom, horizon)));
  if (coming.length === 0) return 0;
  const businesses = await ctx.db
    .select({
      managerId: managerAccounts.userId,
      state: managerAccounts.state,
      county: managerAccounts.county,
    })
    .from(managerAccounts);
  let told = 0;
  for (const floor of coming) {
    const concerned = businesses.filter((b) => floorAppliesTo(floor.jurisdiction, b));
    for (const { managerId } of concerned)
      await ctx.db.transaction(async (tx) => {
        const [first] = await tx
          .insert(wageFloorNotices)
          .values({ floorId: floor.id, managerId, sentAt: now })
          .onConflictDoNothing()
          .returning();
        if (!first) return;
        await createNotification(tx, {
          recipientId: managerId,
          type: 'other',
          title: `The minimum wage rises on ${floorDate(floor.effectiveFrom)}`,
          message:
            `From ${floorDate(floor.effectiveFrom)} the minimum wage in ${JURISDICTION_NAMES[floor.jurisdiction]} is ` +
            `${usd(floor.rateCents)} an hour. Shifts on or after that day must pay at least that: any you have posted ` +
            'below it will be raised to it on that day, and the workers told.',
          data: { sourceUrl: floor.sourceUrl },
        });
        told++;
      });
  }
  return told;
}

/** Raises every shift still to end that is under its floor; answers how many were raised. */
export async function raiseShiftsToWageFloors(ctx: AppContext, now: Date): Promise<number> {
  const floors: WageFloor[] = await ctx.db.select(FLOOR_COLUMNS).from(wageFloors);
  const highest = Math.max(0, ...floors.map((f) => f.rateCents));
  // Only shifts under the highest floor there is can be under theirs: the rest are never read.
  const candidates = await ctx.db
    .select({
      id: shifts.id,
      managerId: shifts.managerId,
      shiftDate: shifts.shiftDate,
      overnight: shifts.overnight,
      hourlyRateCents: shifts.hourlyRateCents,
      state: managerAccounts.state,
      county: managerAccounts.county,
    })
    .from(shifts)
    .innerJoin(managerAccounts, eq(managerAccounts.userId, shifts.managerId))
    .where(and(ne(shifts.status, 'cancelled'), gt(shifts.endsAt, now), lt(shifts.hourlyRateCents, highest)));
  let raised = 0;
  for (const shift of candidates) {
    const floor = floorFor(floors, shift, daysCovered(shift.shiftDate, shift.overnight));
    if (!floor || shift.hourlyRateCents >= floor.rateCents) continue;
    if (await raiseShift(ctx, shift.id, shift.hourlyRateCents, floor)) raised++;
  }
  return raised;
}

async function raiseShift(ctx: AppContext, shiftId: string, wasCents: number, floor: WageFloor) {
  return ctx.db.transaction(async (tx) => {
    // Raised only from the rate read: an edit in between, up or down, is checked against the floor itself.
    const [shift] = await tx
      .update(shifts)
      .set({ hourlyRateCents: floor.rateCents, version: sql`${shifts.version} + 1`, updatedAt: ctx.now() })
      .where(and(eq(shifts.id, shiftId), eq(shifts.hourlyRateCents, wasCents)))
      .returning();
    if (!shift) return false;
    const workers = await tx
      .select({ workerId: shiftApplications.workerId })
      .from(shiftApplications)
      .where(
        and(
          eq(shiftApplications.shiftId, shiftId),
          inArray(shiftApplications.status, ['selected', 'accepted']),
        ),
      );
    const why = `${usd(floor.rateCents)} an hour, the minimum wage in ${JURISDICTION_NAMES[floor.jurisdiction]} from ${floorDate(floor.effectiveFrom)} (it was ${usd(wasCents)})`;
    const line = shiftLine(shift);
    await createNotification(tx, {
      recipientId: shift.managerId,
      type: 'shift_changed',
      title: 'Pay raised to the minimum wage',
      message: `The hourly rate of ${line} is now ${why}. Nothing else changed.`,
      data: { shiftId },
    });
    for (const { workerId } of workers)
      await createNotification(tx, {
        recipientId: workerId,
        type: 'shift_changed',
        title: 'Your pay went up',
        message: `The hourly rate of ${line} is now ${why}. You do not need to confirm again.`,
        data: { shiftId },
      });
    await publishEvent(tx, shift.managerId, 'shift_changed', { shiftId });
    return true;
  });
}
