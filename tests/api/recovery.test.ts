// Password recovery, the request and the link (docs/product/recovery.md); the reset itself is in recovery-reset.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/auth/tokens';
import { passwordResetTokens } from '../../src/server/db/schema';
import { createManager, createTalent, uniqueEmail } from '../../src/server/seed/factories/accounts';
import { RESET_TOKEN_TTL_MS } from '../../src/shared/constants';
import { RESET_PASSWORD_MESSAGES } from '../../src/shared/schemas/support';
import { addressSequence, testAppForFile } from '../support/http';
import { recoveryRequests } from '../support/recovery-requests';

const t = testAppForFile();

// Each request comes from its own address unless a test says otherwise, so the per-address cap of one
// test never silences another.
const nextIp = addressSequence('10.1');
const { forgot, validate, emailsTo, expectSettledCount, mailCount, requestLink } = recoveryRequests(
  t,
  nextIp,
);

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
    // Ten links; then, instead of more links, one notice to the owner.
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
