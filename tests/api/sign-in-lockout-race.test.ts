// The sign-in lockout under a burst of guesses (docs/product/accounts.md, "Sign-in lockout and rate limits";
// ADR 021): each attempt is decided and recorded in one locked step before its password is hashed, so guesses
// sent at once cannot all read the account as open. The guesses come from ten addresses, five each, so the
// per-address and per-e-mail rate limits (sign-in-throttle.ts) let every one of them through: what stops them
// here is the lockout.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { LOGIN_MESSAGES } from '../../src/shared/schemas/accounts';
import { addressSequence, testAppForFile } from '../support/http';
import { addStaff, STAFF_PASSWORD, setPassword } from './ops-fixtures';

const t = testAppForFile();
const nextIp = addressSequence('10.231');
const BURST = 50;
const ADDRESSES = 10;

type Body = { email: string; password: string; role?: 'talent' | 'manager' | 'ops' };
const signIn = (payload: Body, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload, remoteAddress });

/**
 * 49 wrong passwords and then the right one, all sent before any answers, five from each of ten addresses. The
 * right one starts a tick after the others, so it is the last to arrive.
 */
async function burst(body: Omit<Body, 'password'>, rightPassword: string) {
  const addresses = Array.from({ length: ADDRESSES }, nextIp);
  const wrong = Array.from({ length: BURST - 1 }, (_, i) =>
    signIn({ ...body, password: `wrong-guess-${i}-Xy` }, addresses[i % ADDRESSES]!),
  );
  await new Promise((resolve) => setImmediate(resolve));
  const right = signIn({ ...body, password: rightPassword }, addresses[(BURST - 1) % ADDRESSES]!);
  return { wrong: await Promise.all(wrong), right: await right };
}

/** Passwords checked against an account: every check leaves one 'sign_in' row in its attempt scope. */
async function checkedAgainst(where: ReturnType<typeof and>) {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.kind, 'sign_in'), where));
  return row!.n;
}

describe('sign-in lockout under 50 guesses at once', () => {
  it('a talent account: at most 3 passwords checked, the right one sent last refused while locked', async () => {
    t.ctx.clock.now = new Date('2026-12-14T09:00:00Z');
    const talent = await createTalent(t.ctx);
    const { wrong, right } = await burst({ email: talent.email, role: 'talent' }, talent.password);

    expect(await checkedAgainst(eq(loginAttempts.userId, talent.userId))).toBeLessThanOrEqual(3);
    // Every answer is the lockout's or a wrong password's: no rate limit took part.
    const statuses = wrong.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(2);
    expect(statuses.filter((s) => s === 423)).toHaveLength(BURST - 3);
    expect(right.statusCode, right.body).toBe(423);
    expect(right.json().error.message).toMatch(/locked/i);
    expect(right.cookies.find((c) => c.name === 'tb_session')).toBeUndefined();
  });

  it('without a role (talent, then manager): both attempt scopes are taken in one step, at most 3 checked', async () => {
    t.ctx.clock.now = new Date('2026-12-14T10:00:00Z');
    const manager = await createManager(t.ctx);
    const { wrong, right } = await burst({ email: manager.email }, manager.password);

    expect(await checkedAgainst(eq(loginAttempts.userId, manager.userId))).toBeLessThanOrEqual(3);
    // The talent account this e-mail does not have is locked exactly alike (ADR 009).
    expect(
      await checkedAgainst(
        and(
          eq(loginAttempts.email, manager.email),
          eq(loginAttempts.role, 'talent'),
          sql`${loginAttempts.userId} IS NULL`,
        ),
      ),
    ).toBeLessThanOrEqual(3);
    expect(wrong.filter((res) => res.statusCode === 401)).toHaveLength(2);
    expect(right.statusCode, right.body).toBe(423);
  });

  it("a staff account's password step: at most 3 checked, the right password refused, no second-factor challenge", async () => {
    t.ctx.clock.now = new Date('2026-12-14T11:00:00Z');
    const staff = await addStaff(t);
    expect((await setPassword(t, staff.link)).statusCode).toBe(200);
    const { wrong, right } = await burst({ email: staff.email, role: 'ops' }, STAFF_PASSWORD);

    expect(await checkedAgainst(eq(loginAttempts.userId, staff.userId))).toBeLessThanOrEqual(3);
    expect(wrong.filter((res) => res.statusCode === 401)).toHaveLength(2);
    expect(right.statusCode, right.body).toBe(423);
    expect(right.cookies.find((c) => c.name === 'tb_mfa')).toBeUndefined();
  });

  it('the lock ends 15 minutes after the failure that caused it; then the right password signs in', async () => {
    t.ctx.clock.now = new Date('2026-12-14T12:00:00Z');
    const talent = await createTalent(t.ctx);
    const { right } = await burst({ email: talent.email, role: 'talent' }, talent.password);
    expect(right.statusCode).toBe(423);
    t.ctx.clock.now = new Date('2026-12-14T12:14:00Z');
    const early = await signIn({ email: talent.email, password: talent.password, role: 'talent' }, nextIp());
    expect(early.statusCode).toBe(423);
    expect(early.json().error.message).toBe(LOGIN_MESSAGES.lockedFor(1));
    t.ctx.clock.now = new Date('2026-12-14T12:15:01Z');
    const later = await signIn({ email: talent.email, password: talent.password, role: 'talent' }, nextIp());
    expect(later.statusCode, later.body).toBe(200);
  });
});
