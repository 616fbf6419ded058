// Shared by the accounts API tests (accounts*.test.ts): sign-up, sign-in and session requests.
import { addressSequence } from '../support/http';
import { t } from './accounts-app';

// Sign-ups are throttled per address: each comes from its own unless a test says otherwise.
export const nextAddress = addressSequence('10.30');
export const signUpManager = (body: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/managers', payload: body, remoteAddress });
export const signUpTalent = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/profiles', payload: body, remoteAddress: nextAddress() });
export const signIn = (
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
export const session = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });
