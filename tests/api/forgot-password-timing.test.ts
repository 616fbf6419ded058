import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTalent, uniqueEmail } from '../../src/server/seed/factories/accounts';
import { createTestApp, type TestApp } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ROUNDS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timeForgot(email: string, remoteAddress: string): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email, userType: 'talent' },
    remoteAddress,
  });
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(200);
  return elapsed;
}

describe('forgot password timing (docs/product/recovery.md: no account enumeration)', () => {
  it('answers an unknown e-mail no faster than a known one (median of 20)', async () => {
    // Distinct accounts and addresses, so every known request does its full work (no rate limit kicks in).
    const known = await Promise.all(Array.from({ length: ROUNDS }, () => createTalent(t.ctx)));
    const unknown = Array.from({ length: ROUNDS }, () => uniqueEmail('nobody'));
    // Warm-up: first queries pay for plan caches and JIT.
    await timeForgot(uniqueEmail('warm'), '10.9.9.1');
    await timeForgot((await createTalent(t.ctx)).email, '10.9.9.2');

    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // Interleaved, so drift in machine load hits both sides alike.
    for (let i = 0; i < ROUNDS; i++) {
      knownMs.push(await timeForgot(known[i]!.email, `10.8.${i}.1`));
      unknownMs.push(await timeForgot(unknown[i]!, `10.8.${i}.2`));
    }
    const k = median(knownMs);
    const u = median(unknownMs);
    const diff = Math.abs(k - u);
    process.stdout.write(
      `forgot-password timing: median known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms, ` +
        `|diff| ${diff.toFixed(1)} ms (${((diff / Math.max(k, u)) * 100).toFixed(1)} %)\n`,
    );
    // Both bounds: an absolute one for slow machines, a relative one that fails if the work shows through.
    expect(diff).toBeLessThan(10);
    expect(diff / Math.max(k, u)).toBeLessThan(0.05);
  });
});
