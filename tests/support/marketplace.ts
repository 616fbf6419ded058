import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { devMessages, notifications } from '../../src/server/db/schema';
import type { TestApp } from './http';

type Account = { token: string };

/** Requests as a signed-in account (or anonymously with `null`). */
export function client(t: TestApp, account: Account | null) {
  const headers = account ? { cookie: `tb_session=${account.token}` } : {};
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) }),
  };
}

export type Client = ReturnType<typeof client>;

/** Asserts the status and returns the JSON body, with the body in the failure message. */
// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely.
export function expectStatus<T = any>(res: LightMyRequestResponse, status: number): T {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

/**
 * A selection made without a text (the number replied STOP, the worker never agreed to texts, or the phone is not
 * verified): the answer says so, nothing was texted to `e164`, and the worker's one notice is in the app only.
 */
export async function expectSelectedInAppOnly(t: TestApp, answer: unknown, workerId: string, e164: string) {
  expect(answer).toMatchObject({ sms: 'opted_out', application: { status: 'selected' } });
  expect(await t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, e164))).toHaveLength(0);
  const [notice] = await t.ctx.db.select().from(notifications).where(eq(notifications.recipientId, workerId));
  expect(notice).toMatchObject({ type: 'shift_selected', sentVia: [] });
}
