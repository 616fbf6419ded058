// Sign-in lockout per account, role-specific sign-in and equal work for every
// sign-in failure (ADR 009). Throttles and the password policy are in security-sign-in-throttles.test.ts, reset
// quotas in security-sign-in-reset-quota.test.ts.
import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { createManager, createTalent, uniqueEmail } from '../../src/server/seed/factories/accounts';
import { cookieFrom, sessionCookieFrom } from '../support/http';
import { securitySignInAppForFile, t } from './security-sign-in-app';
import { nextIp, type SignInBody, sharedEmailAccounts, signIn, signOut } from './security-sign-in-fixtures';

// The real argon2, wrapped only to count verifications: the number of hash checks per path is
// deterministic, unlike its timing.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});
const verifications = () => vi.mocked(argon2.verify).mock.calls.length;

securitySignInAppForFile();

describe('lockout keyed by the account attacked', () => {
  it("signing in and out of one's own talent account does not clear the failure streak of a manager with the same e-mail", async () => {
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

  it('sign-out records no attempt, and a correct password clears only its own account', async () => {
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

describe('a given role signs in to that role only', () => {
  it('with the same password on both accounts, role manager yields the manager session', async () => {
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

  it("a role never falls back to the other role's account", async () => {
    const talent = await createTalent(t.ctx);
    const res = await signIn({ email: talent.email, password: talent.password, role: 'manager' }, nextIp());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid email or password');
  });

  it('an unknown role is refused with a clear 400', async () => {
    const res = await signIn({ email: uniqueEmail('r'), password: 'x', role: 'admin' as 'talent' }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.role).toBe('Choose talent or manager');
  });
});

describe('every failed sign-in costs the same hash work', () => {
  async function verificationsFor(body: SignInBody) {
    const before = verifications();
    const res = await signIn(body, nextIp());
    expect(res.statusCode).toBe(401);
    return verifications() - before;
  }

  it('without a role, two verifications whether the e-mail has no, one or two accounts', async () => {
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

  it('with a role, exactly one verification, account or not', async () => {
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
