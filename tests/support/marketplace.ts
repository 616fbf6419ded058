import type { LightMyRequestResponse } from 'fastify';
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
