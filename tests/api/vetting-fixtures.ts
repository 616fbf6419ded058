// Shared by the vetting tests (docs/product/operations.md, "Vetting"): calls as a cookie, outbox and event reads.
import { and, desc, eq } from 'drizzle-orm';
import { events, notifications, outbox } from '../../src/server/db/schema';
import type { TestApp } from '../support/http';
import { nextAddress } from './ops-fixtures';

export function vettingApi(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload, remoteAddress: nextAddress() });
  return {
    call,
    decide: (staffCookie: string, userId: string, decision: string, note?: string) =>
      call('POST', `/api/ops/vetting/${userId}/decision`, staffCookie, { decision, note }),
    mine: (cookie: string) => call('GET', '/api/vetting/me', cookie),
    emailsTo: (address: string) =>
      t.ctx.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id)),
    eventsOf: (userId: string) =>
      t.ctx.db
        .select()
        .from(events)
        .where(and(eq(events.userId, userId), eq(events.type, 'vetting_changed')))
        .orderBy(desc(events.id)),
    noticesOf: (userId: string) =>
      t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'vetting_decided')))
        .orderBy(desc(notifications.createdAt)),
  };
}

export const talentCookie = (talent: { token: string }) => `tb_session=${talent.token}`;
