import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveSession, SESSION_COOKIE } from './auth/sessions';
import type { AppContext } from './context';
import { featureRoutes } from './features/registry';
import { installErrorHandler } from './lib/error-handler';
import { errorBody } from './lib/http';

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

export type BuildOptions = { logger?: boolean | object; serveClient?: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the HTTP app without listening, so tests can `inject` or listen on a port of their own. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  installErrorHandler(app);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // No https upgrade: the embedded mode serves plain http on localhost.
        upgradeInsecureRequests: null,
      },
    },
    hsts: ctx.config.isProduction,
  });

  // Resolve the session once per API request; guards read request.sessionUser.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.sessionUser = token ? await resolveSession(ctx.db, token, ctx.now()) : null;
  });

  app.get('/api/health', async () => ({ ok: true }));
  for (const register of featureRoutes) await app.register(register, { prefix: '/api' });

  const serveClient = options.serveClient ?? existsSync(CLIENT_DIR);
  let indexHtml: string | undefined;
  if (serveClient && existsSync(`${CLIENT_DIR}/index.html`)) {
    indexHtml = readFileSync(`${CLIENT_DIR}/index.html`, 'utf8');
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      !indexHtml ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    )
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
    // Every other path is a client route; the SPA renders its own 404 page.
    return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });

  return app;
}
