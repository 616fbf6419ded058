// Sign-in and sessions.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import {
  managerSignupInput,
  talentProfileInput,
  uniqueEmail,
} from '../../src/server/seed/factories/accounts';
import { cookieFrom, sessionCookieFrom } from '../support/http';
import { accountsAppForFile, t } from './accounts-app';
import { session, signIn, signUpManager, signUpTalent } from './accounts-fixtures';

accountsAppForFile();

describe('sign-in', () => {
  it('signs a manager in, issues a new token each time, and signs out', async () => {
    const input = managerSignupInput();
    await signUpManager(input);
    const first = await signIn(input.email, input.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.userType).toBe('manager');
    const second = await signIn(input.email, input.password);
    expect(sessionCookieFrom(second)).not.toBe(sessionCookieFrom(first));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: sessionCookieFrom(first) },
    });
    expect(out.statusCode).toBe(200);
    expect((await session(sessionCookieFrom(first))).json().user).toBeNull();
    // The other session is untouched.
    expect((await session(sessionCookieFrom(second))).json().user.email).toBe(input.email.toLowerCase());
  });

  it('tries talent first, then managers, for the same e-mail (docs/product/accounts.md)', async () => {
    const email = uniqueEmail('both');
    await signUpManager(
      managerSignupInput({ email, password: 'Manager-Pass-1', confirmPassword: 'Manager-Pass-1' }),
    );
    await signUpTalent(
      talentProfileInput({ email, password: 'Talent-Pass-1', confirmPassword: 'Talent-Pass-1' }),
    );
    const asTalent = await signIn(email, 'Talent-Pass-1');
    const asManager = await signIn(email, 'Manager-Pass-1');
    expect(asTalent.json().user.userType).toBe('talent');
    expect(asManager.json().user.userType).toBe('manager');
    // The user a sign-in answers with is the one its session cookie resolves to (name, company, times).
    for (const res of [asTalent, asManager])
      expect(res.json().user).toEqual((await session(sessionCookieFrom(res))).json().user);
    expect(asTalent.json().user.name).not.toBe(asManager.json().user.name);
  });

  it('gives the same message for an unknown e-mail and a wrong password', async () => {
    const input = managerSignupInput();
    await signUpManager(input);
    const wrong = await signIn(input.email, 'Wrong-Pass-1');
    const unknown = await signIn(uniqueEmail('nobody'), 'Wrong-Pass-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password');
    expect(unknown.json().error.message).toBe('Invalid email or password');
  });

  it('locks after 3 failures in 30 minutes, for 15 minutes, with the spec messages', async () => {
    const input = managerSignupInput();
    await signUpManager(input);
    const start = new Date('2026-12-01T15:00:00Z');
    t.ctx.clock.now = start;
    try {
      expect((await signIn(input.email, 'bad-1')).json().error.message).toBe('Invalid email or password');
      expect((await signIn(input.email, 'bad-2')).json().error.message).toBe('Invalid email or password');
      const third = await signIn(input.email, 'bad-3');
      expect(third.statusCode).toBe(423);
      expect(third.json().error.message).toBe(
        'Account locked due to multiple failed attempts. Try again in 15 minutes.',
      );
      t.ctx.clock.now = new Date(start.getTime() + 5 * 60_000);
      const locked = await signIn(input.email, input.password);
      expect(locked.statusCode).toBe(423);
      expect(locked.json().error.message).toBe('Account temporarily locked. Try again in 10 minute(s).');
      t.ctx.clock.now = new Date(start.getTime() + 14 * 60_000 + 30_000);
      expect((await signIn(input.email, input.password)).json().error.message).toBe(
        'Account temporarily locked. Try again in 1 minute(s).',
      );
      // After 15 minutes the right password works again (and a success clears the count).
      t.ctx.clock.now = new Date(start.getTime() + 16 * 60_000);
      expect((await signIn(input.email, input.password)).statusCode).toBe(200);
    } finally {
      t.ctx.clock.now = null;
    }
  });

  it('does not let failures from unknown devices lock out a device that signed in before (ADR 002)', async () => {
    const input = managerSignupInput();
    await signUpManager(input);
    const good = await signIn(input.email, input.password, {}, '198.51.100.7');
    const device = cookieFrom(good, 'tb_device')!;
    expect(device).toBeTruthy();
    for (let i = 0; i < 3; i++) await signIn(input.email, `attacker-${i}`, {}, '203.0.113.66');
    // Unknown devices are locked out, even with the right password...
    expect((await signIn(input.email, input.password, {}, '198.51.100.8')).statusCode).toBe(423);
    // ...but the user's own browser is not.
    const mine = await signIn(input.email, input.password, { cookie: device }, '198.51.100.7');
    expect(mine.statusCode).toBe(200);
  });

  it('rate-limits to 5 attempts per 15 minutes per e-mail and IP', async () => {
    const email = uniqueEmail('rl');
    const start = new Date('2026-12-02T10:00:00Z');
    try {
      // Attempts refused by the lockout still count toward the rate limit.
      for (let i = 0; i < 5; i++) {
        t.ctx.clock.now = new Date(start.getTime() + i * 60_000);
        const res = await signIn(email, `guess-${i}`, {}, '203.0.113.9');
        expect([401, 423]).toContain(res.statusCode);
      }
      t.ctx.clock.now = new Date(start.getTime() + 6 * 60_000);
      const sixth = await signIn(email, 'guess-6', {}, '203.0.113.9');
      // Another IP is not rate-limited for that e-mail (it is locked, though).
      expect((await signIn(email, 'guess-7', {}, '203.0.113.10')).statusCode).toBe(423);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.message).toBe('Too many login attempts. Please try again in 15 minutes.');
      expect(sixth.headers['retry-after']).toBeTruthy();
    } finally {
      t.ctx.clock.now = null;
    }
  });

  it('rejects a malformed body with a clear 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });
});

describe('sessions', () => {
  it('expires 24 hours after sign-in however active, and refreshes last-seen every 30 minutes', async () => {
    const input = managerSignupInput();
    const start = new Date('2026-12-03T08:00:00Z');
    t.ctx.clock.now = start;
    try {
      const res = await signUpManager(input);
      const cookie = sessionCookieFrom(res);
      const row = async () =>
        (
          await t.ctx.db
            .select()
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .where(eq(users.email, input.email))
        )[0]!.sessions;
      t.ctx.clock.now = new Date(start.getTime() + 10 * 60_000);
      await session(cookie);
      expect((await row()).lastSeenAt.getTime()).toBe(start.getTime());
      t.ctx.clock.now = new Date(start.getTime() + 31 * 60_000);
      await session(cookie);
      expect((await row()).lastSeenAt.getTime()).toBe(start.getTime() + 31 * 60_000);
      t.ctx.clock.now = new Date(start.getTime() + 23 * 3600_000);
      expect((await session(cookie)).json().user).not.toBeNull();
      t.ctx.clock.now = new Date(start.getTime() + 24 * 3600_000 + 1000);
      const expired = await session(cookie);
      expect(expired.json().user).toBeNull();
      // The stale cookie is cleared.
      expect(expired.cookies.find((c) => c.name === 'tb_session')?.value).toBe('');
    } finally {
      t.ctx.clock.now = null;
    }
  });

  it('clears a session whose user no longer exists', async () => {
    const input = managerSignupInput();
    const res = await signUpManager(input);
    const cookie = sessionCookieFrom(res);
    await t.ctx.db.delete(users).where(eq(users.email, input.email.toLowerCase()));
    expect((await session(cookie)).json().user).toBeNull();
  });
});
