import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema';
import { createNotification } from '../../src/server/notifications/create-notification';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { NOTIFICATIONS_LIMIT } from '../../src/shared/constants';
import { createTestApp, type TestApp } from '../support/http';

let t: TestApp;
let talent: { userId: string; cookie: string };
let manager: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const tal = await createTalent(t.ctx);
  const man = await createManager(t.ctx);
  talent = { userId: tal.userId, cookie: `tb_session=${tal.token}` };
  manager = { userId: man.userId, cookie: `tb_session=${man.token}` };
});
afterAll(async () => {
  await t.close();
});

const notify = (recipientId: string, title: string) =>
  t.ctx.db.transaction((tx) =>
    createNotification(tx, { recipientId, type: 'shift_selected', title, message: `${title} message` }),
  );
const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/notifications', headers: cookie ? { cookie } : {} });
const markRead = (id: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: { cookie } });
const markAll = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie } });

describe('notifications API', () => {
  it('needs a session', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });

  it("lists only the user's own, newest first, at most 50, with the unread count", async () => {
    for (let i = 1; i <= NOTIFICATIONS_LIMIT + 5; i++) await notify(talent.userId, `Offer ${i}`);
    await notify(manager.userId, 'For the manager');
    const res = await list(talent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.notifications).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(body.notifications[0]).toMatchObject({
      title: `Offer ${NOTIFICATIONS_LIMIT + 5}`,
      message: `Offer ${NOTIFICATIONS_LIMIT + 5} message`,
      type: 'shift_selected',
      readAt: null,
    });
    expect(body.notifications.at(-1).title).toBe('Offer 6');
    expect(body.notifications.some((n: { title: string }) => n.title === 'For the manager')).toBe(false);
    expect(body.unreadCount).toBe(NOTIFICATIONS_LIMIT + 5);
  });

  it('marks one read, once, and lowers the unread count', async () => {
    const before = (await list(talent.cookie)).json();
    const target = before.notifications[0];
    const res = await markRead(target.id, talent.cookie);
    expect(res.statusCode).toBe(200);
    const readAt = res.json().notification.readAt;
    expect(readAt).toEqual(expect.any(String));
    const again = await markRead(target.id, talent.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().notification.readAt).toBe(readAt);
    expect((await list(talent.cookie)).json().unreadCount).toBe(before.unreadCount - 1);
  });

  it("answers 404 (not 403) for another user's notification, and leaves it unread", async () => {
    const theirs = await notify(manager.userId, 'Private to the manager');
    const res = await markRead(theirs.id, talent.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const [row] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row!.readAt).toBeNull();
    expect((await markRead('00000000-0000-4000-8000-000000000000', talent.cookie)).statusCode).toBe(404);
    expect((await markRead('not-a-uuid', talent.cookie)).statusCode).toBe(404);
  });

  it("marks all read for the user only ('Mark all read')", async () => {
    const managerUnread = (await list(manager.cookie)).json().unreadCount;
    const res = await markAll(talent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().unreadCount).toBe(0);
    expect((await list(talent.cookie)).json().unreadCount).toBe(0);
    expect((await list(manager.cookie)).json().unreadCount).toBe(managerUnread);
  });
});
