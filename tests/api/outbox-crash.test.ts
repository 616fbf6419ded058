import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { enqueueMessage } from '../../src/server/messaging/outbox';
import { childProcesses } from '../support/child-process';
import { startSmtpSink } from '../support/smtp-sink';
import { openTestDatabase, type TestDb } from '../support/test-context';
import { migratedPgliteSnapshot } from '../support/test-database-template';

const LEASE_MS = 1500;
const processes = childProcesses();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  processes.killAll();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const { child } = await processes.start(
    'tests/support/outbox-worker-process.ts',
    { ...process.env, ...env, OUTBOX_LEASE_MS: String(LEASE_MS) },
    (stdout) => (stdout.includes('ready') ? true : undefined),
  );
  return child;
}

const killHard = (child: ChildProcess) => processes.stop(child, 'SIGKILL');

describe('a worker process killed mid-send', () => {
  it('leaves the message to be delivered exactly once after a restart', async () => {
    // The first delivery stalls inside SMTP DATA; the process is killed there. Later ones are accepted.
    const smtp = await startSmtpSink((n) => (n === 1 ? 'stall' : 'accept'));
    cleanups.push(() => smtp.close());

    // Two processes need one database: the PostgreSQL test database, or a PGlite directory handed over.
    let database: Database;
    let env: Record<string, string>;
    let reopen: () => Promise<Database>;
    if (process.env.TEST_DATABASE_URL) {
      const testDb: TestDb = await openTestDatabase();
      cleanups.push(() => testDb.drop());
      database = testDb.database;
      env = { TB_DATABASE_URL: testDb.url! };
      reopen = async () => database;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'tb-crash-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      // Migrated already (the dump every test file starts from): a new database on disk costs seconds to create.
      database = await openDatabase({ dataDir: dir, snapshot: await migratedPgliteSnapshot() });
      env = { TB_DATA_DIR: dir };
      reopen = async () => {
        const db = await openDatabase({ dataDir: dir });
        cleanups.push(() => db.close());
        return db;
      };
    }
    const id = await database.db.transaction((tx) =>
      enqueueMessage(tx, {
        channel: 'email',
        recipient: 'crash@example.com',
        subject: 'Crash',
        body: 'Survive me',
      }),
    );
    if (!process.env.TEST_DATABASE_URL) await database.close(); // PGlite: one process at a time

    const first = await startWorkerProcess({ ...env, SMTP_URL: smtp.url });
    await expect.poll(() => smtp.attempts(), { timeout: 15_000, interval: 50 }).toBe(1);
    await killHard(first);
    expect(smtp.messages).toHaveLength(0);

    const second = await startWorkerProcess({ ...env, SMTP_URL: smtp.url });
    await expect.poll(() => smtp.messages.length, { timeout: 15_000, interval: 50 }).toBe(1);
    // Give it time to send a duplicate, were it going to.
    await new Promise((r) => setTimeout(r, LEASE_MS + 1000));
    await killHard(second);

    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe('Crash');
    const check = await reopen();
    const [row] = await check.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  }, 60_000);
});
