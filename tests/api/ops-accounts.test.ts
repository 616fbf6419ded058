// The console's account search and page, 'Suspend' and 'Reinstate' (docs/product/operations.md,
// "Accounts"; docs/product/accounts.md, "Suspended accounts"). The bookings a suspension ends: ops-suspension-bookings.test.ts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appeals, notifications, outbox, sessions, talentProfiles } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createStaff } from '../../src/server/seed/factories/staff';
import { createTestApp, type TestApp } from '../support/http';
import { openSse, type SseClient } from '../support/sse-client';

let t: TestApp;
let base: string;
let staff: Awaited<ReturnType<typeof createStaff>>;
let otherStaff: Awaited<ReturnType<typeof createStaff>>;
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: 'https://talentbridge.test' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  staff = await createStaff(t.ctx, { name: 'Olive Ops' });
  otherStaff = await createStaff(t.ctx, { name: 'Pat Console' });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t.close();
});

const cookieOf = (who: { token: string }) => `tb_session=${who.token}`;
const get = (url: string, who?: { token: string }) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookieOf(who) } : {} });
const post = (url: string, who: { token: string } | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who ? { cookie: cookieOf(who) } : {}, payload });
const suspend = (userId: string, reason = 'Repeated no-shows', who = staff) =>
  post(`/api/ops/accounts/${userId}/suspend`, who, { reason });
const reinstate = (userId: string, reason = 'Appeal upheld', who = staff) =>
  post(`/api/ops/accounts/${userId}/reinstate`, who, { reason });
const signIn = (account: { email: string; password: string }, role?: 'talent' | 'manager') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account.email, password: account.password, ...(role ? { role } : {}) },
    remoteAddress: `10.160.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
const search = async (q: string) =>
  (await get(`/api/ops/accounts?q=${encodeURIComponent(q)}`, staff))
    .json()
    .accounts.map((a: { id: string }) => a.id);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('account search', () => {
  it('finds accounts by name, e-mail, phone in any format and card number, paginated', async () => {
    const tag = randomBytes(3).toString('hex');
    const talent = await createTalent(t.ctx, { name: `Quentin${tag} Marsh`, phone: '(410) 555-0177' });
    const manager = await createManager(t.ctx, {
      firstName: `Ramona${tag}`,
      lastName: `Oakes${tag}`,
      companyName: `Teal${tag} Kitchen`,
    });
    await t.ctx.db
      .update(talentProfiles)
      .set({ cardNumber: `C-${tag}` })
      .where(eq(talentProfiles.userId, talent.userId));

    expect(await search(`quentin${tag}`)).toEqual([talent.userId]);
    expect(await search(talent.email.toUpperCase())).toEqual([talent.userId]);
    expect(await search(talent.email.slice(0, 12))).toContain(talent.userId);
    expect(await search('+1 410-555-0177')).toContain(talent.userId);
    expect(await search('4105550177')).toContain(talent.userId);
    expect(await search(`C-${tag}`)).toEqual([talent.userId]);
    expect(await search(`ramona${tag}`)).toEqual([manager.userId]);
    expect(await search(`oakes${tag}`)).toEqual([manager.userId]);
    expect(await search(`TEAL${tag}`)).toEqual([manager.userId]);
    // Wildcards are text: '%' matches nothing rather than everything.
    expect(await search('%%')).toEqual([]);

    const pair = [
      await createTalent(t.ctx, { name: `Page${tag} One` }),
      await createTalent(t.ctx, { name: `Page${tag} Two` }),
    ];
    const first = (await get(`/api/ops/accounts?q=page${tag}&limit=1`, staff)).json();
    expect(first.accounts).toHaveLength(1);
    expect(first.nextOffset).toBe(1);
    const second = (await get(`/api/ops/accounts?q=page${tag}&limit=1&offset=1`, staff)).json();
    expect(second.nextOffset).toBeNull();
    expect([first.accounts[0].id, second.accounts[0].id].sort()).toEqual(pair.map((p) => p.userId).sort());
    expect(second.accounts[0].id).not.toBe(first.accounts[0].id);
  });

  it('is for staff only and refuses a query too short with 400', async () => {
    const talent = await createTalent(t.ctx);
    expect((await get('/api/ops/accounts?q=ab')).statusCode).toBe(401);
    expect((await get('/api/ops/accounts?q=ab', talent)).statusCode).toBe(403);
    const short = await get('/api/ops/accounts?q=a', staff);
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Type at least 2 characters');
  });
});

describe('account page', () => {
  it('shows the profile, reliability, messages sent and audit entries; staff only; 404 for an unknown id', async () => {
    const talent = await createTalent(t.ctx);
    const page = await get(`/api/ops/accounts/${talent.userId}`, staff);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.account).toMatchObject({
      id: talent.userId,
      role: 'talent',
      name: 'Jordan Reyes',
      suspension: null,
    });
    expect(body.reliability).toMatchObject({ side: 'worker', figures: { figure: null } });
    expect(body.bookings).toEqual([]);
    expect(body.ratingsAbout).toEqual([]);
    expect(Array.isArray(body.messages)).toBe(true);
    expect((await get(`/api/ops/accounts/${talent.userId}`, talent)).statusCode).toBe(403);
    expect((await get(`/api/ops/accounts/${talent.userId}`)).statusCode).toBe(401);
    expect((await get(`/api/ops/accounts/${crypto.randomUUID()}`, staff)).statusCode).toBe(404);
    expect((await get('/api/ops/accounts/not-a-uuid', staff)).statusCode).toBe(404);
  });
});

describe('account page: messages and staff decisions', () => {
  it('lists outbox messages and texts sent at once together, newest first, 20 a page; every staff decision with who and when', async () => {
    const talent = await createTalent(t.ctx, { phone: '(301) 555-2871' });
    const now = t.ctx.now().getTime();
    // 21 e-mails through the outbox, the newest a minute ago, then a phone code texted at once by the SMS service.
    await t.ctx.db.insert(outbox).values(
      Array.from({ length: 21 }, (_, i) => ({
        channel: 'email' as const,
        recipient: talent.email,
        subject: `Notice ${i + 1}`,
        body: 'x',
        userId: talent.userId,
        createdAt: new Date(now - (22 - i) * 60_000),
      })),
    );
    const text = await t.ctx.services.sms.sendNow({
      to: '+13015552871',
      body: 'Your code is 123456',
      userId: talent.userId,
      purpose: 'verification',
    });
    expect(text.status).toBe('sent');
    const page = (await get(`/api/ops/accounts/${talent.userId}`, staff)).json();
    expect(page.messages).toHaveLength(20);
    expect(page.messages[0]).toMatchObject({
      source: 'direct',
      channel: 'sms',
      recipient: '+13015552871',
      subject: '(phone code)',
      status: 'sent',
    });
    expect(page.messages[1]).toMatchObject({ source: 'outbox', subject: 'Notice 21' });
    expect(page.messagesNextOffset).toBe(20);
    const older = await get(`/api/ops/accounts/${talent.userId}/messages?offset=20`, staff);
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Notice 2',
      'Notice 1',
    ]);
    expect(older.json().nextOffset).toBeNull();
    expect((await get(`/api/ops/accounts/${crypto.randomUUID()}/messages`, staff)).statusCode).toBe(404);
    expect((await get(`/api/ops/accounts/${talent.userId}/messages`, talent)).statusCode).toBe(403);

    // The vetting decision (audit target 'talent_profile') and a suspension, newest first, with who decided.
    await t.ctx.db
      .update(talentProfiles)
      .set({ vettingStatus: 'in_review', approved: false })
      .where(eq(talentProfiles.userId, talent.userId));
    const rejected = await post(`/api/ops/vetting/${talent.userId}/decision`, otherStaff, {
      decision: 'reject',
      note: 'The photo does not show a face.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await suspend(talent.userId, 'Fake documents.')).statusCode).toBe(200);
    const { decisions } = (await get(`/api/ops/accounts/${talent.userId}`, staff)).json();
    expect(
      decisions.map((d: { action: string; actorName: string; reason: string }) => [
        d.action,
        d.actorName,
        d.reason,
      ]),
    ).toEqual([
      ['staff.account_suspended', 'Olive Ops', 'Fake documents.'],
      ['staff.vetting_reject', 'Pat Console', 'The photo does not show a face.'],
    ]);
  });
});

describe("'Suspend' and 'Reinstate'", () => {
  it('refuses sign-in with the reason, ends every session and the open stream at once, tells the person; reinstate restores sign-in', async () => {
    const manager = await createManager(t.ctx);
    const stream = await openSse(`${base}/api/events`, { headers: { cookie: cookieOf(manager) } });
    clients.push(stream);
    await sleep(100);
    const started = Date.now();
    const res = await suspend(manager.userId, 'Repeated late cancellations.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().account.suspension).toMatchObject({
      reason: 'Repeated late cancellations.',
      byName: 'Olive Ops',
    });
    await Promise.race([
      stream.closed,
      sleep(1000).then(() => Promise.reject(new Error('stream still open'))),
    ]);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, manager.userId))).toHaveLength(0);
    // The tab still holding the ended cookie is told why; nobody else's cookie is.
    expect((await get('/api/auth/session', manager)).json()).toEqual({
      user: null,
      signedOutBecause: expect.stringMatching(
        /^Your account is suspended: Repeated late cancellations\. You can appeal/,
      ),
    });
    expect((await get('/api/auth/session', { token: 'not-a-session' })).json()).toEqual({ user: null });

    const refused = await signIn(manager, 'manager');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Your account is suspended: Repeated late cancellations. You can appeal within 14 days through the link in the e-mail we sent you, or through the contact form.',
    );
    // The wrong password is still just a failed sign-in: the suspension is not told to strangers.
    expect((await signIn({ email: manager.email, password: 'Wrong-Password-1' }, 'manager')).statusCode).toBe(
      401,
    );

    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, manager.userId));
    expect(notice).toMatchObject({ type: 'account_suspended', title: 'Your account is suspended' });
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.userId, manager.userId));
    const mail = mails.find((m) => m.subject === 'Your TalentBridge account is suspended');
    expect(mail?.body).toContain('https://talentbridge.test/suspension-appeal#token=');

    const page = (await get(`/api/ops/accounts/${manager.userId}`, staff)).json();
    expect(page.audit[0]).toMatchObject({
      action: 'staff.account_suspended',
      actorId: staff.userId,
      reason: 'Repeated late cancellations.',
      before: { suspendedAt: null },
    });
    expect(
      page.messages.some((m: { subject: string }) => m.subject === 'Your TalentBridge account is suspended'),
    ).toBe(true);

    const back = await reinstate(manager.userId);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().account.suspension).toBeNull();
    expect((await signIn(manager, 'manager')).statusCode).toBe(200);
    const audit = (await get(`/api/ops/accounts/${manager.userId}`, staff)).json().audit;
    expect(audit.map((a: { action: string }) => a.action)).toContain('staff.account_reinstated');
  });

  it('decides once: the second staff member is told who decided, when and what', async () => {
    const talent = await createTalent(t.ctx);
    const [a, b] = await Promise.all([
      suspend(talent.userId, 'Fraud'),
      suspend(talent.userId, 'Abuse', otherStaff),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.message).toMatch(
      /^Already decided by (Olive Ops|Pat Console) at .+: suspended\.$/,
    );
    const [r1, r2] = await Promise.all([
      reinstate(talent.userId),
      reinstate(talent.userId, 'Mistake', otherStaff),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    expect((r1.statusCode === 409 ? r1 : r2).json().error.message).toMatch(/: reinstated\.$/);
  });

  it('needs a reason, refuses staff targets and non-staff callers', async () => {
    const talent = await createTalent(t.ctx);
    const blank = await post(`/api/ops/accounts/${talent.userId}/suspend`, staff, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Please give the reason');
    expect((await suspend(otherStaff.userId)).statusCode).toBe(403);
    expect(
      (await post(`/api/ops/accounts/${talent.userId}/suspend`, talent, { reason: 'Self' })).statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/ops/accounts/${talent.userId}/suspend`, null, { reason: 'Anon' })).statusCode,
    ).toBe(401);
    expect((await reinstate(talent.userId)).statusCode).toBe(409);
  });

  it('takes one appeal per suspension through the signed link, within 14 days', async () => {
    const talent = await createTalent(t.ctx);
    expect((await suspend(talent.userId, 'Fake documents')).statusCode).toBe(200);
    const mail = (await t.ctx.db.select().from(outbox).where(eq(outbox.userId, talent.userId))).find(
      (m) => m.subject === 'Your TalentBridge account is suspended',
    )!;
    const token = decodeURIComponent(/#token=(\S+)/.exec(mail.body)![1]!);
    const appeal = (body: object) => post('/api/suspension-appeals', null, body);
    expect((await appeal({ token: `${token}x`, note: 'Mine' })).statusCode).toBe(404);
    expect((await appeal({ token, note: '' })).statusCode).toBe(400);
    const ok = await appeal({ token, note: 'The documents are real.' });
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.ctx.db.select().from(appeals).where(eq(appeals.userId, talent.userId));
    expect(row).toMatchObject({ subjectKind: 'suspension', status: 'open', note: 'The documents are real.' });
    expect((await appeal({ token, note: 'Again' })).statusCode).toBe(409);

    const other = await createTalent(t.ctx);
    expect((await suspend(other.userId, 'Spam')).statusCode).toBe(200);
    const otherMail = (await t.ctx.db.select().from(outbox).where(eq(outbox.userId, other.userId))).find(
      (m) => m.subject === 'Your TalentBridge account is suspended',
    )!;
    const late = decodeURIComponent(/#token=(\S+)/.exec(otherMail.body)![1]!);
    t.ctx.clock.now = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000);
    try {
      expect((await appeal({ token: late, note: 'Too late' })).statusCode).toBe(409);
    } finally {
      t.ctx.clock.now = null;
    }
  });
});
