import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usd } from '../money';
import { chargeFor, FEE_BPS, feeCents } from './money';
import { payCents } from './pay';

// The fee arithmetic of docs/product/payments.md, "Charges and payouts" (product-next §5): fee = round half up
// (pay × fee bps / 10,000); charge = pay + fee; integer cents.
describe('the charge for approved pay', () => {
  it('is pay + fee to the cent for any rate, minutes and plan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 * 60 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.constantFrom(FEE_BPS.payAsYouGo, FEE_BPS.pro),
        (minutes, rateCents, bps) => {
          const pay = payCents(minutes, rateCents);
          const { payCents: charged, feeCents: fee, totalCents } = chargeFor(pay, bps);
          expect(charged).toBe(pay);
          expect(totalCents).toBe(pay + fee);
          expect(Number.isSafeInteger(fee)).toBe(true);
          // Exact in integers: the fee is the nearest cent to pay × bps / 10,000, half a cent rounded up.
          const scaled = BigInt(pay) * BigInt(bps);
          expect(BigInt(fee) * 10_000n - scaled).toBeLessThanOrEqual(5000n);
          expect(scaled - BigInt(fee) * 10_000n).toBeLessThan(5000n);
        },
      ),
    );
  });

  it.each([
    [7_400, FEE_BPS.payAsYouGo, 2_220],
    [7_400, FEE_BPS.pro, 1_480],
    // 1.5 cents rounds up to 2, 0.3 cent down to 0.
    [5, FEE_BPS.payAsYouGo, 2],
    [1, FEE_BPS.payAsYouGo, 0],
    [0, FEE_BPS.payAsYouGo, 0],
  ])('of %i cents at %i bps has a fee of %i cents', (pay, bps, fee) => {
    expect(feeCents(pay, bps)).toBe(fee);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => feeCents(1.5, 3000)).toThrow(/whole cents/);
    expect(() => feeCents(-1, 3000)).toThrow(/whole cents/);
    expect(() => feeCents(100, 0.5)).toThrow(/basis points/);
  });
});

// How every screen, e-mail and message shows an amount (docs/product/payments.md, "Receipts and statements").
describe('an amount as people read it', () => {
  it('groups thousands and keeps the cents', () => {
    expect([0, 5, 1850, 100_000, 338_800, 123_456_789].map(usd)).toEqual([
      '$0.00',
      '$0.05',
      '$18.50',
      '$1,000.00',
      '$3,388.00',
      '$1,234,567.89',
    ]);
  });

  it('puts the sign of a refund or correction before the dollar sign', () => {
    expect(usd(-150)).toBe('-$1.50');
    expect(usd(-250_075)).toBe('-$2,500.75');
  });

  it('reads back to the same cents for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (cents) => {
        const text = usd(cents);
        expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});
