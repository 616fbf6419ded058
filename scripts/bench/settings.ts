import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

export const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((s) => s.trim());
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
export const FANOUT_SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 60);
export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
/** Alternating runs of the listing without and with the streams open. */
export const STREAM_ROUNDS = 3;
export const WARMUP_S = 2;
/**
 * Only the scenarios whose names contain one of these (plus the baseline), e.g. BENCH_ONLY=sign-in, or
 * BENCH_ONLY=signed-in for the signed-in reads on the app, on the reference server and held at a fixed rate.
 */
export const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim().toLowerCase());
/** Runs the server under `node --cpu-prof` (profiles in BENCH_PROFILE_DIR, default $TMPDIR/talentbridge-bench-profiles). */
const PROFILE = process.env.BENCH_PROFILE === '1';
export const want = (phase: string) => !ONLY || ONLY.some((o) => phase.includes(o));
export const serverOptions = {
  nodeArgs: PROFILE
    ? [
        '--cpu-prof',
        '--cpu-prof-dir',
        process.env.BENCH_PROFILE_DIR ?? join(tmpdir(), 'talentbridge-bench-profiles'),
      ]
    : [],
};
export const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const CORES = availableParallelism();

export const log = (message: string) => process.stdout.write(`bench: ${message}\n`);
