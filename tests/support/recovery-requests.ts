// The password-recovery requests (docs/product/recovery.md) as the API tests make them, and the reset link read
// back from the queued e-mail as its owner would.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import type { Role } from '../../src/shared/domain/roles';
import type { TestApp } from './http';

export const NEW_PASSWORD = 'Brand-New-Pass-9';

/** "Forgot password?" for a talent account, sent straight to the API (the browser tests use it too). */
export const askForTalentReset = (app: FastifyInstance, email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email, userType: 'talent' },
    remoteAddress,
  });

/** `nextIp` gives each request that does not name one its own address (see addressSequence). */
export function recoveryRequests(t: TestApp, nextIp: () => string) {
  const forgot = (payload: object, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload, remoteAddress });
  const validate = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password/validate', payload });
  const reset = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload, headers });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: nextIp(),
    });
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  const emailsTo = (recipient: string) =>
    t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

  /**
   * The answer never waits for the e-mail to be queued (so its timing says nothing); under a burst of parallel
   * requests the last rows may land just after the answers. Wait for the count, then make sure it stays.
   */
  async function expectSettledCount(count: () => Promise<number>, expected: number) {
    await expect.poll(count, { timeout: 5000 }).toBe(expected);
    await new Promise((r) => setTimeout(r, 300));
    expect(await count()).toBe(expected);
  }
  const mailCount = (recipient: string) => async () => (await emailsTo(recipient)).length;

  /** Asks for a reset link and reads it from the queued e-mail, as the account owner would. */
  async function requestLink(email: string, userType: Role) {
    const before = (await emailsTo(email)).length;
    const res = await forgot({ email, userType });
    expect(res.statusCode).toBe(200);
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(before + 1);
    // The token travels in the fragment, which browsers never send to the server.
    const match = /\/reset-password#token=([0-9a-f]{64})&type=(talent|manager)/.exec(mails[0]!.body);
    expect(match, mails[0]!.body).not.toBeNull();
    return { token: match![1]!, type: match![2]!, mail: mails[0]! };
  }

  return { forgot, validate, reset, signIn, session, emailsTo, expectSettledCount, mailCount, requestLink };
}
