// Shared by the account-change safety tests (security-account-changes*.test.ts): passwords,
// profile updates, the session's e-mail and e-mail change confirmations.
import { type createTalent, talentProfileInput } from '../../src/server/seed/factories/accounts';
import { t } from './security-account-changes-app';

export const NEW_PASSWORD = 'Harbor-Lights-4417';
export const WRONG_PASSWORD = 'Not-My-Password-31';

export type Talent = Awaited<ReturnType<typeof createTalent>>;

/** The edit-mode body of a talent's current profile, as the form sends it. */
export function profileBody(talent: Talent, overrides: Record<string, unknown> = {}) {
  const { password: _p, confirmPassword: _c, ...rest } = talentProfileInput({ email: talent.email });
  return { ...rest, ...overrides };
}

export const cookieOf = (token: string) => `tb_session=${token}`;
export const update = (token: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me',
    payload: body,
    headers: { cookie: cookieOf(token) },
  });
export const sessionEmail = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: cookieOf(token) } })
  ).json().user?.email ?? null;
export const confirm = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/email-change/confirm',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });
