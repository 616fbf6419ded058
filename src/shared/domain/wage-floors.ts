// The minimum wage a shift's hourly rate must reach (docs/product/pricing.md, "Wage floors"; product-next §2, §5).
// Pure and shared: the floors are rows of the wage_floors table (data, not code); this decides which one binds a shift.

import { usd } from '../money';
import { MONTH_NAMES } from './shift-time';

/** Where a floor applies: a state, or a Maryland county with a floor of its own. */
export const WAGE_JURISDICTIONS = ['DC', 'MD', 'MD-MONTGOMERY', 'MD-HOWARD', 'VA'] as const;
export type WageJurisdiction = (typeof WAGE_JURISDICTIONS)[number];

/** The jurisdiction's name as the refusal message says it ('the minimum wage in <name>'). */
export const JURISDICTION_NAMES: Record<WageJurisdiction, string> = {
  DC: 'Washington, DC',
  MD: 'Maryland',
  'MD-MONTGOMERY': 'Montgomery County, Maryland',
  'MD-HOWARD': 'Howard County, Maryland',
  VA: 'Virginia',
};

/**
 * A business in Maryland says which county it is in: Montgomery and Howard set floors of their own; in every other
 * county the state's applies. Not said (an account made before the question was asked): the highest floor of
 * Maryland applies, since the worker must never be paid less than the law of the place requires.
 */
export const MARYLAND_COUNTIES = ['montgomery', 'howard', 'other'] as const;
export type MarylandCounty = (typeof MARYLAND_COUNTIES)[number];
export const MARYLAND_COUNTY_LABELS: Record<MarylandCounty, string> = {
  montgomery: 'Montgomery County',
  howard: 'Howard County',
  other: 'Another Maryland county',
};

export type WageFloor = {
  jurisdiction: WageJurisdiction;
  rateCents: number;
  /** The first day the rate is in force, YYYY-MM-DD. */
  effectiveFrom: string;
  sourceUrl: string;
};

export type ShiftPlace = { state: string; county: MarylandCounty | null };

/** The jurisdictions whose floors a shift at this place must all reach (the higher one binds). */
export function jurisdictionsOf(place: ShiftPlace): WageJurisdiction[] {
  if (place.state === 'DC') return ['DC'];
  if (place.state === 'VA') return ['VA'];
  if (place.state !== 'MD') return [];
  if (place.county === 'montgomery') return ['MD', 'MD-MONTGOMERY'];
  if (place.county === 'howard') return ['MD', 'MD-HOWARD'];
  if (place.county === 'other') return ['MD'];
  return ['MD', 'MD-MONTGOMERY', 'MD-HOWARD'];
}

/** Whether a floor of this jurisdiction binds shifts at this place (a notice of its rise concerns the business). */
export const floorAppliesTo = (jurisdiction: WageJurisdiction, place: ShiftPlace) =>
  jurisdictionsOf(place).includes(jurisdiction);

/** The days a shift covers, YYYY-MM-DD: its date, and the next one when it ends after midnight. */
export function daysCovered(shiftDate: string, overnight: boolean): string[] {
  if (!overnight) return [shiftDate];
  const next = new Date(`${shiftDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [shiftDate, next.toISOString().slice(0, 10)];
}

/**
 * The floor that binds a shift: on each day it covers, in each jurisdiction of its place, the latest row in force
 * that day; of those, the highest rate (a shift across the date of a rise uses the higher figure). Null when no
 * floor is known for the place. No tip credit: the floor is the full minimum wage.
 */
export function floorFor(
  floors: readonly WageFloor[],
  place: ShiftPlace,
  days: readonly string[],
): WageFloor | null {
  const places = new Set(jurisdictionsOf(place));
  let binding: WageFloor | null = null;
  for (const day of days) {
    for (const jurisdiction of places) {
      const inForce = floors
        .filter((f) => f.jurisdiction === jurisdiction && f.effectiveFrom <= day)
        .reduce<WageFloor | null>(
          (latest, f) => (!latest || f.effectiveFrom > latest.effectiveFrom ? f : latest),
          null,
        );
      if (!inForce) continue;
      if (
        !binding ||
        inForce.rateCents > binding.rateCents ||
        (inForce.rateCents === binding.rateCents && inForce.effectiveFrom > binding.effectiveFrom)
      )
        binding = inForce;
    }
  }
  return binding;
}

/** 2025-07-01 → "July 1, 2025". */
export function floorDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTH_NAMES[month! - 1]} ${date}, ${year}`;
}

/** 'Hourly rate must be at least $17.95, the minimum wage in Washington, DC from July 1, 2025.' */
export function floorMessage(floor: WageFloor): string {
  return `Hourly rate must be at least ${usd(floor.rateCents)}, the minimum wage in ${JURISDICTION_NAMES[floor.jurisdiction]} from ${floorDate(floor.effectiveFrom)}.`;
}

/** The refusal for a rate under the binding floor, or null when the rate reaches it (or no floor is known). */
export function wageFloorProblem(
  floors: readonly WageFloor[],
  place: ShiftPlace,
  shift: { shiftDate: string; overnight: boolean; hourlyRateCents: number },
): { floor: WageFloor; message: string } | null {
  const floor = floorFor(floors, place, daysCovered(shift.shiftDate, shift.overnight));
  if (!floor || shift.hourlyRateCents >= floor.rateCents) return null;
  return { floor, message: floorMessage(floor) };
}
