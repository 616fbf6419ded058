import { existsSync, readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { healthResponseSchema, versionResponseSchema } from '../shared/schemas/responses/common';
import { resolveSession, SESSION_COOKIE } from './auth/sessions';
import type { AppContext } from './context';
import { featureRoutes } from './features/registry';
import { CLIENT_DIR, readBuildId, withClientSettings } from './lib/client-build';
import { isCrossSiteRequest, PERMISSIONS_POLICY, refuseCrossSite } from './lib/cross-site-guard';
import { installErrorHandler } from './lib/error-handler';
import { errorBody } from './lib/http';
import { withRedactedUrls } from './lib/log-redaction';
import { registerOpenApi } from './lib/openapi';
import { fastifyTrustProxy, keepClientAddressValid } from './lib/trust-proxy';

export type BuildOptions = {
  logger?: boolean | object;
  serveClient?: boolean;
  /** Where the built client is; dist/client by default. */
  clientDir?: string;
  /** Shortened by tests; production uses HTTP_TIMEOUTS. */
  timeouts?: HttpTimeouts;
};

/**
 * A request (headers and body) must arrive within `requestMs`, its headers within `headersMs`,
 * and a connection idle for `idleMs` is closed, so a client trickling a byte every few seconds cannot hold a
 * socket. 60 s fits a 5 MB avatar on a slow mobile link; event streams are not cut: their request is complete
 * once the headers are in, and the 15 s heartbeat keeps them from being idle. Node checks the first two every
 * `checkEveryMs`.
 */
export type HttpTimeouts = { requestMs: number; headersMs: number; idleMs: number; checkEveryMs: number };
const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 60_000,
  headersMs: 15_000,
  idleMs: 30_000,
  checkEveryMs: 5_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the HTTP app without listening, so tests can `inject` or listen on a port of their own. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    logger: withRedactedUrls(options.logger),
    // A hop count or the proxies' addresses, never "trust every X-Forwarded-For".
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // The router's own refusals (a malformed %-escape, an over-long path parameter) answer in our error shape
    // too, without echoing the path; found by the API fuzzing.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const status = tooLong ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      void reply
        .status(status)
        .send(
          status === 500
            ? errorBody('INTERNAL', 'Something went wrong. Please try again.')
            : errorBody('BAD_REQUEST', tooLong ? 'The address is too long.' : 'Invalid address.'),
        );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  installErrorHandler(app);
  // First of the hooks: every later one and every route reads a valid client address.
  keepClientAddressValid(app, ctx.config.TRUST_PROXY);

  await app.register(cookie);
  // Helmet's security headers on every response. Its middleware is built once here: the Fastify plugin rebuilds
  // it (re-parsing the CSP) on every request, which cost ~5 % of the CPU of a light route.
  const securityHeaders = helmet({
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
    strictTransportSecurity: ctx.config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // Helmet has no Permissions-Policy; the CSRF check answers before any route runs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isCrossSiteRequest(request, ctx.config)) return void refuseCrossSite(reply);
    done();
  });

  // Resolve the session once per API request; guards read request.sessionUser.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.sessionUser = token ? await resolveSession(ctx.db, token, ctx.now()) : null;
  });

  // Before any route: it records each one as it is added.
  await registerOpenApi(app);
  app.get(
    '/api/health',
    { schema: { summary: 'Liveness', response: { 200: healthResponseSchema } } },
    async () => ({ ok: true as const }),
  );
  for (const register of featureRoutes) await app.register(register, { prefix: '/api' });

  const clientDir = options.clientDir ?? CLIENT_DIR;
  const serveClient = options.serveClient ?? existsSync(clientDir);
  let indexHtml: string | undefined;
  let buildId: string | null = null;
  if (serveClient && existsSync(`${clientDir}/index.html`)) {
    indexHtml = withClientSettings(readFileSync(`${clientDir}/index.html`, 'utf8'), {
      supportEmail: ctx.config.SUPPORT_EMAIL,
      devTools: !ctx.config.isProduction,
    });
    buildId = readBuildId(clientDir);
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz twins (scripts/compress-client.mjs); the smallest one the browser accepts goes
      // out. They are not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The client build served here, read with index.html so it names what a reload gets. A tab running another
  // build reloads once on its next route change (docs/product/support.md, "New-version reload").
  app.get(
    '/api/version',
    { schema: { summary: 'The client build served here', response: { 200: versionResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { buildId };
    },
  );

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
