// Shared by the applications API tests (applications*.test.ts): the app with two managers, requests to the
// application routes, and talents brought to a given state.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/db/factories/accounts';
import { devMessages, outbox, shiftApplications } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

export let t: TestApp;
export type Manager = Awaited<ReturnType<typeof createManager>>;
export type Talent = Awaited<ReturnType<typeof createTalent>>;
export let manager: Manager;
export let otherManager: Manager;

export const apply = (talent: Talent | null, shiftId: string) =>
  client(t, talent).post(`/api/shifts/${shiftId}/applications`);
export const select = (who: { token: string } | null, applicationId: string) =>
  client(t, who).post(`/api/applications/${applicationId}/select`);
export const respond = (who: { token: string } | null, applicationId: string, action: 'accept' | 'decline') =>
  client(t, who).post(`/api/applications/${applicationId}/${action}`);

export async function appliedTalent(shiftId: string, overrides = {}) {
  const talent = await createTalent(t.ctx, overrides);
  // Offer texts go only to verified phones (issue 10 item 7); the unverified case is in security-sms.test.ts.
  await markPhoneVerified(t.ctx, talent.userId);
  const { application } = expectStatus(await apply(talent, shiftId), 201);
  return { talent, applicationId: application.id as string };
}

export async function selectedTalent(shiftId: string) {
  const applied = await appliedTalent(shiftId);
  expectStatus(await select(manager, applied.applicationId), 200);
  return applied;
}

export const smsTo = (phone: string) =>
  t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, phone));
/** E-mails queued for `address`, newest first. */
export const mailsTo = (address: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id));
export const applicationRow = async (id: string) =>
  (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, id)))[0]!;

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
