import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/auth/tokens';
import { createManager, createTalent, uniqueEmail } from '../../src/server/db/factories/accounts';
import { outbox, passwordResetTokens, users } from '../../src/server/db/schema';
import { RESET_TOKEN_TTL_MS } from '../../src/shared/constants';
import { RESET_PASSWORD_MESSAGES } from '../../src/shared/schemas/support';
import { addressSequence, sessionCookieFrom, testAppForFile } from '../support/http';

const t = testAppForFile();

// Each request comes from its own address unless a test says otherwise, so the per-address cap of one
// test never silences another.
const nextIp = addressSequence('10.1');

const forgot = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload, remoteAddress });
const validate = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/validate', payload });
const reset = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload, headers });
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

const emailsTo = (recipient: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

/**
 * The answer never waits for the e-mail to be queued (so its timing says nothing); under a burst of parallel
 * requests the last rows may land just after the answers. Wait for the count, then make sure it stays.
 */
async function expectSettledCount(count: () => Promise<number>, expected: number) {
  await expect.poll(count, { timeout: 5000 }).toBe(expected);
  await new Promise((r) => setTimeout(r, 300));
  expect(await count()).toBe(expected);
}
const mailCount = (recipient: string) => async () => (await emailsTo(recipient)).length;

/** Asks for a reset link and reads it from the queued e-mail, as the account owner would. */
async function requestLink(email: string, userType: 'talent' | 'manager') {
  const before = (await emailsTo(email)).length;
  const res = await forgot({ email, userType });
  expect(res.statusCode).toBe(200);
  const mails = await emailsTo(email);
  expect(mails).toHaveLength(before + 1);
  // Issue 10 item 12: the token travels in the fragment, which browsers never send to the server.
  const match = /\/reset-password#token=([0-9a-f]{64})&type=(talent|manager)/.exec(mails[0]!.body);
  expect(match, mails[0]!.body).not.toBeNull();
  return { token: match![1]!, type: match![2]!, mail: mails[0]! };
}

const NEW_PASSWORD = 'Brand-New-Pass-9';

describe('forgot password', () => {
  it('e-mails a 30-minute link through the outbox and stores only the hash of its 256-bit token', async () => {
    const talent = await createTalent(t.ctx);
    const now = new Date('2026-03-02T15:00:00Z');
    t.ctx.clock.now = now;
    const { token, type, mail } = await requestLink(talent.email, 'talent');
    expect(type).toBe('talent');
    expect(mail.body).toContain(`${t.ctx.config.APP_ORIGIN}/reset-password#token=${token}&type=talent`);
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBe('Reset your TalentBridge password');
    const rows = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, talent.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - now.getTime()).toBe(RESET_TOKEN_TTL_MS);
    expect(RESET_TOKEN_TTL_MS).toBe(30 * 60 * 1000);
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const talent = await createTalent(t.ctx);
    const known = await forgot({ email: talent.email, userType: 'talent' });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot({ email: unknownEmail, userType: 'talent' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({
      ok: true,
      title: 'Reset Email Sent',
      message: 'Check your email for password reset instructions.',
    });
    expect(await emailsTo(unknownEmail)).toHaveLength(0);
    expect(await emailsTo(talent.email)).toHaveLength(1);
  });

  it('looks for an account of the requested type only; a type other than talent means manager', async () => {
    const talent = await createTalent(t.ctx);
    const manager = await createManager(t.ctx);
    expect((await forgot({ email: talent.email, userType: 'manager' })).statusCode).toBe(200);
    expect((await forgot({ email: manager.email, userType: 'talent' })).statusCode).toBe(200);
    expect(await emailsTo(talent.email)).toHaveLength(0);
    expect(await emailsTo(manager.email)).toHaveLength(0);
    const link = await requestLink(manager.email, 'whatever' as 'manager');
    expect(link.type).toBe('manager');
  });

  it('lowercases and trims the e-mail, and defaults the type to talent', async () => {
    const talent = await createTalent(t.ctx);
    const res = await forgot({ email: `  ${talent.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(await emailsTo(talent.email)).toHaveLength(1);
  });

  it.each([
    [{ email: '' }, 'Please enter your email address.'],
    [{}, 'Please enter your email address.'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ email: `${'x'.repeat(300)}@example.com` }, 'Invalid email format'],
  ])('rejects %o with the spec message', async (payload, message) => {
    const res = await forgot(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.email).toBe(message);
  });

  it('gives 50 requests in a minute the same answer, and sends no more than the limit', async () => {
    const talent = await createTalent(t.ctx);
    const ip = nextIp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => forgot({ email: talent.email, userType: 'talent' }, ip)),
    );
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(responses[0]!.body);
    }
    await expectSettledCount(mailCount(talent.email), 5);
    // Fifteen minutes later the window has moved on.
    t.ctx.clock.now = new Date(Date.now() + 15 * 60 * 1000 + 1000);
    await forgot({ email: talent.email, userType: 'talent' }, ip);
    expect(await emailsTo(talent.email)).toHaveLength(6);
  });

  it('caps one address sweeping many e-mails, and one e-mail asked for from many addresses', async () => {
    const talents = await Promise.all(Array.from({ length: 22 }, () => createTalent(t.ctx)));
    const ip = nextIp();
    await Promise.all(talents.map((talent) => forgot({ email: talent.email, userType: 'talent' }, ip)));
    const total = async () => {
      const sent = await Promise.all(talents.map((x) => mailCount(x.email)()));
      return sent.reduce((a, b) => a + b, 0);
    };
    await expectSettledCount(total, 20);

    const target = await createTalent(t.ctx);
    await Promise.all(Array.from({ length: 12 }, () => forgot({ email: target.email, userType: 'talent' })));
    // Ten links; then, instead of more links, one notice to the owner (issue 10 item 17).
    const links = async () => (await emailsTo(target.email)).filter((m) => m.body.includes('token=')).length;
    await expectSettledCount(links, 10);
    await expectSettledCount(mailCount(target.email), 11);
  });
});

describe('reset link validation', () => {
  it('accepts a fresh link and says which account type it is for', async () => {
    const manager = await createManager(t.ctx);
    const { token } = await requestLink(manager.email, 'manager');
    const res = await validate({ token, type: 'manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, userType: 'manager' });
  });

  it.each([
    ['a missing token', { type: 'talent' }],
    ['a missing type', { token: 'a'.repeat(64) }],
    ['an empty type', { token: 'a'.repeat(64), type: '' }],
    ['a token one character short', { token: 'a'.repeat(63), type: 'talent' }],
    ['a token one character long', { token: 'a'.repeat(65), type: 'talent' }],
    ['a token that is not hex', { token: 'g'.repeat(64), type: 'talent' }],
  ])('refuses %s as an invalid link', async (_name, payload) => {
    const res = await validate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(RESET_PASSWORD_MESSAGES.invalidLink);
  });

  it('refuses a well-formed token that was never issued', async () => {
    const res = await validate({ token: 'ab'.repeat(32), type: 'talent' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      title: 'Invalid Reset Link',
      message: 'The password reset link is invalid or has already been used.',
    });
  });

  it('refuses a talent token used with type=manager', async () => {
    const talent = await createTalent(t.ctx);
    const { token } = await requestLink(talent.email, 'talent');
    const res = await validate({ token, type: 'manager' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(RESET_PASSWORD_MESSAGES.usedLink);
    expect((await validate({ token, type: 'talent' })).statusCode).toBe(200);
  });

  it('refuses an expired token with the expiry message', async () => {
    const talent = await createTalent(t.ctx);
    const issuedAt = Date.now();
    t.ctx.clock.now = new Date(issuedAt);
    const { token } = await requestLink(talent.email, 'talent');
    t.ctx.clock.now = new Date(issuedAt + RESET_TOKEN_TTL_MS - 1000);
    expect((await validate({ token, type: 'talent' })).statusCode).toBe(200);
    t.ctx.clock.now = new Date(issuedAt + RESET_TOKEN_TTL_MS + 1000);
    const res = await validate({ token, type: 'talent' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      title: 'Expired Reset Link',
      message: 'The password reset link has expired. Please request a new one.',
    });
  });
});

describe('reset password', () => {
  it('sets the new password, spends every open link and ends every session', async () => {
    const talent = await createTalent(t.ctx);
    const phone = await signIn(talent.email, talent.password);
    const laptop = await signIn(talent.email, talent.password);
    const first = await requestLink(talent.email, 'talent');
    const second = await requestLink(talent.email, 'talent');

    const res = await reset({
      token: second.token,
      type: 'talent',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, userType: 'talent' });

    // Both old sessions are gone.
    expect((await session(sessionCookieFrom(phone))).json().user).toBeNull();
    expect((await session(sessionCookieFrom(laptop))).json().user).toBeNull();
    // The new password works, the old one does not; the stored hash is argon2id, not the password.
    expect((await signIn(talent.email, talent.password)).statusCode).toBe(401);
    expect((await signIn(talent.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, talent.userId));
    expect(user!.passwordHash.startsWith('$argon2id$')).toBe(true);
    // Replaying the link, or using the older one, fails.
    for (const token of [second.token, first.token]) {
      const again = await reset({
        token,
        type: 'talent',
        password: 'Other-Pass-77',
        confirmPassword: 'Other-Pass-77',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(RESET_PASSWORD_MESSAGES.usedLink);
      expect((await validate({ token, type: 'talent' })).json().error.message).toBe(
        RESET_PASSWORD_MESSAGES.usedLink,
      );
    }
    const open = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, talent.userId)));
    expect(open.every((row) => row.usedAt !== null)).toBe(true);
    // The owner is told the password changed.
    expect((await emailsTo(talent.email))[0]!.subject).toBe('Your TalentBridge password was changed');
  });

  it('clears the cookie of the browser that reset its own account, and only that', async () => {
    const manager = await createManager(t.ctx);
    const own = await signIn(manager.email, manager.password);
    const { token } = await requestLink(manager.email, 'manager');
    const res = await reset(
      { token, type: 'manager', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { cookie: sessionCookieFrom(own) },
    );
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'tb_session');
    expect(cleared?.value).toBe('');

    const other = await createManager(t.ctx);
    const bystander = await signIn(other.email, other.password);
    const link = await requestLink(manager.email, 'manager');
    const res2 = await reset(
      { token: link.token, type: 'manager', password: 'Third-Pass-333', confirmPassword: 'Third-Pass-333' },
      { cookie: sessionCookieFrom(bystander) },
    );
    expect(res2.statusCode).toBe(200);
    expect(res2.cookies.find((c) => c.name === 'tb_session')).toBeUndefined();
    expect((await session(sessionCookieFrom(bystander))).json().user.email).toBe(other.email);
  });

  it('lifts a sign-in lockout: owning the mailbox proves who you are', async () => {
    const manager = await createManager(t.ctx);
    const ip = nextIp();
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: manager.email, password },
        remoteAddress: ip,
      });
    for (const wrong of ['wrong-1', 'wrong-2', 'wrong-3']) await attempt(wrong);
    expect((await attempt(manager.password)).statusCode).toBe(423);
    const { token } = await requestLink(manager.email, 'manager');
    await reset({ token, type: 'manager', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await attempt(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      { password: 'Long-Enough-1', confirmPassword: 'Long-Enough-2' },
      'confirmPassword',
      'Please make sure both passwords match.',
    ],
    [
      { password: 'Short-1', confirmPassword: 'Short-1' },
      'password',
      'Password must be at least 8 characters long.',
    ],
    [{ password: '', confirmPassword: '' }, 'password', 'Please fill in all fields.'],
    [{ password: 'Long-Enough-1', confirmPassword: '' }, 'confirmPassword', 'Please fill in all fields.'],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
  ])('refuses %o and leaves the link usable', async (passwords, field, message) => {
    const talent = await createTalent(t.ctx);
    const { token } = await requestLink(talent.email, 'talent');
    const res = await reset({ token, type: 'talent', ...passwords });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors[field]).toBe(message);
    expect((await validate({ token, type: 'talent' })).statusCode).toBe(200);
    expect((await signIn(talent.email, talent.password)).statusCode).toBe(200);
  });

  it('refuses a missing token or type, a malformed token, and a token for the other account type', async () => {
    const talent = await createTalent(t.ctx);
    const { token } = await requestLink(talent.email, 'talent');
    const passwords = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (const payload of [
      { type: 'talent', ...passwords },
      { token, ...passwords },
      { token: token.slice(1), type: 'talent', ...passwords },
      { token: `${token}0`, type: 'talent', ...passwords },
    ]) {
      const res = await reset(payload);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fieldErrors)).toContain(RESET_PASSWORD_MESSAGES.invalidLink);
    }
    const other = await reset({ token, type: 'manager', ...passwords });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(RESET_PASSWORD_MESSAGES.usedLink);
    expect((await signIn(talent.email, talent.password)).statusCode).toBe(200);
  });

  it('refuses an expired token and keeps the old password', async () => {
    const talent = await createTalent(t.ctx);
    const issuedAt = Date.now();
    t.ctx.clock.now = new Date(issuedAt);
    const { token } = await requestLink(talent.email, 'talent');
    t.ctx.clock.now = new Date(issuedAt + RESET_TOKEN_TTL_MS + 1);
    const res = await reset({ token, type: 'talent', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(RESET_PASSWORD_MESSAGES.expired);
    t.ctx.clock.now = null;
    expect((await signIn(talent.email, talent.password)).statusCode).toBe(200);
  });

  it('lets the same link through only once when it is submitted twice at the same moment', async () => {
    const talent = await createTalent(t.ctx);
    const { token } = await requestLink(talent.email, 'talent');
    const results = await Promise.all(
      ['Racing-Pass-111', 'Racing-Pass-222'].map((password) =>
        reset({ token, type: 'talent', password, confirmPassword: password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
