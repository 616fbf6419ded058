// The access-control matrix. Every API route x {anonymous, talent A, talent B, manager A,
// manager B} x {own resource, other's resource}, with the expected status of each cell written down below
// and asserted, and every response body checked for data its caller may not see.
//
// "Own" and "other" are about parties: party A is talent A + manager A (talent A applied to manager A's
// shift), party B likewise. An actor's own resource is its party's; the other's is the other party's. The
// anonymous caller has no party: its "own" cell uses party A's resource and its "other" cell party B's.
// Routes that name no resource (lists, "me" routes, sign-up) still get both cells: "other" is the closest a
// caller can come to someone else's data there (another's e-mail in a sign-up, a replay of the whole event
// log), and the body check makes sure nothing foreign comes back.
//
// The table is in access-matrix/matrix.ts, how each route is called in access-matrix/builders-*.ts, and the parties
// and how a cell is sent in access-matrix/world.ts.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/http';
import {
  fetchOpenApiDocument,
  type OpenApiDocument,
  openApiRouteKeys,
  recordRoutes,
} from '../support/route-catalog';
import { ACCOUNT_BUILDERS } from './access-matrix/builders-accounts';
import { BILLING_BUILDERS } from './access-matrix/builders-billing';
import { CHECK_IN_BUILDERS } from './access-matrix/builders-check-in';
import { FAVOURITE_BUILDERS } from './access-matrix/builders-favourites';
import { MANAGER_ATTENDANCE_BUILDERS } from './access-matrix/builders-manager-attendance';
import { MARKETPLACE_BUILDERS } from './access-matrix/builders-marketplace';
import { MATCHING_BUILDERS } from './access-matrix/builders-matching';
import { OPS_BUILDERS } from './access-matrix/builders-ops';
import { OPS_ACCOUNT_BUILDERS } from './access-matrix/builders-ops-accounts';
import { OPS_METRICS_BUILDERS } from './access-matrix/builders-ops-metrics';
import { OPS_QUEUE_BUILDERS } from './access-matrix/builders-ops-queues';
import { RATING_BUILDERS } from './access-matrix/builders-ratings';
import { RELIABILITY_BUILDERS } from './access-matrix/builders-reliability';
import { STATEMENT_BUILDERS } from './access-matrix/builders-statements';
import { TIMESHEET_BUILDERS } from './access-matrix/builders-timesheets';
import { VETTING_BUILDERS } from './access-matrix/builders-vetting';
import { ACTORS, MATRIX, NO_LEAK_CHECK, NOTES } from './access-matrix/matrix';
import {
  accountOf,
  type Builder,
  matrixAppForFile,
  ORIGIN,
  parties,
  partyOf,
  secrets,
  send,
} from './access-matrix/world';

const BUILDERS: Record<string, Builder> = {
  ...ACCOUNT_BUILDERS,
  ...MARKETPLACE_BUILDERS,
  ...TIMESHEET_BUILDERS,
  ...CHECK_IN_BUILDERS,
  ...MANAGER_ATTENDANCE_BUILDERS,
  ...RELIABILITY_BUILDERS,
  ...FAVOURITE_BUILDERS,
  ...RATING_BUILDERS,
  ...OPS_BUILDERS,
  ...OPS_ACCOUNT_BUILDERS,
  ...OPS_METRICS_BUILDERS,
  ...OPS_QUEUE_BUILDERS,
  ...MATCHING_BUILDERS,
  ...VETTING_BUILDERS,
  ...BILLING_BUILDERS,
  ...STATEMENT_BUILDERS,
};
const catalog = recordRoutes();
/** The published contract: the route list comes from it, checked against the real table. */
let document: OpenApiDocument;
matrixAppForFile(async (t) => {
  catalog.stop();
  document = await fetchOpenApiDocument(t.app);
});

describe('access-control matrix', () => {
  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    const registered = openApiRouteKeys(document);
    expect(registered, 'the OpenAPI document lists exactly the routes the app registered').toEqual(
      catalog.routes
        .filter((r) => r.url.startsWith('/api'))
        .map((r) => r.key)
        .sort(),
    );
    expect(registered.length).toBeGreaterThan(20);
    const missing = registered.filter((key) => !(key in MATRIX));
    expect(
      missing,
      'routes without a row in MATRIX (add one, with the expected status of every cell)',
    ).toEqual([]);
    // A row whose route is gone would otherwise pass by testing nothing.
    const stale = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    expect(stale, 'rows in MATRIX for routes the app does not register (remove them)').toEqual([]);
    for (const key of Object.keys(MATRIX)) {
      expect(BUILDERS[key], `a request builder for ${key}`).toBeDefined();
      expect(MATRIX[key]).toHaveLength(ACTORS.length * 2);
    }
  });

  for (const [key, statuses] of Object.entries(MATRIX)) {
    const note = NOTES[key] ? ` (${NOTES[key]})` : '';
    it(`${key}${note}`, async () => {
      const failures: string[] = [];
      const hidden = secrets();
      for (const [a, actor] of ACTORS.entries()) {
        for (const [s, scope] of (['own', 'other'] as const).entries()) {
          const expected = statuses[a * 2 + s]!;
          const targetName = partyOf(actor, scope);
          const self = accountOf(actor);
          const request = await BUILDERS[key]!({
            actor,
            scope,
            self,
            target: parties[targetName],
            targetName,
          });
          const token = request.token !== undefined ? request.token : (self?.token ?? null);
          const { status, body } = await send(request, token);
          const cell = `${actor} × ${scope}`;
          if (status !== expected) {
            failures.push(`${cell}: expected ${expected}, got ${status}: ${body.slice(0, 300)}`);
            continue;
          }
          if (!(key in NO_LEAK_CHECK))
            for (const secret of hidden)
              if (!secret.viewers.includes(actor) && body.includes(secret.value))
                failures.push(`${cell}: the response shows ${secret.what}`);
          if (status >= 400) {
            const parsed = JSON.parse(body);
            if (typeof parsed?.error?.code !== 'string' || typeof parsed?.error?.message !== 'string')
              failures.push(`${cell}: error body is not {error:{code,message}}: ${body.slice(0, 200)}`);
          }
          try {
            await request.verify?.(status, body);
          } catch (error) {
            failures.push(`${cell}: ${(error as Error).message}`);
          }
        }
      }
      expect(failures, `cells of ${key} that failed`).toEqual([]);
    }, 60_000);
  }

  it('closes the development inbox in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      APP_ORIGIN: ORIGIN,
      // Production needs real providers or an explicitly disabled channel.
      SMS_PROVIDER: 'disabled',
      EMAIL_PROVIDER: 'disabled',
      PAYMENTS_PROVIDER: 'disabled',
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/messages' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
