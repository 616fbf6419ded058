import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysCovered,
  floorFor,
  floorMessage,
  type ShiftPlace,
  type WageFloor,
  wageFloorProblem,
} from './wage-floors';

// The seed rows of drizzle/0039_wage_floors.sql, plus a DC rise on 2026-07-01 of the kind staff add each year.
const FLOORS: WageFloor[] = [
  { jurisdiction: 'DC', rateCents: 1795, effectiveFrom: '2025-07-01', sourceUrl: 'https://does.dc.gov/a' },
  { jurisdiction: 'DC', rateCents: 1840, effectiveFrom: '2026-07-01', sourceUrl: 'https://does.dc.gov/b' },
  { jurisdiction: 'MD', rateCents: 1500, effectiveFrom: '2024-01-01', sourceUrl: 'https://md.example/' },
  {
    jurisdiction: 'MD-MONTGOMERY',
    rateCents: 1765,
    effectiveFrom: '2025-07-01',
    sourceUrl: 'https://mc.example/',
  },
  {
    jurisdiction: 'MD-HOWARD',
    rateCents: 1600,
    effectiveFrom: '2025-01-01',
    sourceUrl: 'https://hc.example/',
  },
  { jurisdiction: 'VA', rateCents: 1277, effectiveFrom: '2026-01-01', sourceUrl: 'https://va.example/' },
  { jurisdiction: 'VA', rateCents: 1375, effectiveFrom: '2027-01-01', sourceUrl: 'https://va.example/' },
  { jurisdiction: 'VA', rateCents: 1500, effectiveFrom: '2028-01-01', sourceUrl: 'https://va.example/' },
];

const DC: ShiftPlace = { state: 'DC', county: null };
const VA: ShiftPlace = { state: 'VA', county: null };
const md = (county: ShiftPlace['county']): ShiftPlace => ({ state: 'MD', county });

describe('floorFor: the floor in force on every day a shift covers, the higher one binding', () => {
  it.each([
    ['DC, the day before a rise', DC, '2026-06-30', false, 1795, '2025-07-01'],
    [
      'DC, overnight 2026-06-30 22:00 → 07-01 02:00: the rise binds',
      DC,
      '2026-06-30',
      true,
      1840,
      '2026-07-01',
    ],
    ['DC, the day of the rise', DC, '2026-07-01', false, 1840, '2026-07-01'],
    ['Virginia on 2026-12-31', VA, '2026-12-31', false, 1277, '2026-01-01'],
    ['Virginia on 2027-01-01', VA, '2027-01-01', false, 1375, '2027-01-01'],
    ['Virginia overnight into 2027', VA, '2026-12-31', true, 1375, '2027-01-01'],
    ['Virginia in 2030 (the last known row)', VA, '2030-05-05', false, 1500, '2028-01-01'],
    ['Montgomery County', md('montgomery'), '2026-03-01', false, 1765, '2025-07-01'],
    ['Howard County', md('howard'), '2026-03-01', false, 1600, '2025-01-01'],
    ['Baltimore (another county)', md('other'), '2026-03-01', false, 1500, '2024-01-01'],
    ['Maryland, county not said: the highest', md(null), '2026-03-01', false, 1765, '2025-07-01'],
    ['Montgomery before its own floor: the state', md('montgomery'), '2025-06-30', false, 1500, '2024-01-01'],
  ] as const)('%s', (_, place, shiftDate, overnight, rateCents, effectiveFrom) => {
    const floor = floorFor(FLOORS, place, daysCovered(shiftDate, overnight));
    expect([floor?.rateCents, floor?.effectiveFrom]).toEqual([rateCents, effectiveFrom]);
  });

  it('knows no floor before the first row, nor outside the three jurisdictions', () => {
    expect(floorFor(FLOORS, VA, ['2025-12-31'])).toBeNull();
    expect(floorFor(FLOORS, { state: 'NY', county: null }, ['2026-03-01'])).toBeNull();
  });

  it('covers the next day only when the shift ends after midnight, across a month and a year', () => {
    expect(daysCovered('2026-06-30', false)).toEqual(['2026-06-30']);
    expect(daysCovered('2026-06-30', true)).toEqual(['2026-06-30', '2026-07-01']);
    expect(daysCovered('2026-12-31', true)).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysCovered('2028-02-28', true)).toEqual(['2028-02-28', '2028-02-29']);
  });
});

describe('the refusal', () => {
  it('names the amount, the place and the date, in the words of the rule', () => {
    expect(floorMessage(FLOORS[0]!)).toBe(
      'Hourly rate must be at least $17.95, the minimum wage in Washington, DC from July 1, 2025.',
    );
    expect(floorMessage(FLOORS[3]!)).toBe(
      'Hourly rate must be at least $17.65, the minimum wage in Montgomery County, Maryland from July 1, 2025.',
    );
  });

  it('refuses a rate a cent under the floor and accepts the floor itself', () => {
    const shift = { shiftDate: '2026-03-01', overnight: false };
    expect(wageFloorProblem(FLOORS, DC, { ...shift, hourlyRateCents: 1794 })?.message).toMatch(/\$17\.95/);
    expect(wageFloorProblem(FLOORS, DC, { ...shift, hourlyRateCents: 1795 })).toBeNull();
  });

  it('accepts a rate exactly when it reaches every floor in force on every day the shift covers', () => {
    const places = [DC, VA, md('montgomery'), md('howard'), md('other'), md(null)];
    fc.assert(
      fc.property(
        fc.constantFrom(...places),
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.boolean(),
        fc.integer({ min: 1, max: 5000 }),
        (place, date, overnight, hourlyRateCents) => {
          const shiftDate = date.toISOString().slice(0, 10);
          const problem = wageFloorProblem(FLOORS, place, { shiftDate, overnight, hourlyRateCents });
          // Independently: every row of the place's jurisdictions in force on a covered day.
          const days = daysCovered(shiftDate, overnight);
          const names =
            place.state === 'MD' ? ['MD', `MD-${String(place.county).toUpperCase()}`] : [place.state];
          const all =
            place.state === 'MD' && place.county === null ? ['MD', 'MD-MONTGOMERY', 'MD-HOWARD'] : names;
          const required = Math.max(
            0,
            ...days.flatMap((day) =>
              all.map((j) => {
                const rows = FLOORS.filter((f) => f.jurisdiction === j && f.effectiveFrom <= day);
                return rows.length
                  ? rows.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0]!.rateCents
                  : 0;
              }),
            ),
          );
          expect(problem === null).toBe(hourlyRateCents >= required);
        },
      ),
    );
  });
});
