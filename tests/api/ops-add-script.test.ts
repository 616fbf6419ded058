// Issue 15 item 1: `npm run ops:add` (scripts/ops-add.ts), run as a child process like an operator would, on the
// embedded database (a data directory) or on PostgreSQL (TEST_DATABASE_URL).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/auth/tokens';
import { type Database, openDatabase } from '../../src/server/db/client';
import { passwordResetTokens, staffAccounts, users } from '../../src/server/db/schema';
import { openTestDatabase, type TestDb } from '../support/test-context';
import { linkParts } from './ops-fixtures';

type Run = { code: number; stdout: string; stderr: string };

function opsAdd(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/ops-add.ts', ...args],
      { env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'tb-ops-add-'));
let pg: TestDb | undefined;
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

  it('says so and exits non-zero while another process holds the embedded database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-ops-held-'));
    try {
      const held = await openDatabase({ dataDir: join(dir, 'pglite') });
      const run = await opsAdd(['--email', 'held@example.com'], { DATA_DIR: dir });
      await held.close();
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/open in another process \(is the server running\?\)/);
      // A stale marker (a killed server) is reported the same way.
      writeFileSync(join(dir, 'pglite', 'postmaster.pid'), '-42\n');
      expect((await opsAdd(['--email', 'held@example.com'], { DATA_DIR: dir })).code).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
