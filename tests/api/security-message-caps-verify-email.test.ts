// 'Send verification link': 3 an hour and 10 a day per account and per address, and no new link while one sent in
// the last 5 minutes is open (docs/product/operations.md, "Vetting"; docs/product/accounts.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { VETTING_MESSAGES } from '../../src/shared/marketplace/vetting-messages';
import { testAppForFile } from '../support/http';
import { talentCookie, vettingApi } from './vetting-fixtures';

const t = testAppForFile();
const api = vettingApi(t);
const MINUTE = 60_000;
const send = (cookie: string) => api.call('POST', '/api/email-verification', cookie);

describe("'Send verification link' limits", () => {
  it('50 requests at once send one e-mail; the others are told a link went out a moment ago', async () => {
    const talent = await createTalent(t.ctx);
    const cookie = talentCookie(talent);
    const results = await Promise.all(Array.from({ length: 50 }, () => send(cookie)));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect((await api.emailsTo(talent.email)).length).toBeLessThanOrEqual(3);
    expect(await api.emailsTo(talent.email)).toHaveLength(1);
    const answers = results.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(answers.filter((a) => a.sent)).toHaveLength(1);
    expect(answers.filter((a) => !a.sent).map((a) => a.message)).toContain(
      VETTING_MESSAGES.verificationRecent,
    );
  });

  it('3 links an hour per account, then 429 with when to try again', async () => {
    const talent = await createTalent(t.ctx);
    const cookie = talentCookie(talent);
    const start = Date.now();
    for (let i = 0; i < 3; i++) {
      t.ctx.clock.now = new Date(start + i * 6 * MINUTE);
      const res = await send(cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ sent: true, sentTo: talent.email });
    }
    t.ctx.clock.now = new Date(start + 20 * MINUTE);
    const refused = await send(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(VETTING_MESSAGES.verificationTooMany(40));
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    expect(await api.emailsTo(talent.email)).toHaveLength(3);
    t.ctx.clock.now = new Date(start + 61 * MINUTE);
    expect((await send(cookie)).statusCode).toBe(200);
  });

  it('the address has its own limit: another account given the same address is refused', async () => {
    const first = await createTalent(t.ctx);
    const second = await createTalent(t.ctx);
    const start = Date.now();
    for (let i = 0; i < 3; i++) {
      t.ctx.clock.now = new Date(start + i * 6 * MINUTE);
      expect((await send(talentCookie(first))).statusCode).toBe(200);
    }
    const address = first.email;
    await t.ctx.db
      .update(users)
      .set({ email: `moved.${address}` })
      .where(eq(users.id, first.userId));
    await t.ctx.db.update(users).set({ email: address.toUpperCase() }).where(eq(users.id, second.userId));
    t.ctx.clock.now = new Date(start + 20 * MINUTE);
    expect((await send(talentCookie(second))).statusCode).toBe(429);
    expect(await api.emailsTo(address.toUpperCase())).toHaveLength(0);
  });
});
