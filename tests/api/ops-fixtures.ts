// Shared by the staff-account and audit-log tests (ops-*.test.ts): a staff account from
// ops:add's use-case, its set-password link, the password step and the second factor with computed TOTP codes.
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { addStaffAccount } from '../../src/server/features/staff/add-staff';
import { staffTotp } from '../../src/server/features/staff/totp';
import { addressSequence, cookieFrom, sessionCookieFrom, type TestApp } from '../support/http';

export const STAFF_PASSWORD = 'Console-Lantern-8841';
export const nextAddress = addressSequence('10.150');
let n = 0;
export const staffEmail = () => `ops-${process.pid}-${++n}@example.com`;

/** The token and type in the set-password link (fragment: /reset-password#token=…&type=ops). */
export function linkParts(link: string) {
  const params = new URLSearchParams(new URL(link).hash.slice(1));
  return { token: params.get('token')!, type: params.get('type')! };
}

export async function addStaff(t: TestApp, email = staffEmail()) {
  const result = await addStaffAccount(t.ctx.db, {
    email,
    name: 'Olive Ops',
    origin: t.ctx.config.APP_ORIGIN,
    now: t.ctx.now(),
  });
  if (!result.ok) throw new Error('staff account exists');
  return { email, userId: result.userId, link: result.link };
}

export const setPassword = (t: TestApp, link: string, password = STAFF_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { ...linkParts(link), password, confirmPassword: password },
    remoteAddress: nextAddress(),
  });

/** The password step; answers the pending second-factor cookie. */
export async function passwordStep(t: TestApp, email: string, password = STAFF_PASSWORD, device?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password, role: 'ops' },
    remoteAddress: nextAddress(),
    headers: device ? { cookie: device } : {},
  });
  return { res, mfa: cookieFrom(res, 'tb_mfa') };
}

export const post = (t: TestApp, url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress: nextAddress(),
  });

export const codeAt = (secret: string, email: string, at: Date) =>
  staffTotp(secret, email).generate({ timestamp: at.getTime() });

/** ops:add, the link, the password, enrolment: a signed-in staff member with their secret and recovery codes. */
export async function enrolledStaff(t: TestApp) {
  const staff = await addStaff(t);
  expect((await setPassword(t, staff.link)).statusCode).toBe(200);
  const { res, mfa } = await passwordStep(t, staff.email);
  expect(res.json()).toEqual({ user: null, secondFactor: 'enrol' });
  const enrolment = await post(t, '/api/auth/second-factor/enrolment', mfa);
  expect(enrolment.statusCode).toBe(200);
  const { secret } = enrolment.json() as { secret: string };
  const done = await post(t, '/api/auth/second-factor/enrolment/confirm', mfa, {
    code: codeAt(secret, staff.email, t.ctx.now()),
  });
  expect(done.statusCode, done.body).toBe(200);
  return {
    ...staff,
    secret,
    recoveryCodes: done.json().recoveryCodes as string[],
    cookie: sessionCookieFrom(done),
    device: cookieFrom(done, 'tb_device'),
  };
}

export const auditRows = (t: TestApp, targetId: string) =>
  t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));

export const sessionUser = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user;
