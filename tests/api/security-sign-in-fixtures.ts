// Shared by the sign-in safety tests (security-sign-in*.test.ts): sign-in, sign-up and reset requests
// from addresses of their own, and accounts sharing one e-mail.
import { expect } from 'vitest';
import { createManager, createTalent, uniqueEmail } from '../../src/server/seed/factories/accounts';
import { addressSequence } from '../support/http';
import { t } from './security-sign-in-app';

// Each test uses its own addresses, so one test's per-address limits never touch another's.
export const nextIp = addressSequence('10.20');

export type SignInBody = { email: string; password: string; role?: 'talent' | 'manager' };
export const signIn = (body: SignInBody, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: body,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
export const signOut = (cookie: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, remoteAddress });
export const signUpManager = (body: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/managers', payload: body, remoteAddress });
export const signUpTalent = (body: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/profiles', payload: body, remoteAddress });
export const forgot = (payload: object, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** The forgot-password answer does not wait for the e-mail; wait for the count, then make sure it stays. */
export async function expectSettled(count: () => Promise<number>, expected: number) {
  await expect.poll(count, { timeout: 5000 }).toBe(expected);
  await new Promise((r) => setTimeout(r, 300));
  expect(await count()).toBe(expected);
}

/** One e-mail holding a talent and a manager account (the spec allows both). */
export async function sharedEmailAccounts(passwords: { talent: string; manager: string }) {
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
