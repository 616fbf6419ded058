// The app the applications API tests (applications*.test.ts) run against, with two managers.
import { afterAll, beforeAll } from 'vitest';
import { createManager, type createTalent } from '../../src/server/db/factories/accounts';
import { createTestApp, type TestApp } from '../support/http';

export let t: TestApp;
export type Manager = Awaited<ReturnType<typeof createManager>>;
export type Talent = Awaited<ReturnType<typeof createTalent>>;
export let manager: Manager;
export let otherManager: Manager;

/** One app for the test file, with two managers, built before its first test and closed after its last. */
export function applicationsAppForFile(): void {
  beforeAll(async () => {
    t = await createTestApp({ APP_ORIGIN: 'https://talentbridge.test' });
    manager = await createManager(t.ctx);
    otherManager = await createManager(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });
}
