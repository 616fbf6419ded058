// Shared by the account-change safety tests (security-account-changes*.test.ts, issue 10 item 6): profile
// updates, e-mail change confirmations, what was stored and sent, and a second session.
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { type createTalent, talentProfileInput } from '../../src/server/db/factories/accounts';
import { outbox, users } from '../../src/server/db/schema';
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
export const emailsTo = (recipient: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
export const storedEmail = async (userId: string) =>
  (await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
export const otherSession = async (userId: string) =>
  (await createSession(t.ctx.db, userId, { ip: '10.9.0.1', userAgent: 'other device' }, t.ctx.now())).token;

/** The confirmation link's token, read from the e-mail sent to the new address (fragment, never a query). */
export async function confirmationToken(newEmail: string): Promise<string> {
  const [mail] = await emailsTo(newEmail);
  expect(mail, `no confirmation e-mail to ${newEmail}`).toBeDefined();
  const match = /\/confirm-email#token=([A-Za-z0-9_-]{43})(?:\s|$)/.exec(mail!.body);
  expect(match, mail!.body).not.toBeNull();
  return match![1]!;
}
