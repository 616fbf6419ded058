// Processes a test starts so that it can kill them mid-work, as a crash would: the whole app
// (tests/quality/fixtures/app-process.ts) or the outbox's delivery alone (tests/support/outbox-worker-process.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { shiftInput } from '../../src/server/seed/factories/shifts';
import { openTestDatabase, type TestDb } from './test-context';

/** The child processes of one test file; the file calls `killAll` in its afterAll. */
export function childProcesses() {
  const children = new Set<ChildProcess>();
  return {
    /** Runs `script` under tsx; resolves once its stdout gives `readyFrom` a value, rejects if it exits first. */
    start<T>(script: string, env: NodeJS.ProcessEnv, readyFrom: (stdout: string) => T | undefined) {
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let stderr = '';
      child.stderr!.on('data', (d) => {
        stderr += d;
      });
      return new Promise<{ child: ChildProcess; ready: T; stderr: () => string }>((resolve, reject) => {
        child.stdout!.on('data', (d: Buffer) => {
          const ready = readyFrom(d.toString());
          if (ready !== undefined) resolve({ child, ready, stderr: () => stderr });
        });
        child.once('exit', (code, signal) =>
          reject(new Error(`${script} exited (${code ?? signal}) before it was ready: ${stderr}`)),
        );
      });
    },
    /** Sends `signal` and waits for the exit (at once if the process has already gone). */
    stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
      children.delete(child);
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
    killAll() {
      for (const child of children) child.kill('SIGKILL');
    },
  };
}

export type AppProcess = { child: ChildProcess; url: string; stderr: () => string };

/**
 * The fault suites' setup: one PostgreSQL test database and data directory for the file, apps
 * started as processes on it, and an admin connection to it. Does nothing unless `enabled`; `testDb` is filled
 * in once `beforeAll` has run.
 */
export function appProcessesOnPostgres(enabled: boolean) {
  const processes = childProcesses();
  const testDb = {} as TestDb;
  let dataDir = '';
  beforeAll(async () => {
    if (!enabled) return;
    Object.assign(testDb, await openTestDatabase());
    dataDir = mkdtempSync(join(tmpdir(), 'tb-faults-'));
  }, 60_000);
  afterAll(async () => {
    processes.killAll();
    if (!enabled) return;
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startApp(env: Record<string, string>): Promise<AppProcess> {
    const {
      child,
      ready: port,
      stderr,
    } = await processes.start(
      'tests/quality/fixtures/app-process.ts',
      {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'never',
        // As in test-context.ts: money is settled outside unless a test is about it.
        PAYMENTS_PROVIDER: 'disabled',
        DATA_DIR: dataDir,
        DATABASE_URL: testDb.url!,
        ...env,
      },
      (stdout) => /listening (\d+)/.exec(stdout)?.[1],
    );
    return { child, url: `http://127.0.0.1:${port}`, stderr };
  }

  async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: testDb.url });
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end().catch(() => {});
    }
  }

  return {
    testDb,
    dataDir: () => dataDir,
    startApp,
    stop: (app: AppProcess, signal: NodeJS.Signals) => processes.stop(app.child, signal),
    admin,
  };
}

/** Signs a new manager up through the app process's API; the session cookie to post shifts with. */
export async function signUpManager(app: AppProcess, input: object): Promise<string> {
  const signup = await fetch(`${app.url}/api/accounts/managers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  expect(signup.status).toBe(201);
  return /tb_session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')![0];
}

/** Posts a shift titled `positionTitle` through the app process's API, as the manager whose cookie it is. */
export function postShift(app: AppProcess, cookie: string, positionTitle: string) {
  return fetch(`${app.url}/api/shifts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(shiftInput({ positionTitle })),
    signal: AbortSignal.timeout(10_000),
  });
}
