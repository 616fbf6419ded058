// Shared by the applications API tests (applications*.test.ts): requests to the application routes and talents
// brought to a given state.
import { createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
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
  // Offer texts go only to verified phones; the unverified case is in security-sms-verification.test.ts.
  await markPhoneVerified(t.ctx, talent.userId);
  const { application } = expectStatus(await apply(talent, shiftId), 201);
  return { talent, applicationId: application.id as string };
}

export async function selectedTalent(shiftId: string) {
  const applied = await appliedTalent(shiftId);
  expectStatus(await select(manager, applied.applicationId), 200);
  return applied;
}
