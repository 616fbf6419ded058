// `npm run ops:add` (scripts/ops-staff.ts), run as a child process like an operator would, on the
// embedded database (a data directory) or on PostgreSQL (TEST_DATABASE_URL); beside a running server on the embedded
// database it goes through the server's local channel (ADR 022).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/auth/tokens';
import { type Database, openDatabase } from '../../src/server/db/client';
import { auditLog, passwordResetTokens, staffAccounts, users } from '../../src/server/db/schema';
import { childProcesses } from '../support/child-process';
import { openTestDatabase, type TestDb } from '../support/test-context';
import { migratedPgliteSnapshot } from '../support/test-database-template';
import { linkParts } from './ops-fixtures';

type Run = { code: number; stdout: string; stderr: string };

function opsAdd(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return ops(['add', ...args], env);
}

/** `npm run ops:<command> -- …` as the operator types it. */
function ops(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/ops-staff.ts', ...args],
      { env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A new data directory whose embedded database is already migrated (from the dump every test file starts from), for
 * the tests that are not about the very first start: creating and migrating an embedded database on disk costs
 several seconds (about 7 s for its initdb alone on a busy machine).
 */
async function migratedDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const database = await openDatabase({
    dataDir: join(dir, 'pglite'),
    snapshot: await migratedPgliteSnapshot(),
  });
  await database.close();
  return dir;
}

const dataDir = mkdtempSync(join(tmpdir(), 'tb-ops-add-'));
let pg: TestDb | undefined;
let migrated: Promise<unknown> | undefined;
afterAll(async () => {
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Where the script writes: PostgreSQL when the suite runs on it, else an embedded database in `dataDir`. */
async function target(): Promise<{
  env: NodeJS.ProcessEnv;
  open: () => Promise<Database>;
  close: (d: Database) => Promise<void>;
}> {
  if (process.env.TEST_DATABASE_URL) {
    pg ??= await openTestDatabase();
    return {
      env: { DATABASE_URL: pg.url, DATA_DIR: dataDir },
      open: async () => pg!.database,
      close: async () => {},
    };
  }
  migrated ??= openDatabase({
    dataDir: join(dataDir, 'pglite'),
    snapshot: await migratedPgliteSnapshot(),
  }).then((d) => d.close());
  await migrated;
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }),
    close: (d) => d.close(),
  };
}

describe('npm run ops:add', () => {
  it('creates a staff account and prints a one-time set-password link valid 30 min', async () => {
    const where = await target();
    const run = await opsAdd(['--email', 'Night.Desk@Example.com', '--name', 'Nia Desk'], where.env);
    expect(run.code, run.stderr).toBe(0);
    const link = /(http\S+\/reset-password#\S+)/.exec(run.stdout)?.[1];
    expect(link, run.stdout).toBeDefined();
    const { token, type } = linkParts(link!);
    expect(type).toBe('ops');

    const database = await where.open();
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, 'night.desk@example.com'));
      expect(user!.role).toBe('ops');
      const [staff] = await database.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.userId, user!.id));
      expect(staff!.name).toBe('Nia Desk');
      const [stored] = await database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, sha256(token)));
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(30 * 60_000);
    } finally {
      await where.close(database);
    }

    const again = await opsAdd(['--email', 'night.desk@example.com'], where.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already/);
  }, 120_000);

  it('refuses a missing e-mail', async () => {
    const run = await opsAdd([], { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--email/);
  }, 60_000);

  it('says so and exits non-zero while another process that is no server holds the embedded database', async () => {
    const dir = await migratedDataDir('tb-ops-held-');
    try {
      const held = await openDatabase({ dataDir: join(dir, 'pglite') });
      const run = await opsAdd(['--email', 'held@example.com'], { DATA_DIR: dir });
      await held.close();
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/open in another process that does not answer/);
      // A stale marker (a killed server) is reported the same way.
      writeFileSync(join(dir, 'pglite', 'postmaster.pid'), '-42\n');
      expect((await opsAdd(['--email', 'held@example.com'], { DATA_DIR: dir })).code).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

const processes = childProcesses();
afterAll(() => processes.killAll());

/** The server as `npm run serve` starts it, on the embedded database in `dir`. */
function startServer(dir: string, seed: 'auto' | 'never') {
  return processes.start(
    'src/server/main.ts',
    {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: dir,
      SEED_DEMO: seed,
    },
    (stdout) => (stdout.includes('TalentBridge ready') ? true : undefined),
  );
}

async function rowsIn<T>(dir: string, read: (d: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

// The server holds the embedded database alone; on PostgreSQL the command connects directly (tested above).
describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'npm run ops:* beside a server on the embedded database',
  () => {
    it('reaches the running server over DATA_DIR/ops.sock, which only the owner can use', async () => {
      const dir = await migratedDataDir('tb-ops-live-');
      try {
        const server = await startServer(dir, 'never');
        expect(statSync(join(dir, 'ops.sock')).mode & 0o777).toBe(0o600);

        const run = await opsAdd(['--email', 'live.desk@example.com', '--name', 'Liv Desk'], {
          DATA_DIR: dir,
        });
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toMatch(/Staff account created for live\.desk@example\.com/);
        const { type } = linkParts(/(http\S+\/reset-password#\S+)/.exec(run.stdout)![1]!);
        expect(type).toBe('ops');
        const again = await opsAdd(['--email', 'live.desk@example.com'], { DATA_DIR: dir });
        expect([again.code, again.stderr]).toEqual([1, expect.stringMatching(/exists already/)]);
        // The other staff commands take the same channel.
        const disabled = await ops(['disable', 'live.desk@example.com'], { DATA_DIR: dir });
        expect(disabled.code, disabled.stderr).toBe(0);
        const unknown = await ops(['reset-2fa', 'nobody@example.com'], { DATA_DIR: dir });
        expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringMatching(/No staff account/)]);

        await processes.stop(server.child, 'SIGTERM');
        expect(existsSync(join(dir, 'ops.sock'))).toBe(false);
        await rowsIn(dir, async ({ db }) => {
          const [user] = await db.select().from(users).where(eq(users.email, 'live.desk@example.com'));
          expect(user!.role).toBe('ops');
          expect(user!.suspendedAt).not.toBeNull();
          const actions = await db
            .select({ action: auditLog.action, actorRole: auditLog.actorRole })
            .from(auditLog)
            .where(eq(auditLog.targetId, user!.id))
            .orderBy(auditLog.id);
          expect(actions).toEqual([
            { action: 'staff.created', actorRole: 'command-line' },
            { action: 'staff.disabled', actorRole: 'command-line' },
          ]);
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 180_000);

    it('works before the very first start, and the demo data still loads at that start', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tb-ops-first-'));
      try {
        const run = await opsAdd(['--email', 'first.desk@example.com'], { DATA_DIR: dir });
        expect(run.code, run.stderr).toBe(0);
        const server = await startServer(dir, 'auto');
        await processes.stop(server.child, 'SIGTERM');
        await rowsIn(dir, async ({ db }) => {
          const found = await db
            .select({ email: users.email })
            .from(users)
            .where(and(eq(users.role, 'manager'), eq(users.email, 'manager@demo.talentbridge.app')));
          expect(found).toHaveLength(1);
          const [staff] = await db.select().from(users).where(eq(users.email, 'first.desk@example.com'));
          expect(staff!.role).toBe('ops');
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 180_000);
  },
);
