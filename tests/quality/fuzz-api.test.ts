// Issue 6, item 5: property-based API fuzzing. For every API route (taken from the published OpenAPI
// document, checked against the running app's route table, so a new route is fuzzed without anyone listing
// it), at least 200 generated requests: valid-shaped ones derived from the document's JSON Schemas of the
// route's body and query (fast-check arbitraries) and from known-good examples, and
// hostile ones (wrong types, huge and odd unicode strings, missing and extra fields, prototype keys, bad
// JSON, wrong content types, odd path and query values). Each goes out as a signed-in user of the role the
// route serves. No answer may be a 5xx; every 4xx must be `{ error: { code, message } }`; a 2xx JSON answer
// must parse and, where the route declares a response schema, match it.
//
// Reproduce a failure with FUZZ_SEED=<seed printed in the failure> (and FUZZ_RUNS to go further).
//
// The generic arbitraries are in fuzz-api/arbitraries.ts, what is sent to one route in fuzz-api/requests.ts, and the
// app, its accounts and how an answer is judged in fuzz-api/world.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openApiRouteKeys, recordRoutes } from '../support/route-catalog';
import { requestArbitrary } from './fuzz-api/requests';
import { document, fuzzAppForFile, manager, problemWith, roleFor, send, t, tokenFor } from './fuzz-api/world';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const CONCURRENCY = 8;

const catalog = recordRoutes();
fuzzAppForFile(async () => {
  catalog.stop();
});

describe(`API fuzzing (${RUNS} requests per route, seed ${SEED})`, () => {
  it('fuzzes every API route: no 5xx, every error is {error:{code,message}}', async () => {
    const registered = catalog.routes.filter((r) => r.url.startsWith('/api'));
    const documented = openApiRouteKeys(document);
    expect(documented, 'the OpenAPI document lists exactly the routes the app registered').toEqual(
      registered.map((r) => r.key).sort(),
    );
    const routes = documented.map((key) => registered.find((r) => r.key === key)!);
    expect(routes.length).toBeGreaterThan(20);
    // One example per route and kind of problem, with how often it happened.
    const failures = new Map<string, { example: string; times: number }>();
    const counts: Record<string, number> = {};
    const timings: [string, number][] = [];
    const statuses: Record<string, Record<number, number>> = {};
    for (const [index, route] of routes.entries()) {
      const started = performance.now();
      const role = await roleFor(route);
      let token = await tokenFor(role);
      const requests = fc.sample(requestArbitrary(route), { numRuns: RUNS, seed: SEED + index });
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

describe('regressions found by fuzzing', () => {
  // A cursor is opaque, but a client can send anything: a date Postgres cannot hold must be a 400.
  const farCursor = Buffer.from('-101030-03-30T12:10:24.016Z|7b65de48-7fdb-4ad5-ac9f-f7d8a18c3171').toString(
    'base64url',
  );

  it('GET /api/shifts/open answers 400, not 500, to a cursor whose date is outside what Postgres can store', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shifts/open?cursor=${farCursor}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('GET /api/shifts/mine answers 400, not 500, to a cursor whose date is outside what Postgres can store', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shifts/mine?cursor=${farCursor}`,
      headers: { cookie: `tb_session=${manager.token}` },
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('answers an over-long path parameter and a broken %-escape in the usual error shape', async () => {
    for (const url of [`/api/avatars/${'a'.repeat(150)}`, '/api/shifts/%E0%A4%A/applications']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
      expect(res.body, 'the path is not echoed').not.toContain('aaaaaaaaaa');
    }
  });
});
