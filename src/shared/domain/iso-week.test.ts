import { describe, expect, it } from 'vitest';
import { isoWeekLabel, isoWeekStart } from './iso-week';

describe('ISO weeks in UTC', () => {
  it('start on the Monday, Sunday night included', () => {
    expect(isoWeekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(isoWeekStart(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('are numbered by the year of their Thursday, 53 weeks when the year needs them', () => {
    const cases: [string, string][] = [
      ['2020-12-28', '2020-W53'],
      ['2021-01-04', '2021-W01'],
      ['2024-12-30', '2025-W01'],
      ['2025-12-29', '2026-W01'],
      ['2026-11-23', '2026-W48'],
      ['2026-12-28', '2026-W53'],
      ['2027-01-04', '2027-W01'],
    ];
    for (const [monday, label] of cases)
      expect(isoWeekLabel(new Date(`${monday}T00:00:00Z`)), monday).toBe(label);
  });
});
