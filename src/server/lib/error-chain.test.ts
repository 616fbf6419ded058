import { describe, expect, it } from 'vitest';
import { errorChain } from './error-chain';

describe('errorChain', () => {
  it('walks causes outermost first', () => {
    const inner = Object.assign(new Error('duplicate key'), { code: '23505' });
    const outer = new Error('Failed query', { cause: inner });
    expect(errorChain(outer).map((e) => e.message)).toEqual(['Failed query', 'duplicate key']);
  });

  it('stops at the depth limit, so a cycle cannot loop', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = a;
    expect(errorChain(a, 3)).toHaveLength(3);
  });

  it('is empty for values that are not objects', () => {
    expect(errorChain(undefined)).toEqual([]);
    expect(errorChain('boom')).toEqual([]);
  });
});
