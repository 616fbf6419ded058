// The one way routes are declared (src/server/lib/route.ts): the guard runs before the body is
// validated, the caller reaches the handler typed, and a handler may send its own answer. The builders of
// `declareRoutes` (`talent.get(…)`) declare the same route as `route()` with the access they are named for.
import Fastify, { type FastifySchema, type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler, LOST_RACE_MESSAGE } from '../../src/server/lib/error-handler';
import { declareRoutes, route } from '../../src/server/lib/route';
import { OPS_MESSAGES } from '../../src/shared/marketplace/ops-messages';

const logged: { level: number; msg: string }[] = [];
const app = Fastify({
  logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
});
/** The schema each route was registered with, by method and URL: what the OpenAPI document is made from. */
const registered = new Map<string, FastifySchema | undefined>();

/** A request from a signed-in caller of `role` (the onRequest hook below makes the session), or signed out. */
function injectAs(role: 'manager' | 'talent' | null, request: InjectOptions) {
  return app.inject({ ...request, headers: role ? { 'x-role': role } : {} });
}

/** The same declaration, given once to a builder and once to route(). */
const workerPage = {
  summary: 'A worker reads a page of their own',
  response: z.object({ by: z.string() }),
  handler: async ({ user }: { user: { role: string } }) => ({ by: user.role }),
};

beforeAll(async () => {
  app.addHook('onRoute', (options) => {
    registered.set(`${options.method} ${options.url}`, options.schema);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    request.sessionUser =
      role === 'manager' || role === 'talent'
        ? {
            id: '00000000-0000-4000-8000-000000000001',
            role,
            email: 'someone@example.com',
            name: 'Someone',
            firstName: null,
            companyName: null,
            sessionId: '00000000-0000-4000-8000-000000000002',
            signedInAt: new Date(),
            expiresAt: new Date(Date.now() + 60_000),
            firstSession: false,
          }
        : null;
  });
  route(app, {
    method: 'POST',
    url: '/things',
    summary: 'A manager makes a thing',
    access: 'manager',
    body: z.object({ name: z.string().min(1) }),
    status: 201,
    response: z.object({ name: z.string(), by: z.string() }),
    handler: async ({ user, body }) => ({ name: body.name, by: user.role }),
  });
  route(app, {
    method: 'GET',
    url: '/console',
    summary: 'A staff page that gives no words of its own for the guard',
    access: 'ops',
    response: z.object({}),
    handler: async () => ({}),
  });
  route(app, {
    method: 'GET',
    url: '/cached',
    summary: 'Anyone reads a page sent as prepared JSON text',
    access: 'anyone',
    response: z.object({ page: z.number() }),
    handler: async ({ reply }) => reply.type('application/json; charset=utf-8').send('{"page":1}'),
  });
  route(app, {
    method: 'POST',
    url: '/raced/:code',
    summary:
      'A change PostgreSQL aborted because another one won (the driver error wrapped, as Drizzle does)',
    access: 'anyone',
    params: z.object({ code: z.string() }),
    response: z.object({}),
    handler: async ({ params }) => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('database error'), { code: params.code }),
      });
    },
  });
  await app.register(declareRoutes(({ talent }) => talent.get('/mine', workerPage)));
  route(app, { ...workerPage, method: 'GET', url: '/mine-by-route', access: 'talent' });
  await app.ready();
});
afterAll(() => app.close());

describe('route()', () => {
  it('refuses a caller without the role before looking at the body: 401 signed out, 403 for the other role', async () => {
    const anonymous = await injectAs(null, { method: 'POST', url: '/things', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const talent = await injectAs('talent', { method: 'POST', url: '/things', payload: {} });
    expect(talent.statusCode).toBe(403);
  });

  it("answers a staff route's 401 and 403 in the console's words when the route gives none", async () => {
    const anonymous = await injectAs(null, { method: 'GET', url: '/console' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(OPS_MESSAGES.signInForStaff);
    const manager = await injectAs('manager', { method: 'GET', url: '/console' });
    expect(manager.statusCode).toBe(403);
    expect(manager.json().error.message).toBe(OPS_MESSAGES.onlyStaff);
  });

  it('validates the body of an admitted caller, hands the handler the caller, and answers with its status, no-store', async () => {
    const bad = await injectAs('manager', { method: 'POST', url: '/things', payload: {} });
    expect(bad.statusCode).toBe(400);
    const made = await injectAs('manager', { method: 'POST', url: '/things', payload: { name: 'Shelf' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ name: 'Shelf', by: 'manager' });
    expect(made.headers['cache-control']).toBe('no-store');
  });

  it('lets a handler send its own answer, without a second send (the anonymous open-shifts page does this)', async () => {
    logged.length = 0;
    const res = await app.inject({ method: 'GET', url: '/cached' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"page":1}');
    // A second send used to be attempted and logged as "Reply was already sent" on every cached page.
    expect(logged.filter((entry) => entry.level >= 40)).toEqual([]);
  });

  it('answers a deadlock or a lost serializable transaction with 409 and what happened, never a 500', async () => {
    for (const code of ['40P01', '40001']) {
      const res = await app.inject({ method: 'POST', url: `/raced/${code}` });
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: LOST_RACE_MESSAGE });
    }
    const other = await app.inject({ method: 'POST', url: '/raced/23505' });
    expect(other.statusCode).toBe(500);
  });
});

describe('the route builders of declareRoutes', () => {
  it('talent.get admits talent only: 401 signed out, 403 for a manager, the handler for talent', async () => {
    expect((await injectAs(null, { method: 'GET', url: '/mine' })).statusCode).toBe(401);
    expect((await injectAs('manager', { method: 'GET', url: '/mine' })).statusCode).toBe(403);
    const mine = await injectAs('talent', { method: 'GET', url: '/mine' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ by: 'talent' });
  });

  it('gives the OpenAPI document what route() gives: the summary, the access text, the session cookie', () => {
    const built = registered.get('GET /mine');
    expect(built).toEqual(registered.get('GET /mine-by-route'));
    expect(built).toMatchObject({
      summary: workerPage.summary,
      description: expect.stringContaining('Access: talent only'),
      security: [{ session: [] }],
    });
  });
});
