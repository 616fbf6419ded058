import { verifyPassword } from '../../src/server/auth/passwords';
import { BENCH_PASSWORD } from './seed';

/**
 * argon2id verification time, one at a time, before any load: the sign-in ceiling is CORES / this. The median
 * of five batches of ten, since a single batch moves with whatever else the machine is doing.
 */
export async function measureHashMs(hash: string): Promise<number> {
  await verifyPassword(hash, BENCH_PASSWORD);
  const batches: number[] = [];
  for (let b = 0; b < 5; b++) {
    const started = performance.now();
    for (let i = 0; i < 10; i++) await verifyPassword(hash, BENCH_PASSWORD);
    batches.push((performance.now() - started) / 10);
  }
  return batches.sort((a, b) => a - b)[2]!;
}

/**
 * What the machine really gives when it does nothing but hash (no server, no database), with as many verifications
 * in flight as libuv has pool threads (4 by default; more than CORES measured faster here): the practical ceiling
 * under the nominal CORES / hash time, since parallel argon2 shares caches and memory bandwidth.
 */
export const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
export async function measureParallelHashRate(hash: string): Promise<number> {
  const total = 400;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: POOL_THREADS }, async () => {
      while (next++ < total) await verifyPassword(hash, BENCH_PASSWORD);
    }),
  );
  return total / ((performance.now() - started) / 1000);
}
