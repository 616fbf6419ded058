// The app the applications API tests (applications*.test.ts) run against, with two managers, and how they read
// what it stored and sent.
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { devMessages, outbox, shiftApplications } from '../../src/server/db/schema';
import { createManager, type createTalent } from '../../src/server/seed/factories/accounts';
import { createTestApp, type TestApp } from '../support/http';

export let t: TestApp;
export type Manager = Awaited<ReturnType<typeof createManager>>;
export type Talent = Awaited<ReturnType<typeof createTalent>>;
export let manager: Manager;
export let otherManager: Manager;
export const smsTo = (phone: string) =>
  t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, phone));
/** E-mails queued for `address`, newest first. */
export const mailsTo = (address: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id));
export const applicationRow = async (id: string) =>
  (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, id)))[0]!;

/**
 * One app for the test file, with two managers, built before its first test and closed after its last. With
 * `movesClock`, each test's injected clock (t.ctx.clock.now) is put back to the real one after it.
 */
export function applicationsAppForFile(options: { movesClock?: boolean } = {}): void {
  if (options.movesClock)
    afterEach(() => {
      t.ctx.clock.now = null;
    });
  beforeAll(async () => {
    t = await createTestApp({ APP_ORIGIN: 'https://talentbridge.test' });
    manager = await createManager(t.ctx);
    otherManager = await createManager(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });
}
