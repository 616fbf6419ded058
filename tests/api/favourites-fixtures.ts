// Shared by the favourites and blocks API tests (favourites*.test.ts, blocks*.test.ts): requests to their routes,
// and workers brought into a manager's orbit (they applied to one of the manager's shifts).
import { eq } from 'drizzle-orm';
import { devMessages, notifications, shiftApplications } from '../../src/server/db/schema';
import { createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift, dayFromToday } from '../../src/server/seed/factories/shifts';
import type { TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

type Account = { token: string } | null;
type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

export function favouritesApi(t: TestApp) {
  const send = (who: Account, method: Method, url: string) =>
    t.app.inject({ method, url, headers: who ? { cookie: `tb_session=${who.token}` } : {} });
  return {
    send,
    star: (who: Account, workerId: string) => send(who, 'PUT', `/api/favourites/${workerId}`),
    unstar: (who: Account, workerId: string) => send(who, 'DELETE', `/api/favourites/${workerId}`),
    favourites: (who: Account, query = '') => send(who, 'GET', `/api/favourites${query}`),
    block: (who: Account, userId: string) => send(who, 'PUT', `/api/blocks/${userId}`),
    unblock: (who: Account, userId: string) => send(who, 'DELETE', `/api/blocks/${userId}`),
    blocks: (who: Account) => send(who, 'GET', '/api/blocks'),
    invite: (who: Account, shiftId: string) => send(who, 'POST', `/api/shifts/${shiftId}/invite-favourites`),
    apply: (who: Account, shiftId: string) => client(t, who).post(`/api/shifts/${shiftId}/applications`),
    applicants: (who: Account, shiftId: string) => client(t, who).get(`/api/shifts/${shiftId}/applications`),
    openIds: async (who: Account) =>
      expectStatus<{ shifts: { id: string }[] }>(
        await client(t, who).get('/api/shifts/open?limit=50'),
        200,
      ).shifts.map((s) => s.id),
    /** A worker with a verified phone of their own (texts go only to verified phones) who applied to `shiftId`. */
    applicant: async (shiftId: string, phone: string, overrides = {}) => {
      const talent = await createTalent(t.ctx, { phone, ...overrides });
      await markPhoneVerified(t.ctx, talent.userId);
      const { application } = expectStatus(
        await client(t, talent).post(`/api/shifts/${shiftId}/applications`),
        201,
      );
      return { talent, applicationId: application.id as string };
    },
    shift: (managerId: string, days = 3, overrides = {}) =>
      createShift(t.ctx, managerId, { shiftDate: dayFromToday(days), ...overrides }),
    notificationsOf: (userId: string) =>
      t.ctx.db.select().from(notifications).where(eq(notifications.recipientId, userId)),
    textsTo: (e164: string) => t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, e164)),
    applicationRow: async (id: string) =>
      (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, id)))[0]!,
  };
}
