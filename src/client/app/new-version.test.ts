import { describe, expect, it } from 'vitest';
import { readReloadMark, shouldReload, writeReloadMark } from './new-version';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('new version reload', () => {
  it('reloads only when the deployed build differs from the running one', () => {
    expect(shouldReload('b1', 'b1', null)).toBe(false);
    expect(shouldReload('b1', null, null)).toBe(false);
    expect(shouldReload('b1', undefined, null)).toBe(false);
    expect(shouldReload('b1', 'b2', null)).toBe(true);
  });

  it('reloads once per deployed build, never in a loop', () => {
    const storage = memoryStorage();
    expect(shouldReload('b1', 'b2', readReloadMark(storage))).toBe(true);
    expect(writeReloadMark(storage, 'b2')).toBe(true);
    // Still b1 after the reload (say a stale cache): no second reload for b2...
    expect(shouldReload('b1', 'b2', readReloadMark(storage))).toBe(false);
    // ...but a later deployment gets its own one.
    expect(shouldReload('b1', 'b3', readReloadMark(storage))).toBe(true);
  });

  it('does not reload when the mark cannot be stored', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeReloadMark(broken, 'b2')).toBe(false);
    expect(writeReloadMark(undefined, 'b2')).toBe(false);
    expect(readReloadMark(broken)).toBeNull();
  });
});
