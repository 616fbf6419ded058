// Password recovery, the reset itself (docs/product/recovery.md); the request and the link are in recovery.test.ts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { RESET_TOKEN_TTL_MS } from '../../src/shared/constants';
import { RESET_PASSWORD_MESSAGES } from '../../src/shared/schemas/support';
import { addressSequence, sessionCookieFrom, testAppForFile } from '../support/http';
import { NEW_PASSWORD, recoveryRequests } from '../support/recovery-requests';

const t = testAppForFile();

// Each request comes from its own address unless a test says otherwise, so the per-address cap of one
// test never silences another.
const nextIp = addressSequence('10.2');
const { validate, reset, signIn, session, emailsTo, requestLink } = recoveryRequests(t, nextIp);

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
