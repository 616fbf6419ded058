// A shift's rate checked against the minimum wage where it is (docs/product/pricing.md, "Wage floors").
import { asc, eq, inArray } from 'drizzle-orm';
import { jurisdictionsOf, type WageFloor, wageFloorProblem } from '../../../shared/domain/wage-floors';
import type { WageFloorsDto } from '../../../shared/schemas/responses/wage-floors';
import type { Db } from '../../db/client';
import { managerAccounts, wageFloors } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';

/** A floor row as the shared rules read it (src/shared/domain/wage-floors.ts). */
export const FLOOR_COLUMNS = {
  jurisdiction: wageFloors.jurisdiction,
  rateCents: wageFloors.rateCents,
  effectiveFrom: wageFloors.effectiveFrom,
  sourceUrl: wageFloors.sourceUrl,
};

/** Where the manager's business is, and every floor row of its jurisdictions, oldest first; null for no business. */
export async function wageFloorsOf(db: Db | Tx, managerId: string): Promise<WageFloorsDto | null> {
  const [place] = await db
    .select({ state: managerAccounts.state, county: managerAccounts.county })
    .from(managerAccounts)
    .where(eq(managerAccounts.userId, managerId))
    .limit(1);
  if (!place) return null;
  const jurisdictions = jurisdictionsOf(place);
  const floors: WageFloor[] =
    jurisdictions.length === 0
      ? []
      : await db
          .select(FLOOR_COLUMNS)
          .from(wageFloors)
          .where(inArray(wageFloors.jurisdiction, jurisdictions))
          .orderBy(asc(wageFloors.effectiveFrom), asc(wageFloors.jurisdiction));
  return { place, floors };
}

/**
 * Refuses (400, on the hourly rate) a shift whose rate is under the highest floor in force where the business is, on
 * any day the shift covers, with the floor's amount, place and date in the message. Posting and editing both check.
 */
export async function assertWageFloor(
  db: Db | Tx,
  managerId: string,
  shift: { shiftDate: string; overnight: boolean; hourlyRateCents: number },
): Promise<void> {
  const known = await wageFloorsOf(db, managerId);
  if (!known) return;
  const problem = wageFloorProblem(known.floors, known.place, shift);
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { field: 'hourlyRate' });
}
