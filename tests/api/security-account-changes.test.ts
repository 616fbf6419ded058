// Issue 10 items 6, 12 and 21 (profile part): account changes need the current password, a new e-mail is
// the account's only once a link sent to it is followed, a password change ends the other sessions and
// spends reset links, reset tokens stay out of the request log, and the profile route authorises first.
import { Writable } from 'node:stream';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import { newHexToken, sha256 } from '../../src/server/auth/tokens';
import { createTalent, talentProfileInput, uniqueEmail } from '../../src/server/db/factories/accounts';
import { emailChangeRequests, outbox, passwordResetTokens, users } from '../../src/server/db/schema';
import { testAppForFile } from '../support/http';

const t = testAppForFile();

const NEW_PASSWORD = 'Harbor-Lights-4417';
const WRONG_PASSWORD = 'Not-My-Password-31';

type Talent = Awaited<ReturnType<typeof createTalent>>;

/** The edit-mode body of a talent's current profile, as the form sends it. */
function profileBody(talent: Talent, overrides: Record<string, unknown> = {}) {
  const { password: _p, confirmPassword: _c, ...rest } = talentProfileInput({ email: talent.email });
  return { ...rest, ...overrides };
}

const cookieOf = (token: string) => `tb_session=${token}`;
const update = (token: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me',
    payload: body,
    headers: { cookie: cookieOf(token) },
  });
const sessionEmail = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: cookieOf(token) } })
  ).json().user?.email ?? null;
const confirm = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/email-change/confirm',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });
const emailsTo = (recipient: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
const storedEmail = async (userId: string) =>
  (await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const otherSession = async (userId: string) =>
  (await createSession(t.ctx.db, userId, { ip: '10.9.0.1', userAgent: 'other device' }, t.ctx.now())).token;

/** The confirmation link's token, read from the e-mail sent to the new address (fragment, never a query). */
async function confirmationToken(newEmail: string): Promise<string> {
  const [mail] = await emailsTo(newEmail);
  expect(mail, `no confirmation e-mail to ${newEmail}`).toBeDefined();
  const match = /\/confirm-email#token=([A-Za-z0-9_-]{43})(?:\s|$)/.exec(mail!.body);
  expect(match, mail!.body).not.toBeNull();
  return match![1]!;
}

describe('item 6: account changes need the current password', () => {
  it('item 6: a password change without the current password is refused and changes nothing', async () => {
    const talent = await createTalent(t.ctx);
    const res = await update(
      talent.token,
      profileBody(talent, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.currentPassword).toBe(
      'Enter your current password to change your e-mail or password.',
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: talent.email, password: talent.password },
      remoteAddress: '10.8.0.1',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('item 6: a wrong current password is refused with a field error', async () => {
    const talent = await createTalent(t.ctx);
    const res = await update(
      talent.token,
      profileBody(talent, {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        currentPassword: WRONG_PASSWORD,
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.fieldErrors.currentPassword).toBe('Your current password is not correct.');
  });

  it('item 6: an e-mail change without the current password is refused and the e-mail stays', async () => {
    const talent = await createTalent(t.ctx);
    const res = await update(talent.token, profileBody(talent, { email: uniqueEmail('moved') }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.currentPassword).toBeDefined();
    expect(await storedEmail(talent.userId)).toBe(talent.email);
  });

  it('item 6: other profile edits need no password', async () => {
    const talent = await createTalent(t.ctx);
    const res = await update(
      talent.token,
      profileBody(talent, { name: 'Sam Ortiz', password: '', confirmPassword: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Sam Ortiz');
  });

  it('item 6: wrong current-password tries are limited to 5 per 15 minutes per account', async () => {
    const talent = await createTalent(t.ctx);
    const start = new Date();
    t.ctx.clock.now = start;
    const attempt = (currentPassword: string) =>
      update(
        talent.token,
        profileBody(talent, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, currentPassword }),
      );
    for (let i = 0; i < 5; i++) expect((await attempt(WRONG_PASSWORD)).statusCode).toBe(403);
    // The sixth try is refused before the password is even checked, the right one included.
    const limited = await attempt(talent.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(
      /Too many tries with your current password\. Try again in \d+ minute/,
    );
    // Another session of the same account does not get a fresh allowance.
    expect(
      (
        await update(
          await otherSession(talent.userId),
          profileBody(talent, {
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
            currentPassword: talent.password,
          }),
        )
      ).statusCode,
    ).toBe(429);
    t.ctx.clock.now = new Date(start.getTime() + 15 * 60_000 + 1000);
    expect((await attempt(talent.password)).statusCode).toBe(200);
  });
});

describe('item 6: a password change', () => {
  it('item 6: ends every other session, keeps this one, spends open reset links and e-mails the account', async () => {
    const talent = await createTalent(t.ctx);
    const phone = await otherSession(talent.userId);
    const laptop = await otherSession(talent.userId);
    const resetToken = newHexToken();
    await t.ctx.db.insert(passwordResetTokens).values({
      userId: talent.userId,
      tokenHash: sha256(resetToken),
      expiresAt: new Date(Date.now() + 20 * 60_000),
    });

    const res = await update(
      talent.token,
      profileBody(talent, {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        currentPassword: talent.password,
      }),
    );
    expect(res.statusCode).toBe(200);

    expect(await sessionEmail(talent.token)).toBe(talent.email);
    expect(await sessionEmail(phone)).toBeNull();
    expect(await sessionEmail(laptop)).toBeNull();
    const open = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, talent.userId), isNull(passwordResetTokens.usedAt)));
    expect(open).toHaveLength(0);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/validate',
      payload: { token: resetToken, type: 'talent' },
    });
    expect(validate.statusCode).toBe(400);
    const [mail] = await emailsTo(talent.email);
    expect(mail!.subject).toBe('Your TalentBridge password was changed');
  });
});

describe('item 6: an e-mail change', () => {
  it("item 6: a new e-mail becomes the account's only after the link sent to it is followed; the old address is told", async () => {
    const talent = await createTalent(t.ctx);
    const newEmail = uniqueEmail('new-home');
    const res = await update(
      talent.token,
      profileBody(talent, { email: newEmail, currentPassword: talent.password }),
    );
    expect(res.statusCode).toBe(200);
    // Not yet: the account keeps its e-mail, and the profile says what it waits for.
    expect(res.json().email).toBe(talent.email);
    expect(res.json().pendingEmailChange).toEqual({ email: newEmail, sentAt: expect.any(String) });
    expect(await storedEmail(talent.userId)).toBe(talent.email);

    // A link goes to the new address (a sensitive message: its body is cleared once delivered), and only the
    // hash of its token is stored.
    const token = await confirmationToken(newEmail);
    const [request] = await t.ctx.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, talent.userId));
    expect(request!.tokenHash).toBe(sha256(token));
    expect(request!.newEmail).toBe(newEmail);
    expect((await emailsTo(newEmail)).map((m) => m.sensitive)).toEqual([true]);
    // The old address is told, without a link.
    const [notice] = await emailsTo(talent.email);
    expect(notice!.body).toContain(newEmail);
    expect(notice!.body).not.toContain(token);
    expect(notice!.body).not.toContain('/confirm-email');

    const other = await otherSession(talent.userId);
    const done = await confirm(token, cookieOf(talent.token));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ok: true, email: newEmail });
    expect(await storedEmail(talent.userId)).toBe(newEmail);
    // The confirming browser keeps its session; every other one ends.
    expect(await sessionEmail(talent.token)).toBe(newEmail);
    expect(await sessionEmail(other)).toBeNull();
    // The old address is told it changed.
    const [changed] = await emailsTo(talent.email);
    expect(changed!.subject).toBe('Your TalentBridge e-mail address was changed');
    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors.token).toBeDefined();
  });

  it('item 6: confirming from a browser without a session of the account ends every session', async () => {
    const talent = await createTalent(t.ctx);
    const newEmail = uniqueEmail('elsewhere');
    await update(talent.token, profileBody(talent, { email: newEmail, currentPassword: talent.password }));
    const res = await confirm(await confirmationToken(newEmail));
    expect(res.statusCode).toBe(200);
    expect(await sessionEmail(talent.token)).toBeNull();
  });

  it('item 6: a confirmation link expires after 24 hours', async () => {
    const talent = await createTalent(t.ctx);
    const start = new Date();
    t.ctx.clock.now = start;
    const newEmail = uniqueEmail('late');
    await update(talent.token, profileBody(talent, { email: newEmail, currentPassword: talent.password }));
    const token = await confirmationToken(newEmail);
    t.ctx.clock.now = new Date(start.getTime() + 24 * 3600_000 + 1000);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This confirmation link has expired. Change your e-mail on your profile again to get a new one.',
    );
    expect(await storedEmail(talent.userId)).toBe(talent.email);
  });

  it('item 6: an e-mail another talent took meanwhile is refused at confirmation with a clear message', async () => {
    const talent = await createTalent(t.ctx);
    const newEmail = uniqueEmail('contested');
    await update(talent.token, profileBody(talent, { email: newEmail, currentPassword: talent.password }));
    const token = await confirmationToken(newEmail);
    await createTalent(t.ctx, { email: newEmail });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Another profile already uses this e-mail address. Your e-mail was not changed.',
    );
    expect(await storedEmail(talent.userId)).toBe(talent.email);
  });

  it('item 6: a made-up or malformed token is refused with 400, never 500', async () => {
    for (const token of ['x'.repeat(43), 'short', '', '💥'.repeat(30)]) {
      const res = await confirm(token);
      expect(res.statusCode, token).toBe(400);
    }
  });
});

describe('item 6: a phone change', () => {
  it('item 6: clears the verification of the old number', async () => {
    const talent = await createTalent(t.ctx);
    await t.ctx.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, talent.userId));
    expect((await update(talent.token, profileBody(talent))).statusCode).toBe(200);
    const kept = await t.ctx.db
      .select({ at: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, talent.userId));
    expect(kept[0]!.at).not.toBeNull();
    expect((await update(talent.token, profileBody(talent, { phone: '(301)555-0177' }))).statusCode).toBe(
      200,
    );
    const cleared = await t.ctx.db
      .select({ at: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, talent.userId));
    expect(cleared[0]!.at).toBeNull();
  });
});

describe('item 12: reset tokens stay out of the request log', () => {
  it('item 12: new reset e-mails carry the token in the URL fragment', async () => {
    const talent = await createTalent(t.ctx);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: talent.email, userType: 'talent' },
      remoteAddress: '10.7.0.1',
    });
    await expect.poll(async () => (await emailsTo(talent.email)).length, { timeout: 5000 }).toBe(1);
    const [mail] = await emailsTo(talent.email);
    expect(mail!.body).toMatch(/\/reset-password#token=[0-9a-f]{64}&type=talent/);
    expect(mail!.body).not.toContain('?token=');
  });

  it('item 12: the request log line for opening an old-style link carries no token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(t.ctx, { logger: { level: 'info', stream }, serveClient: false });
    await app.ready();
    try {
      const token = newHexToken();
      await app.inject({ method: 'GET', url: `/reset-password?token=${token}&type=talent` });
      await app.inject({ method: 'GET', url: `/confirm-email?type=x&token=${token}` });
      const log = lines.join('');
      expect(log).toContain('/reset-password');
      expect(log).toContain('/confirm-email');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});

describe('item 21: PUT /api/profiles/me authorises before validating', () => {
  it('item 21: an anonymous PUT with a bad body answers 401, not 400 with field rules', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.fieldErrors).toBeUndefined();
  });
});
