// 'Invite favourites' texts: the manager's words pass smsSafeText, and a worker favourited by many managers gets at
// most INVITATION_TEXTS_PER_WORKER_DAY invitation texts a day, the rest in the app only (docs/product/trust.md,
// "Favourites and blocks"; docs/product/sms.md, "Daily caps").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favourites } from '../../src/server/db/schema';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { testAppForFile } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { favouritesApi } from './favourites-fixtures';

const t = testAppForFile({ APP_ORIGIN: 'https://talentbridge.test' });

describe("'Invite favourites' texts", () => {
  it('six managers invite one favourite: no link of theirs reaches the text, at most 3 texts, six notices', async () => {
    const api = favouritesApi(t);
    const worker = await createTalent(t.ctx, { phone: '(240) 555-0441' });
    await markPhoneVerified(t.ctx, worker.userId);
    const shiftIds: { manager: Awaited<ReturnType<typeof createManager>>; shiftId: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const manager = await createManager(t.ctx);
      await t.ctx.db.insert(favourites).values({ managerId: manager.userId, workerId: worker.userId });
      const shift = await api.shift(manager.userId, 3 + i, {
        businessName: 'verify at https://evil.example/pay',
        positionTitle: 'Call +1 (800) 555-0199 www.evil.example',
      });
      shiftIds.push({ manager, shiftId: shift.id });
    }

    const results = await Promise.all(shiftIds.map(({ manager, shiftId }) => api.invite(manager, shiftId)));
    const bodies = results.map((res) => expectStatus(res, 200));
    expect(bodies.every((b) => b.invitedInApp === 1)).toBe(true);
    expect(bodies.reduce((n, b) => n + b.invitedByText, 0)).toBe(3);

    const texts = await api.textsTo('+12405550441');
    expect(texts).toHaveLength(3);
    for (const { body } of texts) {
      expect(body).toContain('invites you to');
      expect(body).not.toMatch(/evil\s*\.\s*example|:\/\/evil|\/pay|www\.|800\D{0,3}555\D{0,3}0199/i);
    }
    const notices = (await api.notificationsOf(worker.userId)).filter((n) => n.type === 'shift_invitation');
    expect(notices).toHaveLength(6);
    const rows = await t.ctx.db.select().from(favourites).where(eq(favourites.workerId, worker.userId));
    expect(rows).toHaveLength(6);
  });
});
