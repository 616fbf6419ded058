import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerSignupInput, talentProfileInput, uniqueEmail } from '../../src/server/db/factories/accounts';
import { sessions, users } from '../../src/server/db/schema';
import { addressSequence, cookieFrom, createTestApp, sessionCookieFrom, type TestApp } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Sign-ups are throttled per address (issue 10 item 10): each comes from its own unless a test says otherwise.
const nextAddress = addressSequence('10.30');
const signUpManager = (body: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/managers', payload: body, remoteAddress });
const signUpTalent = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/profiles', payload: body, remoteAddress: nextAddress() });
const signIn = (
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    headers,
    remoteAddress,
  });
const session = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

describe('manager sign-up', () => {
  it('creates the account, signs in with an HttpOnly cookie, and stores only a hash of the token', async () => {
    const input = managerSignupInput({ firstName: 'Siobhán', lastName: "O'Brien" });
    const res = await signUpManager(input);
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'tb_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(res.json().user).toMatchObject({
      userType: 'manager',
      firstName: 'Siobhán',
      companyName: input.companyName,
    });
    const rows = await t.ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === cookie.value)).toBe(false);
    const me = await session(sessionCookieFrom(res));
    expect(me.json().user.name).toBe("Siobhán O'Brien");
  });

  it('records SMS consent (time, IP, user agent) only when opted in', async () => {
    const optedIn = managerSignupInput({ smsNotifications: true });
    const optedOut = managerSignupInput({ smsNotifications: false });
    await signUpManager(optedIn, '127.0.0.1');
    await signUpManager(optedOut, '127.0.0.1');
    const [a] = await t.ctx.db.select().from(users).where(eq(users.email, optedIn.email));
    const [b] = await t.ctx.db.select().from(users).where(eq(users.email, optedOut.email));
    expect(a!.smsConsentAt).toBeInstanceOf(Date);
    expect(a!.smsConsentIp).toBe('127.0.0.1');
    expect(a!.smsConsentVersion).toBeTruthy();
    expect(b!.smsConsentAt).toBeNull();
    expect(b!.smsConsentIp).toBeNull();
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ mobile: '(301) 555-014' }, 'mobile', 'Enter a valid mobile number'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email'],
    [{ email: 'someone@mailinator.com' }, 'email', 'Please use a permanent email address'],
    [{ companyName: '' }, 'companyName', 'Company / business name is required'],
    [{ streetAddress: '' }, 'streetAddress', 'Street address is required'],
    [{ city: '' }, 'city', 'City is required'],
    [{ state: 'NY' }, 'state', 'State is required'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'password', 'Password must be at least 8 characters long.'],
    [{ confirmPassword: 'Different-1' }, 'confirmPassword', "Passwords don't match"],
  ] as const)('rejects %o with the spec message', async (override, field, message) => {
    const res = await signUpManager({ ...managerSignupInput(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors[field]).toBe(message);
  });

  it('rejects a disposable domain from the maintained list, not only the common ones', async () => {
    const res = await signUpManager(managerSignupInput({ email: 'x@0-mail.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please use a permanent email address');
  });

  it('answers 400, not 500, to wrong types, huge strings and broken JSON', async () => {
    expect((await signUpManager({ ...managerSignupInput(), firstName: 42 })).statusCode).toBe(400);
    expect((await signUpManager(managerSignupInput({ city: 'x'.repeat(10_000) }))).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/managers',
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBeTruthy();
  });

  it('keeps HTML and SQL-looking text as typed (rendered inert by the client)', async () => {
    const input = managerSignupInput({ companyName: "Bob's; DROP TABLE users; -- Diner" });
    const res = await signUpManager(input);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.companyName).toBe("Bob's; DROP TABLE users; -- Diner");
  });

  it('refuses a second manager account with the same e-mail', async () => {
    const input = managerSignupInput();
    expect((await signUpManager(input)).statusCode).toBe(201);
    const again = await signUpManager(input);
    expect(again.statusCode).toBe(409);
  });
});

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

describe('role guards', () => {
  it('keeps talent out of manager routes and managers out of talent routes', async () => {
    const manager = await signUpManager(managerSignupInput());
    const talent = await signUpTalent(talentProfileInput());
    expect(talent.statusCode).toBe(201);
    const asTalent = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/managers/me',
      headers: { cookie: sessionCookieFrom(talent) },
    });
    expect(asTalent.statusCode).toBe(403);
    const asManager = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: { cookie: sessionCookieFrom(manager) },
    });
    expect(asManager.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/profiles/me' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers unknown API routes with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
