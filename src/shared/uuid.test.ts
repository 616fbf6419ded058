import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

const canonical = '0b5a3c1e-7d2f-4e8a-9c61-3f2b8d4a5e10';

describe('isUuid', () => {
  it.each([
    [canonical, true],
    [canonical.toUpperCase(), true],
    [canonical.replaceAll('-', ''), false],
    [canonical.slice(0, -1), false],
    [` ${canonical}`, false],
    ['', false],
  ])('%j → %s', (value, expected) => expect(isUuid(value)).toBe(expected));
});
