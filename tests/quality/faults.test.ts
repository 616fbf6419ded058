// Fault injection, on PostgreSQL (CI runs it in the TEST_DATABASE_URL pass). The app runs in
// a child process (tests/quality/fixtures/app-process.ts) so that "no crash" means the process is still there.
//  1. Every connection to the database is terminated (pg_terminate_backend) during a stream of writes:
//     answers are 201 or 503 + Retry-After, the service writes again within 5 s, no accepted write is lost.
// The other faults: a backend terminated under an accept in faults-accept.test.ts; e-mail through
// a crash and an SMTP outage in faults-email.test.ts.
import { describe, expect, it } from 'vitest';
import { managerSignupInput } from '../../src/server/seed/factories/accounts';
import { appProcessesOnPostgres, postShift, signUpManager } from '../support/child-process';

const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const { startApp, stop, admin } = appProcessesOnPostgres(ON_POSTGRES);

const terminateAllConnections = () =>
  admin(async (c) => {
    const res = await c.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return res.rowCount ?? 0;
  });

describe.skipIf(!ON_POSTGRES)('fault injection (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  it('survives pg_terminate_backend of every connection during a stream of writes', async () => {
    const app = await startApp({});
    try {
      const cookie = await signUpManager(app, managerSignupInput());

      type Outcome = {
        startedAt: number;
        status: number;
        retryAfter: string | null;
        id?: string;
        body: string;
      };
      const outcomes: Outcome[] = [];
      const started = Date.now();
      let killedAt = Number.POSITIVE_INFINITY;
      const STREAM_MS = 8000;
      const writer = async (w: number) => {
        for (let i = 0; Date.now() - started < STREAM_MS; i++) {
          const startedAt = Date.now();
          let outcome: Outcome;
          try {
            const res = await postShift(app, cookie, `Fault ${w}-${i}`);
            const body = await res.text();
            outcome = { startedAt, status: res.status, retryAfter: res.headers.get('retry-after'), body };
            if (res.status === 201) outcome.id = JSON.parse(body).shift.id;
          } catch (error) {
            outcome = { startedAt, status: 0, retryAfter: null, body: String(error) };
          }
          outcomes.push(outcome);
          if (outcome.status === 503) await sleep(100); // a client backs off (Retry-After), a little
        }
      };
      const killer = async () => {
        await sleep(1500);
        killedAt = Date.now();
        const first = await terminateAllConnections();
        await sleep(300);
        const second = await terminateAllConnections(); // again, while the pool reconnects
        expect(first + second, 'connections were terminated').toBeGreaterThan(0);
      };
      await Promise.all([writer(1), writer(2), writer(3), writer(4), killer()]);

      expect(app.child.exitCode, `the app is still running: ${app.stderr()}`).toBeNull();
      const unexpected = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
      expect(
        unexpected.map((o) => `${o.status} ${o.body.slice(0, 200)}`),
        'only 201 or 503',
      ).toEqual([]);
      const unavailable = outcomes.filter((o) => o.status === 503);
      for (const o of unavailable) expect(o.retryAfter, '503 carries Retry-After').toMatch(/^\d+$/);
      const firstOkAfter = outcomes
        .filter((o) => o.startedAt >= killedAt && o.status === 201)
        .reduce((min, o) => Math.min(min, o.startedAt), Number.POSITIVE_INFINITY);
      expect(firstOkAfter - killedAt, 'writing again within 5 s').toBeLessThanOrEqual(5000);
      const late = outcomes.filter((o) => o.startedAt >= killedAt + 5000);
      expect(late.length).toBeGreaterThan(0);
      expect(late.filter((o) => o.status !== 201).length, 'every write 5 s after the outage succeeds').toBe(
        0,
      );

      const accepted = outcomes.filter((o) => o.id).map((o) => o.id!);
      const stored = await admin((c) =>
        c.query('SELECT count(*)::int AS n FROM shifts WHERE id = ANY($1::uuid[])', [accepted]),
      );
      expect(stored.rows[0].n, 'every accepted write is in the database').toBe(accepted.length);
      console.info(
        `faults: ${outcomes.length} writes, ${accepted.length} x 201, ${unavailable.length} x 503 (Retry-After), ` +
          `first 201 after the kill ${firstOkAfter - killedAt} ms after it`,
      );
    } finally {
      await stop(app, 'SIGTERM');
    }
  }, 60_000);
});
