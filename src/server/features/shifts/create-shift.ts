import { eq } from 'drizzle-orm';
import { favouritesFirstUntil } from '../../../shared/domain/favourites-first';
import { shiftScheduleProblem } from '../../../shared/domain/shift-schedule';
import { shiftInstants } from '../../../shared/domain/shift-time';
import type { ShiftWithContactDto } from '../../../shared/marketplace/types';
import type { ShiftForm } from '../../../shared/schemas/shifts';
import { newCheckInCode } from '../../booking/check-in-code';
import { shiftColumns, toShiftWithContactDto } from '../../booking/shift-dto';
import type { AppContext } from '../../context';
import { managerAccounts, shifts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { shiftFieldsFromForm } from './shift-fields-from-form';
import { assertWageFloor } from './wage-floor';

/**
 * Posts a shift (docs/product/shifts.md, "The shift form"; docs/architecture.md, core loop step 1). Times are wall times of the
 * business's zone; the start and end are stored as instants so "later than now" never depends on a host zone.
 */
export async function createShift(
  ctx: AppContext,
  managerId: string,
  input: ShiftForm,
): Promise<ShiftWithContactDto> {
  const [account] = await ctx.db
    .select({ timeZone: managerAccounts.timeZone })
    .from(managerAccounts)
    .where(eq(managerAccounts.userId, managerId))
    .limit(1);
  if (!account) throw new AppError('FORBIDDEN', 'Only managers can post shifts.');

  const now = ctx.now();
  const problem = shiftScheduleProblem(input, now, account.timeZone);
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { field: problem.field });
  await assertWageFloor(ctx.db, managerId, input);
  const { startsAt, endsAt } = shiftInstants(
    input.shiftDate,
    input.startTime,
    input.endTime,
    input.overnight,
    account.timeZone,
  );

  const [row] = await ctx.db
    .insert(shifts)
    .values({
      managerId,
      ...shiftFieldsFromForm(input),
      timeZone: account.timeZone,
      startsAt,
      endsAt,
      // The 4-digit check-in code, shown only to the manager (docs/product/attendance.md, "Check-in code").
      checkInCode: newCheckInCode(),
      // 'Favourites first' (docs/product/trust.md, "Favourites and blocks"): from the posting time.
      favouritesFirstUntil: favouritesFirstUntil(now, input.favouritesFirstHours),
      // non_smokers false and additional_info null on create (docs/product/shifts.md, "The shift form").
      nonSmokers: false,
      additionalInfo: null,
      // Millisecond precision on purpose: the manager's list pages by (created_at, id) with a JS Date cursor.
      createdAt: now,
    })
    .returning(shiftColumns);
  return toShiftWithContactDto(row!);
}
