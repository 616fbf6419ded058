// The staff second factor's limits (docs/product/operations.md, "Signing in"; ADR 021): codes are decided and
// recorded one at a time per account, a challenge takes at most five codes, an account at most ten wrong codes an
// hour, and the staff member hears of every challenge that saw a wrong code.
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts, outbox } from '../../src/server/db/schema';
import { OPS_MESSAGES } from '../../src/shared/marketplace/ops-messages';
import { testAppForFile } from '../support/http';
import { auditRows, codeAt, enrolledStaff, passwordStep, post } from './ops-fixtures';

const t = testAppForFile();
const MINUTE = 60_000;
const BURST = 50;

/** Codes checked against the account: each leaves one failed attempt that is not a refusal while locked. */
async function codesChecked(userId: string) {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userId, userId),
        eq(loginAttempts.success, false),
        ne(loginAttempts.kind, 'blocked'),
      ),
    );
  return row!.n;
}

/** Six-digit codes that are wrong at `at` (not the code of its step or of the steps either side). */
function wrongCodes(secret: string, email: string, at: Date, count: number): string[] {
  const near = new Set([-30_000, 0, 30_000].map((d) => codeAt(secret, email, new Date(at.getTime() + d))));
  const codes: string[] = [];
  for (let i = 100_000; codes.length < count; i += 7919) {
    const code = String(i).padStart(6, '0');
    if (!near.has(code)) codes.push(code);
  }
  return codes;
}

/** An enrolled staff member, the clock moved on so that a fresh code is not the enrolment's own step. */
async function staffAtLaterStep() {
  t.ctx.clock.now = null;
  const staff = await enrolledStaff(t);
  const start = new Date(Date.now() + 2 * MINUTE);
  t.ctx.clock.now = start;
  return { staff, start };
}

const failureNotices = (email: string) =>
  t.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), sql`${outbox.subject} ILIKE '%wrong code%'`));

describe('staff second factor: limits', () => {
  it('50 codes at once on one challenge: at most 5 checked, the right code sent last refused, the challenge ended', async () => {
    const { staff, start } = await staffAtLaterStep();
    const { mfa } = await passwordStep(t, staff.email);
    const right = codeAt(staff.secret, staff.email, start);
    const wrong = wrongCodes(staff.secret, staff.email, start, BURST - 1).map((code) =>
      post(t, '/api/auth/second-factor', mfa, { code }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    const last = post(t, '/api/auth/second-factor', mfa, { code: right });
    const answers = [...(await Promise.all(wrong)), await last];

    const checked = await codesChecked(staff.userId);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(0);
    expect(answers.at(-1)!.cookies.find((c) => c.name === 'tb_session')).toBeUndefined();

    // The challenge is over: even the right code now sends the person back to the password.
    const after = await post(t, '/api/auth/second-factor', mfa, { code: right });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(OPS_MESSAGES.tooManyCodes);
    expect((await post(t, '/api/auth/second-factor/enrolment', mfa)).statusCode).toBe(401);

    // Told: one audit row per code checked and wrong, and one e-mail for the challenge.
    const failed = (await auditRows(t, staff.userId)).filter(
      (r) => r.action === 'staff.second_factor_failed',
    );
    expect(failed).toHaveLength(checked);
    expect(await failureNotices(staff.email)).toHaveLength(1);
  });

  it('a challenge takes five codes; then "Too many wrong codes" and the password again', async () => {
    const { staff, start } = await staffAtLaterStep();
    const { mfa } = await passwordStep(t, staff.email);
    const statuses: number[] = [];
    for (const code of wrongCodes(staff.secret, staff.email, start, 5))
      statuses.push((await post(t, '/api/auth/second-factor', mfa, { code })).statusCode);
    // The third wrong code locks the account (ADR 002); the fifth code ends the challenge.
    expect(statuses).toEqual([400, 400, 423, 423, 423]);
    const sixth = await post(t, '/api/auth/second-factor', mfa, {
      code: codeAt(staff.secret, staff.email, start),
    });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().error.message).toBe(OPS_MESSAGES.tooManyCodes);
  });

  it('ten wrong codes an hour per account, across challenges and device scopes', async () => {
    const { staff, start } = await staffAtLaterStep();
    const at = (ms: number) => new Date(start.getTime() + ms);
    const codes = wrongCodes(staff.secret, staff.email, start, 10);
    const device = staff.device!;
    /** A password step (from a device this account trusts, or an unknown one), then wrong codes on its challenge. */
    async function round(trusted: boolean, count: number) {
      const { res, mfa } = await passwordStep(t, staff.email, undefined, trusted ? device : undefined);
      expect(res.statusCode, res.body).toBe(200);
      const cookie = trusted ? `${mfa}; ${device}` : mfa;
      const statuses: number[] = [];
      for (let i = 0; i < count; i++)
        statuses.push(
          (await post(t, '/api/auth/second-factor', cookie, { code: codes.shift()! })).statusCode,
        );
      return { statuses, cookie };
    }
    // Each device scope locks after three failures for 15 minutes (ADR 002); an unknown device and a trusted one
    // have a scope each, and failures leave the 30-minute window. Together they reach ten in 30 minutes.
    expect((await round(false, 3)).statuses).toEqual([400, 400, 423]);
    expect((await round(true, 3)).statuses).toEqual([400, 400, 423]);
    t.ctx.clock.now = at(15 * MINUTE + 1000);
    expect((await round(false, 1)).statuses).toEqual([423]);
    expect((await round(true, 1)).statuses).toEqual([423]);
    t.ctx.clock.now = at(30 * MINUTE + 2000);
    expect((await round(false, 2)).statuses).toEqual([400, 423]);
    expect(await codesChecked(staff.userId)).toBe(10);

    // The trusted device's scope is open again, but the account has had its ten: even the right code is refused.
    const { cookie } = await round(true, 0);
    const refused = await post(t, '/api/auth/second-factor', cookie, {
      code: codeAt(staff.secret, staff.email, t.ctx.now()),
    });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error.message).toBe(OPS_MESSAGES.tooManyCodesForAccount(30));
    expect(await codesChecked(staff.userId)).toBe(10);
    expect(await failureNotices(staff.email)).toHaveLength(5);

    // An hour after the first six, the account takes codes again.
    t.ctx.clock.now = at(60 * MINUTE + 3000);
    const again = await round(true, 0);
    const ok = await post(t, '/api/auth/second-factor', again.cookie, {
      code: codeAt(staff.secret, staff.email, t.ctx.now()),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the failure notice names no code and says what to do', async () => {
    const { staff, start } = await staffAtLaterStep();
    const { mfa } = await passwordStep(t, staff.email);
    const [code] = wrongCodes(staff.secret, staff.email, start, 1);
    expect((await post(t, '/api/auth/second-factor', mfa, { code })).statusCode).toBe(400);
    const [notice] = await failureNotices(staff.email);
    expect(notice!.body).not.toContain(code!);
    expect(notice!.body).toMatch(/password/i);
  });
});
