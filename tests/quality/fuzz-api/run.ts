// The fuzzing loop of tests/quality/fuzz-api*.test.ts: every API route of the published document, in shards so the
// files run side by side (each file builds its own app); route i belongs to shard i mod shards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openApiRouteKeys, recordRoutes } from '../../support/route-catalog';
import { requestArbitrary } from './requests';
import { document, fuzzAppForFile, problemWith, roleFor, send, tokenFor } from './world';

export const FUZZ_SHARDS = 3;

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const CONCURRENCY = 8;

/** Declares one shard's app and test; call it at the top level of a test file. */
export function describeFuzzShard(shard: number): void {
  const catalog = recordRoutes();
  fuzzAppForFile(async () => {
    catalog.stop();
  });

  describe(`API fuzzing, shard ${shard + 1} of ${FUZZ_SHARDS} (${RUNS} requests per route, seed ${SEED})`, () => {
    it('fuzzes every API route of this shard: no 5xx, every error is {error:{code,message}}', async () => {
      const registered = catalog.routes.filter((r) => r.url.startsWith('/api'));
      const documented = openApiRouteKeys(document);
      expect(documented, 'the OpenAPI document lists exactly the routes the app registered').toEqual(
        registered.map((r) => r.key).sort(),
      );
      const all = documented.map((key) => registered.find((r) => r.key === key)!);
      expect(all.length).toBeGreaterThan(20);
      const routes = all.filter((_, i) => i % FUZZ_SHARDS === shard);
      // One example per route and kind of problem, with how often it happened.
      const failures = new Map<string, { example: string; times: number }>();
      const counts: Record<string, number> = {};
      const timings: [string, number][] = [];
      const statuses: Record<string, Record<number, number>> = {};
      for (const route of routes) {
        const started = performance.now();
        const role = await roleFor(route);
        let token = await tokenFor(role);
        const requests = fc.sample(requestArbitrary(route), {
          numRuns: RUNS,
          seed: SEED + all.indexOf(route),
        });
        counts[route.key] = requests.length;
        // Routes that wait on purpose (forgot-password answers in no less than 250 ms) go wider.
        const width = route.key.includes('forgot-password') ? 50 : CONCURRENCY;
        for (let i = 0; i < requests.length; i += width) {
          // Sign-out ends the session it is sent with: give each of those requests its own.
          if (route.key === 'POST /api/auth/sign-out') token = await tokenFor(role);
          const batch = requests.slice(i, i + width);
          const answers = await Promise.all(batch.map((request) => send(request, token)));
          answers.forEach((res, j) => {
            const seenStatuses = statuses[route.key] ?? {};
            seenStatuses[res.status] = (seenStatuses[res.status] ?? 0) + 1;
            statuses[route.key] = seenStatuses;
            const problem = problemWith(route, res);
            if (!problem) return;
            const key = `${route.key}: ${problem}`;
            const seen = failures.get(key);
            if (seen) seen.times++;
            else
              failures.set(key, {
                times: 1,
                example:
                  `as ${role ?? 'anonymous'} [${batch[j]!.kind}] ${batch[j]!.method} ${batch[j]!.url.slice(0, 200)} ` +
                  `${String(batch[j]!.payload ?? '').slice(0, 300)} -> ${res.body.slice(0, 300)}`,
              });
          });
        }
        timings.push([route.key, Math.round(performance.now() - started)]);
      }
      timings.sort((a, b) => b[1] - a[1]);
      if (process.env.FUZZ_VERBOSE)
        for (const [key, byStatus] of Object.entries(statuses))
          console.info(
            `fuzz: ${key} ${Object.entries(byStatus)
              .map(([st, n]) => `${st}x${n}`)
              .join(' ')}`,
          );
      console.info(
        `fuzz: slowest routes ${timings
          .slice(0, 5)
          .map(([k, ms]) => `${k} ${ms} ms`)
          .join(', ')}`,
      );
      const report = [...failures].map(([key, f]) => `${key} (${f.times}x), e.g. ${f.example}`);
      expect(report, `requests that broke the contract (FUZZ_SEED=${SEED})`).toEqual([]);
      for (const [key, n] of Object.entries(counts)) expect(n, key).toBeGreaterThanOrEqual(RUNS);
    }, 180_000);
  });
}
