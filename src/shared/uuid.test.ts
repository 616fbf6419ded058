import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts the canonical form in either case and nothing else', () => {
    expect(isUuid('0b5a3c1e-7d2f-4e8a-9c61-3f2b8d4a5e10')).toBe(true);
    expect(isUuid('0B5A3C1E-7D2F-4E8A-9C61-3F2B8D4A5E10')).toBe(true);
    expect(isUuid('0b5a3c1e7d2f4e8a9c613f2b8d4a5e10')).toBe(false);
    expect(isUuid('0b5a3c1e-7d2f-4e8a-9c61-3f2b8d4a5e1')).toBe(false);
    expect(isUuid(' 0b5a3c1e-7d2f-4e8a-9c61-3f2b8d4a5e10')).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});
