// The scheduler's tests on a fresh database with a clock of their own: `startSchedulerSuite` opens
// the database before the file's tests, starts the clock just after the database's before each test and empties
// `scheduled_jobs` after it. `db` and `testDb` are ES module live bindings, read once `beforeAll` has assigned them.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { scheduledJobs } from '../../src/server/db/schema';
import {
  createScheduler,
  type JobHandlers,
  type SchedulerOptions,
} from '../../src/server/scheduler/scheduler';
import { openTestDatabase, type TestDb } from './test-context';

export let testDb: TestDb;
export let db: Database['db'];
export const clock = { now: new Date() };

export function startSchedulerSuite() {
  beforeAll(async () => {
    testDb = await openTestDatabase();
    db = testDb.database.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => {
    clock.now = new Date(Date.now() + 1000);
  });
  afterEach(async () => {
    await db.delete(scheduledJobs);
  });
}

export const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

export const inMs = (ms: number) => new Date(clock.now.getTime() + ms);

/** A scheduler on the suite's database and clock; its handlers receive nothing (`deps` is undefined). */
export const scheduler = (
  handlers: JobHandlers<undefined>,
  options: Partial<SchedulerOptions<undefined>> = {},
) =>
  createScheduler<undefined>({
    database: testDb.database,
    now: () => clock.now,
    deps: () => undefined,
    handlers,
    ...options,
  });

export const job = async (id: number) =>
  (await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id)))[0]!;
