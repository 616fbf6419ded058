import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext, type TestContext } from './test-context';

export type TestApp = { app: FastifyInstance; ctx: TestContext; close: () => Promise<void> };

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const ctx = await createTestContext(env);
  const app = await buildApp(ctx, { serveClient: false });
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.cleanup();
    },
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'tb_session');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `tb_session=${cookie.value}`;
}

export function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  const cookie = res.cookies.find((c) => c.name === name);
  return cookie ? `${name}=${cookie.value}` : undefined;
}

/**
 * One app on its own database for a whole test file: built before the first test, closed after the last, with the
 * injected clock back on real time after every test. The returned object is filled in once `beforeAll` has run.
 */
export function testAppForFile(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    t.ctx.clock.now = null;
  });
  return t;
}

/**
 * Client addresses for `inject({ remoteAddress })`, a new one per call: per-address limits of one
 * test never reach another. `network` is the first two octets, one per test file.
 */
export function addressSequence(network: string): () => string {
  let n = 0;
  return () => {
    n++;
    // The third octet wraps too, so that an address stays valid however many requests a run sends (the fuzzer's).
    return `${network}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
}

/** A request as the access matrix and the API fuzzer describe one. */
type DescribedRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object | Buffer;
};

/** Sends `request` in process from `remoteAddress`, with a body only when it has one. */
export const injectRequest = (app: FastifyInstance, request: DescribedRequest, remoteAddress: string) =>
  app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
