// / fault injection under an accept, on PostgreSQL (CI runs it in the
// TEST_DATABASE_URL pass), the app in a child process (tests/quality/fixtures/app-process.ts). The backend of an
// accept waiting on a row lock inside its transaction is terminated: the process stays up, that request answers
// 503 + Retry-After, the next one 200; and 38 rounds of terminations every 150 ms under load crash nothing.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/create-context';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { createManager, createTalent, managerSignupInput } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { type AppProcess, appProcessesOnPostgres, postShift, signUpManager } from '../support/child-process';

const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const { testDb, dataDir, startApp, stop, admin } = appProcessesOnPostgres(ON_POSTGRES);

/** A talent selected for a shift, made in this process on the app's database; the talent's cookie to accept. */
async function selectedApplication(): Promise<{ applicationId: string; cookie: string }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir() });
  const ctx = createContext(config, testDb.database);
  const manager = await createManager(ctx);
  const talent = await createTalent(ctx);
  const shift = await createShift(ctx, manager.userId);
  const application = await applyToShift(ctx, talent.userId, shift.id);
  await admin((c) =>
    c.query(`UPDATE shift_applications SET status = 'selected' WHERE id = $1`, [application.id]),
  );
  return { applicationId: application.id, cookie: `tb_session=${talent.token}` };
}

const accept = (app: AppProcess, applicationId: string, cookie: string) =>
  fetch(`${app.url}/api/applications/${applicationId}/accept`, {
    method: 'POST',
    headers: { cookie },
    signal: AbortSignal.timeout(15_000),
  });

describe.skipIf(!ON_POSTGRES)('fault injection (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  it('terminating the backend of an accept waiting on a row lock answers 503 and the process keeps serving', async () => {
    const { applicationId, cookie } = await selectedApplication();
    const app = await startApp({});
    const holder = new pg.Client({ connectionString: testDb.url });
    await holder.connect();
    try {
      // The review's case: the accept's transaction waits on the application row this connection locks.
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM shift_applications WHERE id = $1 FOR UPDATE', [applicationId]);
      const pending = accept(app, applicationId, cookie).then(
        async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.text(),
        }),
        (error: unknown) => ({ status: 0, retryAfter: null, body: String(error) }),
      );
      const waiting = async () => {
        const res = await admin((c) =>
          c.query(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
            [(holder as unknown as { processID: number }).processID],
          ),
        );
        return res.rows.map((r) => r.pid as number);
      };
      await expect.poll(async () => (await waiting()).length, { timeout: 10_000, interval: 50 }).toBe(1);
      const [pid] = await waiting();
      await admin((c) => c.query('SELECT pg_terminate_backend($1)', [pid]));

      const answer = await pending;
      expect(answer.status, `the request answers 503, not a dropped connection: ${answer.body}`).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      await sleep(300);
      expect(app.child.exitCode, `the app is still running: ${app.stderr()}`).toBeNull();
      expect(app.child.signalCode).toBeNull();

      await holder.query('ROLLBACK');
      const again = await accept(app, applicationId, cookie);
      expect(again.status, await again.clone().text()).toBe(200);
      expect((await again.json()).application.status).toBe('accepted');
    } finally {
      await holder.end().catch(() => {});
      await stop(app, 'SIGTERM');
      // The accept's e-mail to the manager must not reach the SMTP servers of the tests below.
      await admin((c) => c.query('DELETE FROM outbox'));
    }
  }, 60_000);

  it('38 rounds of backend terminations every 150 ms under load crash nothing', async () => {
    const { applicationId, cookie: talentCookie } = await selectedApplication();
    const app = await startApp({});
    // Accepts wait on this lock inside their transactions all through the storm, as in the review's case.
    const holder = new pg.Client({ connectionString: testDb.url });
    await holder.connect();
    holder.on('error', () => {});
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM shift_applications WHERE id = $1 FOR UPDATE', [applicationId]);
    const holderPid = (holder as unknown as { processID: number }).processID;
    try {
      const cookie = await signUpManager(app, managerSignupInput());
      const statuses: number[] = [];
      const failures: string[] = [];
      let storming = true;
      const writer = async (w: number) => {
        for (let i = 0; storming; i++) {
          try {
            const res = await postShift(app, cookie, `Storm ${w}-${i}`);
            statuses.push(res.status);
            const body = await res.text();
            if (res.status !== 201 && res.status !== 503)
              failures.push(`${res.status} ${body.slice(0, 200)}`);
          } catch (error) {
            failures.push(`no answer: ${String(error)}`);
          }
        }
      };
      const accepter = async () => {
        while (storming) {
          try {
            const res = await accept(app, applicationId, talentCookie);
            statuses.push(res.status);
            const body = await res.text();
            // 200/409 only once the lock is released after the storm (one accept wins, the rest find it taken).
            if (![200, 409, 503].includes(res.status))
              failures.push(`accept ${res.status} ${body.slice(0, 200)}`);
          } catch (error) {
            failures.push(`accept: no answer: ${String(error)}`);
          }
        }
      };
      const killer = async () => {
        let terminated = 0;
        for (let round = 0; round < 38; round++) {
          terminated += await admin(async (c) => {
            const res = await c.query(
              'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND pid <> $1',
              [holderPid],
            );
            return res.rowCount ?? 0;
          });
          await sleep(150);
        }
        storming = false;
        await holder.query('ROLLBACK');
        return terminated;
      };
      const [terminated] = await Promise.all([
        killer(),
        writer(1),
        writer(2),
        writer(3),
        accepter(),
        accepter(),
      ]);
      expect(app.child.exitCode, `the app is still running: ${app.stderr()}`).toBeNull();
      expect(app.child.signalCode).toBeNull();
      expect(terminated, 'backends were terminated').toBeGreaterThan(38);
      expect(failures, 'only 201 or 503 while the terminations go on').toEqual([]);
      expect(
        statuses.filter((s) => s === 503).length,
        'some requests met a terminated backend',
      ).toBeGreaterThan(0);
      // Serving normally again within 5 s.
      await expect
        .poll(async () => (await postShift(app, cookie, 'After the storm')).status, {
          timeout: 5000,
          interval: 200,
        })
        .toBe(201);
      console.info(
        `faults: ${statuses.length} writes and accepts during 38 termination rounds, ${statuses.filter((s) => s === 503).length} x 503, ${terminated} backends terminated`,
      );
    } finally {
      await holder.end().catch(() => {});
      await stop(app, 'SIGTERM');
      // The accept's e-mail to the manager must not reach the SMTP servers of the tests below.
      await admin((c) => c.query('DELETE FROM outbox'));
    }
  }, 90_000);
});
