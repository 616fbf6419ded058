import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_MESSAGES } from '../../shared/marketplace/ops-messages';
import { type GuardMessages, requireRole, requireUser } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Role } from '../db/schema';

/** Who may call a route: anyone, any signed-in user, or only one role. Every route says it (docs/architecture.md, "Routes"). */
export type Access = 'anyone' | 'signed-in' | Role;

const ACCESS_TEXT: Record<Access, string> = {
  anyone: 'Access: anyone.',
  'signed-in': 'Access: any signed-in user (401 otherwise).',
  talent: 'Access: talent only (401 when not signed in, 403 for a manager).',
  manager: 'Access: managers only (401 when not signed in, 403 for talent).',
  ops: 'Access: operations staff only (401 when not signed in, 403 for talent and managers).',
};

/** The guard's words where a route gives none of its own: the console's for the staff routes, else the guard's. */
const DEFAULT_MESSAGES: Partial<Record<Access, GuardMessages>> = {
  ops: { unauthenticated: OPS_MESSAGES.signInForStaff, forbidden: OPS_MESSAGES.onlyStaff },
};

type Caller<A extends Access> = A extends 'anyone' ? SessionUser | null : SessionUser;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteCall<A extends Access, B, Q, P> = {
  /** The caller, already checked against `access`; null only on routes open to anyone. */
  user: Caller<A>;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  request: FastifyRequest;
  reply: FastifyReply;
};

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteSpec<
  A extends Access,
  R extends z.ZodType,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
> = {
  method: HttpMethod;
  /** Relative to the feature's prefix (/api). */
  url: string;
  summary: string;
  description?: string;
  access: A;
  /** The screen's own words for the 401 and 403 (docs/product/*); staff routes have the console's by default. */
  messages?: GuardMessages;
  body?: B;
  query?: Q;
  params?: P;
  /** The success status; 200 unless given. */
  status?: 200 | 201;
  response: R;
  bodyLimit?: number;
  /**
   * The use-case call. Returns the response body (checked against `response` by the serializer), or the reply
   * itself after sending something else (a cached JSON string, a file).
   */
  handler: (call: RouteCall<A, B, Q, P>) => Promise<z.input<R> | FastifyReply>;
};

/**
 * One route, the one way: parse (the zod schemas) → guard (`access`, through requireRole or
 * requireUser, before the body is validated, so nobody learns the field rules of a route they may not use) →
 * one use-case (`handler`) → the shaped response. Answers are never cached by browsers or proxies: every API
 * answer is someone's current state. A feature's routes file reaches it through `declareRoutes` (below).
 */
export function route<
  A extends Access,
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<A, R, B, Q, P>): void {
  const { access } = spec;
  const messages = spec.messages ?? DEFAULT_MESSAGES[access];
  const status = spec.status ?? 200;
  // Only the parts this route has: Fastify warns about a schema key that is present but undefined.
  const parts = { body: spec.body, querystring: spec.query, params: spec.params };
  const schema: FastifySchema = {
    ...Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined)),
    summary: spec.summary,
    description: [spec.description, ACCESS_TEXT[access]].filter(Boolean).join('\n\n'),
    // The reference page marks the routes that need the session cookie.
    ...(access === 'anyone' ? {} : { security: [{ session: [] }] }),
    response: { [status]: spec.response },
  };
  app.route({
    method: spec.method,
    url: spec.url,
    bodyLimit: spec.bodyLimit,
    schema,
    preValidation:
      access === 'anyone'
        ? undefined
        : async (request: FastifyRequest) => {
            if (access === 'signed-in') requireUser(request, messages);
            else requireRole(request, access, messages);
          },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await spec.handler({
        // preValidation has refused every caller `access` does not admit.
        user: (request.sessionUser ?? null) as Caller<A>,
        body: request.body as Parsed<B>,
        query: request.query as Parsed<Q>,
        params: request.params as Parsed<P>,
        request,
        reply,
      });
      // A handler that sent its own answer returns the reply; a reply is thenable, so awaiting it above waited for
      // the send and left `result` undefined. `reply.sent` is what tells.
      if (reply.sent || result === reply) return reply;
      return reply.status(status).send(result);
    },
  });
}

/** A route declared through one caller's builder (`ops.get(url, { … })`): the builder gives the method and `access`. */
type Declare<A extends Access> = <
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  url: string,
  declaration: Omit<RouteSpec<A, R, B, Q, P>, 'method' | 'url' | 'access'>,
) => void;

/** The routes one kind of caller may use, by method: `manager.post('/shifts', { … })`. */
export type RoutesFor<A extends Access> = Record<Lowercase<HttpMethod>, Declare<A>>;

/** One builder per `Access`, so that who may call a route stands on its first line, beside its method and path. */
export type RouteBuilders = {
  anyone: RoutesFor<'anyone'>;
  signedIn: RoutesFor<'signed-in'>;
  talent: RoutesFor<'talent'>;
  manager: RoutesFor<'manager'>;
  ops: RoutesFor<'ops'>;
};

function routesFor<A extends Access>(app: FastifyInstance, access: A): RoutesFor<A> {
  const declare =
    (method: HttpMethod): Declare<A> =>
    (url, declaration) =>
      route(app, { ...declaration, method, url, access });
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/** The builders that declare routes on `app` (a scope of its own, e.g. one with another body parser). */
export function routesOn(app: FastifyInstance): RouteBuilders {
  return {
    anyone: routesFor(app, 'anyone'),
    signedIn: routesFor(app, 'signed-in'),
    talent: routesFor(app, 'talent'),
    manager: routesFor(app, 'manager'),
    ops: routesFor(app, 'ops'),
  };
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A feature's routes file: `declareRoutes(({ ctx, ops }) => { ops.get('/ops/audit', { … }); })`. The plugin
 * hands the declarations the app's context, the route builders and, for what is not a route (a body parser, a
 * raw Fastify route), the app itself.
 */
export function declareRoutes(
  declarations: (file: RouteBuilders & { app: ZodApp; ctx: AppContext }) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    await declarations({ app, ctx: app.ctx, ...routesOn(app) });
  };
}

/**
 * The documented success answer of a hand-written route that sends text other than JSON (an event stream, TwiML):
 * `route()` answers JSON only, so those few are plain Fastify routes, and say what they send through this.
 */
export function textAnswer(contentType: string, description: string) {
  return { 200: { description, content: { [contentType]: { schema: z.string() } } } };
}
