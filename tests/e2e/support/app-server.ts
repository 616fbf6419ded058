import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createTestContext, type TestContext } from '../../support/test-context';

export type RunningApp = {
  baseUrl: string;
  ctx: TestContext;
  app: FastifyInstance;
  stop: () => Promise<void>;
};

/**
 * The built client (dist/client, made by `npm run build` before the browser suite) served by the real app
 * on a free port, on a fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const ctx = await createTestContext(env);
  const app = await buildApp(ctx, { serveClient: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  ctx.config.APP_ORIGIN = baseUrl;
  await ctx.services.start?.({ info: () => {}, error: () => {} });
  return {
    baseUrl,
    ctx,
    app,
    async stop() {
      await app.close();
      await ctx.cleanup();
    },
  };
}
