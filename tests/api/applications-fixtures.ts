// Shared by the applications API tests (applications*.test.ts): requests to the application routes, talents
// brought to a given state, and what the app stored or sent.
import { desc, eq } from 'drizzle-orm';
import { createTalent, markPhoneVerified } from '../../src/server/db/factories/accounts';
import { devMessages, outbox, shiftApplications } from '../../src/server/db/schema';
import { client, expectStatus } from '../support/marketplace';
import { manager, type Talent, t } from './applications-app';

export const apply = (talent: Talent | null, shiftId: string) =>
  client(t, talent).post(`/api/shifts/${shiftId}/applications`);
export const select = (who: { token: string } | null, applicationId: string) =>
  client(t, who).post(`/api/applications/${applicationId}/select`);
export const respond = (who: { token: string } | null, applicationId: string, action: 'accept' | 'decline') =>
  client(t, who).post(`/api/applications/${applicationId}/${action}`);

export async function appliedTalent(shiftId: string, overrides = {}) {
  const talent = await createTalent(t.ctx, overrides);
  // Offer texts go only to verified phones (issue 10 item 7); the unverified case is in security-sms-verification.test.ts.
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
