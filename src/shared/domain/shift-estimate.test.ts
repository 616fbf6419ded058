import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeFor, FEE_BPS } from './money';
import { payCents } from './pay';
import { scheduledPaidMinutes, shiftCostEstimate } from './shift-estimate';

const shift = { startTime: '09:00', endTime: '15:00', overnight: false, breakMinutes: 30 };

describe('the estimate before posting', () => {
  it('is the scheduled time less the break, at the rate, plus the 30 % fee, per worker and for all', () => {
    // 5 h 30 min at $18.50 = $101.75; fee 30 % = $30.525 → $30.53 (half up); $132.28 a worker, $396.84 for 3.
    expect(
      shiftCostEstimate({ ...shift, hourlyRateCents: 1850, workers: 3, feeBps: FEE_BPS.payAsYouGo }),
    ).toEqual({
      minutes: 330,
      payCents: 10175,
      feeCents: 3053,
      totalCents: 13228,
      workers: 3,
      allWorkersCents: 39684,
    });
  });

  it('counts a shift that ends after midnight to the next day, and nothing while a field is missing', () => {
    expect(scheduledPaidMinutes({ ...shift, startTime: '22:00', endTime: '06:00', overnight: true })).toBe(
      450,
    );
    expect(scheduledPaidMinutes({ ...shift, endTime: '' })).toBeNull();
    expect(scheduledPaidMinutes({ ...shift, endTime: '08:00' })).toBeNull();
    expect(shiftCostEstimate({ ...shift, hourlyRateCents: null, workers: 1, feeBps: 3000 })).toBeNull();
    expect(shiftCostEstimate({ ...shift, hourlyRateCents: 1850, workers: 0, feeBps: 3000 })).toBeNull();
  });

  it('is exactly what the charge would be for the scheduled minutes, to the cent, for any rate and plan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 1, max: 16 * 60 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(FEE_BPS.payAsYouGo, FEE_BPS.pro),
        (start, length, rateCents, feeBps) => {
          const end = (start + length) % (24 * 60);
          const hhmm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const estimate = shiftCostEstimate({
            startTime: hhmm(start),
            endTime: hhmm(end),
            overnight: start + length >= 24 * 60,
            breakMinutes: 0,
            hourlyRateCents: rateCents,
            workers: 2,
            feeBps,
          });
          const charge = chargeFor(payCents(length, rateCents), feeBps);
          expect(estimate).toMatchObject({ payCents: charge.payCents, feeCents: charge.feeCents });
          expect(estimate!.totalCents).toBe(estimate!.payCents + estimate!.feeCents);
          expect(estimate!.allWorkersCents).toBe(2 * charge.totalCents);
        },
      ),
    );
  });
});
