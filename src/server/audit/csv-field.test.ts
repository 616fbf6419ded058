// The one CSV writer's cells (RFC 4180 quoting; OWASP CSV injection: what a spreadsheet would run is defused).
import { describe, expect, it } from 'vitest';
import { csvField } from './list-audit';

describe('a CSV cell', () => {
  it('is quoted with its quotes doubled, and empty for nothing', () => {
    expect([csvField('Host'), csvField('say "hi"'), csvField(null), csvField(30)]).toEqual([
      '"Host"',
      '"say ""hi"""',
      '""',
      '"30"',
    ]);
  });

  it('starts with an apostrophe where a spreadsheet would read a formula', () => {
    for (const risky of ['=1+1', '+1', '-2+3', '-1e3', '@SUM(A1)', '-', '\tx', '-24.05)'])
      expect(csvField(risky)).toBe(`"'${risky}"`);
  });

  it('keeps a plain negative amount a number (a refund in the charges export)', () => {
    expect([csvField('-24.05'), csvField('-7')]).toEqual(['"-24.05"', '"-7"']);
  });
});
