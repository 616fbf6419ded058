// Staff accounts (docs/product/operations.md, "Staff accounts", "Signing in", "Sessions").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAccounts, staffRecoveryCodes } from '../../src/server/db/schema';
import { OPS_MESSAGES } from '../../src/shared/marketplace/ops-messages';
import { testAppForFile } from '../support/http';
import {
  addStaff,
  auditRows,
  codeAt,
  enrolledStaff,
  passwordStep,
  post,
  sessionUser,
  setPassword,
} from './ops-fixtures';

const t = testAppForFile();
const MINUTE = 60_000;

describe('staff sign-in', () => {
  it('ops:add gives an account whose password is unusable until the link is followed, once', async () => {
    const staff = await addStaff(t);
    const before = await passwordStep(t, staff.email, 'anything-at-all-1');
    expect(before.res.statusCode).toBe(401);
    expect((await setPassword(t, staff.link)).statusCode).toBe(200);
    expect((await setPassword(t, staff.link, 'Another-Pass-9931')).statusCode).toBe(400);
  });

  it('enrols at the first sign-in: no session before the code; a wrong code is refused; ten recovery codes', async () => {
    const staff = await addStaff(t);
    await setPassword(t, staff.link);
    const { res, mfa } = await passwordStep(t, staff.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, secondFactor: 'enrol' });
    expect(res.cookies.find((c) => c.name === 'tb_session')).toBeUndefined();
    expect(mfa).toBeDefined();

    const enrolment = await post(t, '/api/auth/second-factor/enrolment', mfa);
    const { secret, otpauthUri, qrSvg } = enrolment.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/TalentBridge:/);
    expect(qrSvg).toMatch(/^<svg/);

    const wrong = await post(t, '/api/auth/second-factor/enrolment/confirm', mfa, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(OPS_MESSAGES.wrongCode);

    const done = await post(t, '/api/auth/second-factor/enrolment/confirm', mfa, {
      code: codeAt(secret, staff.email, t.ctx.now()),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ userType: 'ops', name: 'Olive Ops' });
    const codes: string[] = done.json().recoveryCodes;
    expect(new Set(codes).size).toBe(10);
    const stored = await t.ctx.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, staff.userId));
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.codeHash)).not.toContain(codes[0]);
    const actions = (await auditRows(t, staff.userId)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff.created',
        'account.password_reset',
        'staff.second_factor_enrolled',
        'staff.signed_in',
      ]),
    );
  });

  it('without the pending cookie, the second factor is a 401', async () => {
    expect((await post(t, '/api/auth/second-factor', undefined, { code: '123456' })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/second-factor/enrolment', 'tb_mfa=made-up')).statusCode).toBe(401);
  });

  it('later sign-ins: a code works once per 30 s step; a recovery code works once', async () => {
    const now = new Date();
    t.ctx.clock.now = now;
    const staff = await enrolledStaff(t);
    // The enrolment's own code (same step) cannot be used again.
    const first = await passwordStep(t, staff.email);
    expect(first.res.json()).toEqual({ user: null, secondFactor: 'verify' });
    const code = codeAt(staff.secret, staff.email, now);
    const reused = await post(t, '/api/auth/second-factor', first.mfa, { code });
    expect(reused.statusCode).toBe(400);

    t.ctx.clock.now = new Date(now.getTime() + 60_000);
    const next = codeAt(staff.secret, staff.email, t.ctx.clock.now);
    const ok = await post(t, '/api/auth/second-factor', first.mfa, { code: next });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await passwordStep(t, staff.email);
    expect((await post(t, '/api/auth/second-factor', again.mfa, { code: next })).statusCode).toBe(400);

    const recovery = staff.recoveryCodes[3]!;
    const viaRecovery = await post(t, '/api/auth/second-factor', again.mfa, { code: recovery.toUpperCase() });
    expect(viaRecovery.statusCode, viaRecovery.body).toBe(200);
    const third = await passwordStep(t, staff.email);
    const twice = await post(t, '/api/auth/second-factor', third.mfa, { code: recovery });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(OPS_MESSAGES.wrongCode);
  });

  it('wrong codes count towards the sign-in lockout', async () => {
    const staff = await enrolledStaff(t);
    const { mfa } = await passwordStep(t, staff.email);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(t, '/api/auth/second-factor', mfa, { code: '999999' })).statusCode);
    expect(statuses).toEqual([400, 400, 423, 423]);
    t.ctx.clock.now = new Date(Date.now() + 30_000);
    const right = codeAt(staff.secret, staff.email, t.ctx.clock.now);
    expect((await post(t, '/api/auth/second-factor', mfa, { code: right })).statusCode).toBe(423);
  });

  it('a staff session ends after 30 min idle', async () => {
    const staff = await enrolledStaff(t);
    const start = Date.now();
    t.ctx.clock.now = new Date(start + 29 * MINUTE);
    expect(await sessionUser(t, staff.cookie)).not.toBeNull();
    t.ctx.clock.now = new Date(start + 58 * MINUTE);
    expect(await sessionUser(t, staff.cookie)).not.toBeNull();
    t.ctx.clock.now = new Date(start + 89 * MINUTE);
    expect(await sessionUser(t, staff.cookie)).toBeNull();
  });

  it('a staff session ends 8 h after sign-in however active', async () => {
    const staff = await enrolledStaff(t);
    const start = Date.now();
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      t.ctx.clock.now = new Date(start + minutes * MINUTE);
      expect(await sessionUser(t, staff.cookie), `${minutes} min`).not.toBeNull();
    }
    t.ctx.clock.now = new Date(start + 8 * 60 * MINUTE + 1000);
    expect(await sessionUser(t, staff.cookie)).toBeNull();
  });

  it('the second factor is pending 10 minutes at most', async () => {
    const staff = await enrolledStaff(t);
    const { mfa } = await passwordStep(t, staff.email);
    t.ctx.clock.now = new Date(Date.now() + 11 * MINUTE);
    const late = await post(t, '/api/auth/second-factor', mfa, {
      code: codeAt(staff.secret, staff.email, t.ctx.clock.now),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe(OPS_MESSAGES.signInAgain);
    const [row] = await t.ctx.db.select().from(staffAccounts).where(eq(staffAccounts.userId, staff.userId));
    expect(row!.totpEnabledAt).not.toBeNull();
  });
});
