import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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
