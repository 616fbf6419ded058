import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { BUILD_ID_FILE, CLIENT_DIR } from '../../../src/server/lib/client-build';
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
  const app = await buildApp(ctx, { serveClient: true, clientDir: snapshotClient(ctx.config.DATA_DIR) });
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

/**
 * A private copy of dist/client in the test's data dir, so that a `vite build` run meanwhile (another suite,
 * another terminal) cannot pull the files from under a running browser test. Copied again if a build
 * finished during the copy.
 */
function snapshotClient(dataDir: string): string {
  const target = join(dataDir, 'client');
  const idFile = join(CLIENT_DIR, BUILD_ID_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = existsSync(idFile) ? readFileSync(idFile, 'utf8') : null;
    cpSync(CLIENT_DIR, target, { recursive: true, force: true });
    const after = existsSync(idFile) ? readFileSync(idFile, 'utf8') : null;
    if (before === after && existsSync(join(target, 'index.html'))) return target;
  }
  throw new Error('dist/client kept changing while it was copied; is a build running in a loop?');
}
