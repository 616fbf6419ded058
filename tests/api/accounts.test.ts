// Manager sign-up and the role guards; sign-in and sessions are in accounts-sign-in.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { managerSignupInput, talentProfileInput } from '../../src/server/seed/factories/accounts';
import { sessionCookieFrom } from '../support/http';
import { accountsAppForFile, t } from './accounts-app';
import { session, signUpManager, signUpTalent } from './accounts-fixtures';

accountsAppForFile();

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
    // The sign-up's session is the first visit ('Welcome'); a later sign-in's is not ('Welcome back').
    expect(res.json().user.firstSession).toBe(true);
    expect(me.json().user.firstSession).toBe(true);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: input.email, password: input.password, role: 'manager' },
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().user.firstSession).toBe(false);
    expect((await session(sessionCookieFrom(later))).json().user.firstSession).toBe(false);
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
