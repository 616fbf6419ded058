// Issue 10 items 1, 10, 15, 16 and 17: sign-in lockout per account, role-specific sign-in, equal work for
// every sign-in failure, sign-up and sign-in throttles, the password policy, and reset quotas an attacker
// cannot use up (ADR 009).
import * as argon2 from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  createManager,
  createTalent,
  DEFAULT_PASSWORD,
  managerSignupInput,
  talentProfileInput,
  uniqueEmail,
} from '../../src/server/db/factories/accounts';
import { outbox, rateLimitHits } from '../../src/server/db/schema';
import { addressSequence, cookieFrom, sessionCookieFrom, testAppForFile } from '../support/http';

// The real argon2, wrapped only to count verifications (item 15): the number of hash checks per path is
// deterministic, unlike its timing.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});
const verifications = () => vi.mocked(argon2.verify).mock.calls.length;

const t = testAppForFile();

// Each test uses its own addresses, so one test's per-address limits never touch another's.
const nextIp = addressSequence('10.20');

type SignInBody = { email: string; password: string; role?: 'talent' | 'manager' };
const signIn = (body: SignInBody, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: body,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const signOut = (cookie: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, remoteAddress });
const signUpManager = (body: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/managers', payload: body, remoteAddress });
const signUpTalent = (body: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/profiles', payload: body, remoteAddress });
const forgot = (payload: object, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const mailsTo = (recipient: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
const resetMails = async (recipient: string) =>
  (await mailsTo(recipient)).filter((m) => /\/reset-password\S*token=/.test(m.body));
const noticeMails = async (recipient: string) =>
  (await mailsTo(recipient)).filter((m) => m.body.includes('Several password reset requests'));

/** The forgot-password answer does not wait for the e-mail; wait for the count, then make sure it stays. */
async function expectSettled(count: () => Promise<number>, expected: number) {
  await expect.poll(count, { timeout: 5000 }).toBe(expected);
  await new Promise((r) => setTimeout(r, 300));
  expect(await count()).toBe(expected);
}

/** One e-mail holding a talent and a manager account (issue 10 item 1: the spec allows both). */
async function sharedEmailAccounts(passwords: { talent: string; manager: string }) {
  const email = uniqueEmail('both');
  const manager = await createManager(t.ctx, {
    email,
    password: passwords.manager,
    confirmPassword: passwords.manager,
  });
  const talent = await createTalent(t.ctx, {
    email,
    password: passwords.talent,
    confirmPassword: passwords.talent,
  });
  return { email, manager, talent };
}

describe('item 1: lockout keyed by the account attacked', () => {
  it("item 1: signing in and out of one's own talent account does not clear the failure streak of a manager with the same e-mail", async () => {
    const { email } = await sharedEmailAccounts({ talent: 'Attacker-Owns-1', manager: 'Victim-Secret-77' });
    const attacker = nextIp();
    t.ctx.clock.now = new Date('2026-12-10T09:00:00Z');
    expect((await signIn({ email, password: 'guess-one-1' }, attacker)).statusCode).toBe(401);
    expect((await signIn({ email, password: 'guess-two-2' }, attacker)).statusCode).toBe(401);
    // The attacker signs in to the talent account they own (its own cookie jar from now on) and out again.
    const own = await signIn({ email, password: 'Attacker-Owns-1' }, attacker);
    expect(own.json().user.userType).toBe('talent');
    const jar = [sessionCookieFrom(own), cookieFrom(own, 'tb_device')].join('; ');
    expect((await signOut(jar, attacker)).statusCode).toBe(200);
    const device = cookieFrom(own, 'tb_device')!;
    // The third wrong guess against the manager locks it, whatever the talent account did meanwhile.
    const third = await signIn({ email, password: 'guess-three-3', role: 'manager' }, attacker, device);
    expect(third.statusCode).toBe(423);
    const right = await signIn({ email, password: 'Victim-Secret-77', role: 'manager' }, nextIp(), device);
    expect(right.statusCode).toBe(423);
  });

  it('item 1: sign-out records no attempt, and a correct password clears only its own account', async () => {
    const { email } = await sharedEmailAccounts({
      talent: 'Talent-Own-Pass-1',
      manager: 'Manager-Own-Pass-2',
    });
    const ip = nextIp();
    t.ctx.clock.now = new Date('2026-12-10T11:00:00Z');
    await signIn({ email, password: 'wrong-one-1', role: 'manager' }, ip);
    await signIn({ email, password: 'wrong-two-2', role: 'manager' }, ip);
    // A correct talent password is no proof for the manager account.
    expect((await signIn({ email, password: 'Talent-Own-Pass-1', role: 'talent' }, ip)).statusCode).toBe(200);
    expect((await signIn({ email, password: 'wrong-three-3', role: 'manager' }, nextIp())).statusCode).toBe(
      423,
    );
    // The talent account was never attacked: still open.
    expect(
      (await signIn({ email, password: 'Talent-Own-Pass-1', role: 'talent' }, nextIp())).statusCode,
    ).toBe(200);
  });
});

describe('item 16: a given role signs in to that role only', () => {
  it('item 16: with the same password on both accounts, role manager yields the manager session', async () => {
    const { email } = await sharedEmailAccounts({ talent: 'Same-For-Both-9', manager: 'Same-For-Both-9' });
    const asManager = await signIn({ email, password: 'Same-For-Both-9', role: 'manager' }, nextIp());
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json().user.userType).toBe('manager');
    const asTalent = await signIn({ email, password: 'Same-For-Both-9', role: 'talent' }, nextIp());
    expect(asTalent.json().user.userType).toBe('talent');
    // Without a role, talent first (docs/product/accounts.md, "Sign-in").
    const noRole = await signIn({ email, password: 'Same-For-Both-9' }, nextIp());
    expect(noRole.json().user.userType).toBe('talent');
  });

  it("item 16: a role never falls back to the other role's account", async () => {
    const talent = await createTalent(t.ctx);
    const res = await signIn({ email: talent.email, password: talent.password, role: 'manager' }, nextIp());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid email or password');
  });

  it('item 16: an unknown role is refused with a clear 400', async () => {
    const res = await signIn({ email: uniqueEmail('r'), password: 'x', role: 'admin' as 'talent' }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.role).toBe('Choose talent or manager');
  });
});

describe('item 15: every failed sign-in costs the same hash work', () => {
  async function verificationsFor(body: SignInBody) {
    const before = verifications();
    const res = await signIn(body, nextIp());
    expect(res.statusCode).toBe(401);
    return verifications() - before;
  }

  it('item 15: without a role, two verifications whether the e-mail has no, one or two accounts', async () => {
    const { email: both } = await sharedEmailAccounts({
      talent: 'Talent-Pass-11',
      manager: 'Manager-Pass-22',
    });
    const talentOnly = (await createTalent(t.ctx)).email;
    const managerOnly = (await createManager(t.ctx)).email;
    const none = uniqueEmail('nobody');
    const counts = [];
    for (const email of [none, talentOnly, managerOnly, both])
      counts.push(await verificationsFor({ email, password: 'Wrong-Guess-123' }));
    expect(counts).toEqual([2, 2, 2, 2]);
  });

  it('item 15: with a role, exactly one verification, account or not', async () => {
    const { email: both } = await sharedEmailAccounts({
      talent: 'Talent-Pass-33',
      manager: 'Manager-Pass-44',
    });
    const none = uniqueEmail('nobody');
    const counts = [];
    for (const role of ['talent', 'manager'] as const)
      for (const email of [none, both])
        counts.push(await verificationsFor({ email, password: 'Wrong-1x', role }));
    expect(counts).toEqual([1, 1, 1, 1]);
  });
});

describe('item 10: throttles and password policy', () => {
  it('item 10: one address may create 10 accounts an hour (talent and manager together), then 429 with Retry-After', async () => {
    const ip = nextIp();
    t.ctx.clock.now = new Date('2026-12-11T08:00:00Z');
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2 ? await signUpManager(managerSignupInput(), ip) : await signUpTalent(talentProfileInput(), ip);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await signUpManager(managerSignupInput(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many sign-up attempts from your network. Please try again in 60 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect((await signUpTalent(talentProfileInput(), ip)).statusCode).toBe(429);
    // Another address is not affected; and an hour later this one may sign up again.
    expect((await signUpTalent(talentProfileInput(), nextIp())).statusCode).toBe(201);
    t.ctx.clock.now = new Date('2026-12-11T09:00:01Z');
    expect((await signUpManager(managerSignupInput(), ip)).statusCode).toBe(201);
  });

  it('item 10: the platform-wide sign-up cap refuses every address once reached', async () => {
    const now = new Date('2026-12-12T08:00:00Z');
    t.ctx.clock.now = now;
    // The cap's earlier sign-ups, made from many addresses in the last half hour.
    const earlier = new Date(now.getTime() - 30 * 60_000);
    await t.ctx.db.insert(rateLimitHits).values(
      Array.from({ length: 200 }, () => ({
        bucket: 'sign_up_platform',
        key: 'all',
        createdAt: earlier,
      })),
    );
    try {
      const refused = await signUpTalent(talentProfileInput(), nextIp());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(
        'We are receiving an unusual number of sign-ups. Please try again in 30 minutes.',
      );
      expect(Number(refused.headers['retry-after'])).toBe(1800);
      t.ctx.clock.now = new Date(now.getTime() + 31 * 60_000);
      expect((await signUpTalent(talentProfileInput(), nextIp())).statusCode).toBe(201);
    } finally {
      // Hits dated ahead of the real clock would count in every later window of this file.
      await t.ctx.db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, 'sign_up_platform'));
    }
  });

  it('item 10: one address trying many e-mails is stopped after 30 sign-ins in 15 minutes', async () => {
    const ip = nextIp();
    t.ctx.clock.now = new Date('2026-12-13T08:00:00Z');
    for (let i = 0; i < 30; i++) {
      const res = await signIn({ email: uniqueEmail('spray'), password: 'Summer-2026!' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const stopped = await signIn({ email: uniqueEmail('spray'), password: 'Summer-2026!' }, ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.message).toBe(
      'Too many sign-in attempts from your network. Please try again in 15 minutes.',
    );
    expect(stopped.headers['retry-after']).toBe('900');
    // Someone else, elsewhere, signs in as usual.
    const talent = await createTalent(t.ctx);
    expect((await signIn({ email: talent.email, password: talent.password }, nextIp())).statusCode).toBe(200);
  });

  it.each([
    ['talent sign-up', 'abcdefg', 'Password must be at least 8 characters long.'],
    ['talent sign-up', '', 'Password is required'],
    ['talent sign-up', 'password1', 'This password is too common. Choose one that is harder to guess.'],
    ['talent sign-up', 'Sunshine', 'This password is too common. Choose one that is harder to guess.'],
    ['manager sign-up', '1234567', 'Password must be at least 8 characters long.'],
    ['manager sign-up', '', 'Password is required'],
    ['manager sign-up', '12345678', 'This password is too common. Choose one that is harder to guess.'],
  ])('item 10: %s refuses %j with %j', async (form, password, message) => {
    const body = { password, confirmPassword: password };
    const res =
      form === 'talent sign-up'
        ? await signUpTalent(talentProfileInput(body), nextIp())
        : await signUpManager(managerSignupInput(body), nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.password).toBe(message);
  });

  it('item 10: a reset or a profile edit cannot set a common password either', async () => {
    const talent = await createTalent(t.ctx);
    const login = await signIn({ email: talent.email, password: talent.password }, nextIp());
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      payload: {
        ...talentProfileInput({ email: talent.email, password: 'iloveyou1', confirmPassword: 'iloveyou1' }),
        currentPassword: talent.password,
      },
      headers: { cookie: sessionCookieFrom(login) },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fieldErrors.password).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );

    await forgot({ email: talent.email, userType: 'talent' }, nextIp());
    await expect.poll(async () => (await resetMails(talent.email)).length, { timeout: 5000 }).toBe(1);
    const token = /token=([0-9a-f]{64})/.exec((await resetMails(talent.email))[0]!.body)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, type: 'talent', password: 'qwerty123', confirmPassword: 'qwerty123' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.fieldErrors.password).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    // The old password still works.
    expect((await signIn({ email: talent.email, password: DEFAULT_PASSWORD }, nextIp())).statusCode).toBe(
      200,
    );
  });
});

describe("item 17: others cannot use up the owner's reset e-mails", () => {
  it("item 17: after strangers exhaust the shared quota, the owner's trusted device still gets a link, and the owner is told once", async () => {
    const talent = await createTalent(t.ctx);
    // The owner's own browser has signed in before (ADR 002 device cookie).
    const login = await signIn({ email: talent.email, password: talent.password }, '198.51.100.20');
    const device = cookieFrom(login, 'tb_device')!;
    const payload = { email: talent.email, userType: 'talent' };

    const strangers = await Promise.all(Array.from({ length: 14 }, () => forgot(payload, nextIp())));
    await expectSettled(async () => (await resetMails(talent.email)).length, 10);

    const mine = await forgot(payload, '198.51.100.20', device);
    // The same answer for everyone: nothing tells an attacker whose request went through.
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe(strangers[0]!.body);
    await expectSettled(async () => (await resetMails(talent.email)).length, 11);

    // Told once per window, however many more requests are refused.
    await Promise.all(Array.from({ length: 5 }, () => forgot(payload, nextIp())));
    await expectSettled(async () => (await noticeMails(talent.email)).length, 1);
    const [notice] = await noticeMails(talent.email);
    expect(notice!.body).toContain('use a device you have signed in on');
    expect(notice!.body).toContain(t.ctx.config.SUPPORT_EMAIL);
    expect(notice!.body).not.toMatch(/token=/);
  });

  it('item 17: a device trusted for the talent account gets no quota of its own for the manager with the same e-mail', async () => {
    const { email, talent } = await sharedEmailAccounts({
      talent: 'Talent-Pass-55',
      manager: 'Manager-Pass-66',
    });
    const login = await signIn({ email, password: talent.password, role: 'talent' }, nextIp());
    const device = cookieFrom(login, 'tb_device')!;
    const payload = { email, userType: 'manager' };
    await Promise.all(Array.from({ length: 10 }, () => forgot(payload, nextIp())));
    await expectSettled(async () => (await resetMails(email)).length, 10);
    await forgot(payload, nextIp(), device);
    await expectSettled(async () => (await resetMails(email)).length, 10);
  });
});
