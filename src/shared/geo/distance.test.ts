import { describe, expect, it } from 'vitest';
import { formatMilesAway, milesBetween, zipOfAddress } from './distance';

describe('milesBetween', () => {
  const baltimore = { latitude: 39.2998, longitude: -76.6075 }; // 21202
  const washington = { latitude: 38.9122, longitude: -77.0177 }; // 20001

  it('is zero from a place to itself and the same both ways', () => {
    expect(milesBetween(baltimore, baltimore)).toBe(0);
    expect(milesBetween(baltimore, washington)).toBeCloseTo(milesBetween(washington, baltimore), 10);
  });

  it('measures known distances: Baltimore to Washington ~35 mi, a quarter of the equator ~6219 mi', () => {
    expect(milesBetween(baltimore, washington)).toBeGreaterThan(34);
    expect(milesBetween(baltimore, washington)).toBeLessThan(36);
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(
      6218.5,
      0,
    );
    // Antipodes: half the circumference, without a NaN from rounding above 1.
    expect(milesBetween({ latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 })).toBeCloseTo(
      12437,
      0,
    );
  });
});

describe('formatMilesAway', () => {
  it('reads to one decimal, never zero', () => {
    expect(formatMilesAway(3.24)).toBe('3.2 mi away');
    expect(formatMilesAway(12)).toBe('12.0 mi away');
    expect(formatMilesAway(0)).toBe('0.1 mi away');
  });
});

describe('zipOfAddress', () => {
  it('takes the ZIP an address ends with, ZIP+4 too, and nothing else', () => {
    expect(zipOfAddress('12 Harbor Street, Baltimore, MD 21202')).toBe('21202');
    expect(zipOfAddress('1 Main St, Rockville, MD 20850-1234 ')).toBe('20850');
    expect(zipOfAddress('12345 Harbor Street, Baltimore')).toBeNull();
    expect(zipOfAddress('Suite 2120, Baltimore')).toBeNull();
  });
});
