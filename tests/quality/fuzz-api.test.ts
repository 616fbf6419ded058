// Property-based API fuzzing. For every API route (taken from the published OpenAPI
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
import { describe, expect, it } from 'vitest';
import { describeFuzzShard } from './fuzz-api/run';
import { t, tokenFor } from './fuzz-api/world';

// Shard 1 of 3 here with the regressions; shards 2 and 3 in fuzz-api-2 and fuzz-api-3.test.ts.
describeFuzzShard(0);

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
    // A fresh session: the shard's fuzzing may have suspended the manager, which ends their sessions.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shifts/mine?cursor=${farCursor}`,
      headers: { cookie: `tb_session=${await tokenFor('manager')}` },
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
