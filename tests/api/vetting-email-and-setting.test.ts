// docs/product/operations.md, "Vetting": the e-mail verification link (once, 24 h) and a
// business's 'Only vetted workers can apply', with 'In review' on the applicant.
import { describe, expect, it } from 'vitest';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { testAppForFile } from '../support/http';
import { enrolledStaff } from './ops-fixtures';
import { talentCookie, vettingApi } from './vetting-fixtures';

const t = testAppForFile();
const api = vettingApi(t);

const tokenIn = (body: string) => new URLSearchParams(body.split('#')[1]?.split(/\s/)[0] ?? '').get('token')!;
const confirm = (token: string) => api.call('POST', '/api/email-verification/confirm', undefined, { token });

describe('e-mail verification', () => {
  it('sends a link through the outbox that verifies the address once', async () => {
    const talent = await createTalent(t.ctx);
    const cookie = talentCookie(talent);
    const sent = await api.call('POST', '/api/email-verification', cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      sentTo: talent.email,
      sent: true,
      message: 'We sent a verification link to your e-mail address.',
    });
    const [email] = await api.emailsTo(talent.email);
    expect(email).toMatchObject({ subject: 'Verify your TalentBridge e-mail address', sensitive: true });
    expect(email!.body).toContain('/verify-email#token=');
    const token = tokenIn(email!.body);
    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true, email: talent.email });
    const mine = (await api.mine(cookie)).json();
    expect(mine.emailVerified).toBe(true);
    expect(mine.checklist[0]).toEqual({ item: 'E-mail verified', done: true });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.title).toBe('This link does not work');
    expect((await api.call('POST', '/api/email-verification', cookie)).statusCode).toBe(409);
  });

  it('refuses an expired link and keeps only the newest one working', async () => {
    const talent = await createTalent(t.ctx);
    const cookie = talentCookie(talent);
    t.ctx.clock.now = new Date();
    await api.call('POST', '/api/email-verification', cookie);
    const older = tokenIn((await api.emailsTo(talent.email))[0]!.body);
    // A link sent in the last 5 minutes is not replaced (security-message-caps-verify-email.test.ts).
    t.ctx.clock.now = new Date(t.ctx.now().getTime() + 6 * 60_000);
    await api.call('POST', '/api/email-verification', cookie);
    const newer = tokenIn((await api.emailsTo(talent.email))[0]!.body);
    expect((await confirm(older)).statusCode).toBe(400);
    t.ctx.clock.now = new Date(t.ctx.now().getTime() + 24 * 3_600_000 + 1000);
    const expired = await confirm(newer);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.title).toBe('This link has expired');
    expect((await confirm('not-a-token')).statusCode).toBe(400);
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('is for talent only', async () => {
    const manager = await createManager(t.ctx);
    expect(
      (await api.call('POST', '/api/email-verification', `tb_session=${manager.token}`)).statusCode,
    ).toBe(403);
    expect((await api.call('POST', '/api/email-verification')).statusCode).toBe(401);
  });
});

describe("'Only vetted workers can apply'", () => {
  it('is off by default, set by the manager, and refuses unvetted workers with the reason', async () => {
    const staff = await enrolledStaff(t);
    const manager = await createManager(t.ctx);
    const mCookie = `tb_session=${manager.token}`;
    expect((await api.call('GET', '/api/accounts/managers/me/vetted-only', mCookie)).json()).toEqual({
      vettedOnly: false,
    });
    const set = await api.call('PATCH', '/api/accounts/managers/me/vetted-only', mCookie, {
      vettedOnly: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ vettedOnly: true });
    expect(
      (await api.call('PATCH', '/api/accounts/managers/me/vetted-only', mCookie, { vettedOnly: 'yes' }))
        .statusCode,
    ).toBe(400);
    const shift = await createShift(t.ctx, manager.userId);
    const unvetted = await createTalent(t.ctx);
    const vetted = await createTalent(t.ctx);
    expect((await api.decide(staff.cookie, vetted.userId, 'approve')).statusCode).toBe(200);
    const apply = (who: { token: string }) =>
      api.call('POST', `/api/shifts/${shift.id}/applications`, talentCookie(who));
    // Said on the open-shift card before 'Apply': to everyone, and to the unvetted worker as a refusal to come.
    const cardFor = async (who: { token: string } | null) =>
      (await api.call('GET', '/api/shifts/open?sort=soonest', who ? talentCookie(who) : undefined))
        .json()
        .shifts.find((s: { id: string }) => s.id === shift.id);
    expect(await cardFor(unvetted)).toMatchObject({ vettedOnly: true, vettedOnlyRefusesViewer: true });
    expect(await cardFor(vetted)).toMatchObject({ vettedOnly: true, vettedOnlyRefusesViewer: false });
    expect(await cardFor(null)).toMatchObject({ vettedOnly: true, vettedOnlyRefusesViewer: false });
    const refused = await apply(unvetted);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This business only accepts vetted workers. Your profile is in review.',
    );
    expect((await apply(vetted)).statusCode).toBe(201);
    // Turned off, anyone may apply again; the card says who is not vetted yet.
    await api.call('PATCH', '/api/accounts/managers/me/vetted-only', mCookie, { vettedOnly: false });
    expect((await apply(unvetted)).statusCode).toBe(201);
    const list = await api.call('GET', `/api/shifts/${shift.id}/applications`, mCookie);
    expect(list.statusCode, list.body).toBe(200);
    const byWorker = Object.fromEntries(
      list
        .json()
        .applications.map((a: { worker: { id: string; vetted: boolean } }) => [a.worker.id, a.worker.vetted]),
    );
    expect(byWorker).toEqual({ [vetted.userId]: true, [unvetted.userId]: false });
  });
});
