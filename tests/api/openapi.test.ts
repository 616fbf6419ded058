// Every route declares the shape of its answer in zod, the serializer enforces it, and
// the OpenAPI 3.1 document generated from those schemas describes the whole running app. The document is
// checked by an independent validator (@seriousme/openapi-schema-validator), and real answers are checked
// against the document's JSON Schemas with Ajv, a JSON Schema implementation of its own.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { createTestApp, type TestApp } from '../support/http';
import {
  fetchOpenApiDocument,
  type OpenApiDocument,
  openApiRouteKeys,
  recordRoutes,
} from '../support/route-catalog';

let t: TestApp;
let document: OpenApiDocument;
const catalog = recordRoutes();

beforeAll(async () => {
  t = await createTestApp();
  catalog.stop();
  document = await fetchOpenApiDocument(t.app);
});
afterAll(async () => {
  await t?.close();
});

const apiRoutes = () => catalog.routes.filter((r) => r.url.startsWith('/api'));
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The JSON Schema the document gives a route's success answer. */
function answerSchema(method: string, url: string, status: number) {
  const operation = document.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
  return operation?.responses?.[String(status)]?.content?.['application/json']?.schema;
}

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document that an independent validator accepts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const validator = new Validator();
    const result = await validator.validate(res.json());
    expect(result.errors ?? [], 'what the validator found wrong').toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the running app, and no route that does not exist', () => {
    const registered = apiRoutes().map((r) => r.key);
    expect(registered.length).toBeGreaterThan(30);
    expect(openApiRouteKeys(document)).toEqual([...registered].sort());
  });

  it("groups every route under its area's tag: 'meta' only for health, version and this reference", () => {
    const byTag = new Map<string, string[]>();
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations as Record<string, { tags?: string[] }>))
        for (const tag of operation.tags ?? ['none'])
          byTag.set(tag, [...(byTag.get(tag) ?? []), `${method.toUpperCase()} ${path}`]);
    expect(byTag.get('untagged') ?? [], 'routes no area claims').toEqual([]);
    expect(byTag.get('none') ?? []).toEqual([]);
    for (const route of byTag.get('meta') ?? [])
      expect(route).toMatch(/^GET \/api\/(health|version|openapi\.json|docs)(\/|$)/);
  });

  it('gives every route a response schema for its success status', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const declared = Object.keys((route.schema?.response ?? {}) as object).filter((s) => /^2\d\d$/.test(s));
      const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      const documented = Object.keys(operation?.responses ?? {}).filter((s) => /^2\d\d$/.test(s));
      if (!declared.length || !documented.length) missing.push(route.key);
      for (const status of documented)
        if (!operation.responses[status].content) missing.push(`${route.key} ${status} has no content`);
    }
    expect(missing, 'routes whose success answer is not described').toEqual([]);
  });

  it('describes every answer with a JSON Schema (2020-12) that compiles', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    let compiled = 0;
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item))
        for (const response of Object.values(operation.responses ?? {}) as { content?: object }[])
          for (const media of Object.values(response.content ?? {}) as { schema?: object }[])
            if (media.schema) {
              ajv.compile(media.schema);
              compiled++;
            }
    expect(compiled).toBeGreaterThan(30);
  });

  it('names every field of every request and answer in camelCase (database columns stay snake_case)', () => {
    const camelCase = /^[a-z][a-zA-Z0-9]*$/;
    const offending = new Set<string>();
    let seen = 0;
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return;
      const { properties } = node as { properties?: unknown };
      if (properties && typeof properties === 'object')
        for (const name of Object.keys(properties)) {
          seen++;
          if (!camelCase.test(name)) offending.add(`${where}: ${name}`);
        }
      for (const value of Object.values(node)) walk(value, where); // arrays too (anyOf, oneOf)
    };
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        walk(operation.requestBody, where);
        walk(operation.responses, where);
        for (const parameter of operation.parameters ?? []) {
          seen++;
          if (!camelCase.test(parameter.name)) offending.add(`${where}: ${parameter.in} ${parameter.name}`);
        }
      }
    expect(seen).toBeGreaterThan(100);
    expect([...offending], 'fields not in camelCase').toEqual([]);
  });
});

describe('answers match the published contract', () => {
  it('real answers of the main reads validate against the document, as a client generated from it would see them', async () => {
    const talent = await createTalent(t.ctx);
    const manager = await createManager(t.ctx);
    await createShift(t.ctx, manager.userId);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const reads: [url: string, token: string | null][] = [
      ['/api/auth/session', talent.token],
      ['/api/auth/session', null],
      ['/api/shifts/open', null],
      ['/api/shifts/open', talent.token],
      ['/api/shifts/mine', manager.token],
      ['/api/profiles/me', talent.token],
      ['/api/accounts/managers/me', manager.token],
      ['/api/applications/mine', talent.token],
      ['/api/notifications', talent.token],
      ['/api/phone-verification', talent.token],
      ['/api/health', null],
      ['/api/version', null],
    ];
    for (const [url, token] of reads) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: token ? { cookie: `tb_session=${token}` } : {},
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const validate = ajv.compile(answerSchema('GET', url, 200));
      expect(validate(res.json()), `${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('documents the one error shape on every route, and real refusals match it', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item))
        expect(operation.responses?.default?.content?.['application/json']?.schema).toBeDefined();
    const refusals: [method: string, url: string, status: number, body?: object][] = [
      ['GET', '/api/profiles/me', 401],
      ['POST', '/api/auth/sign-in', 400, { email: 'not an e-mail' }],
    ];
    for (const [method, url, status, body] of refusals) {
      const res = await t.app.inject({ method: method as 'GET', url, ...(body ? { payload: body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      const operation = document.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
      const validate = ajv.compile(operation?.responses.default.content['application/json'].schema);
      expect(validate(res.json()), `${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('refuses to send an answer outside its schema: a row the contract does not allow gives a 500, not the row', async () => {
    const manager = await createManager(t.ctx);
    const shift = await createShift(t.ctx, manager.userId);
    // Written behind the app's back: no use-case ever stores this status.
    await t.ctx.db
      .update(shifts)
      .set({ status: 'archived' as never })
      .where(eq(shifts.id, shift.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shifts/mine',
      headers: { cookie: `tb_session=${manager.token}` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    });
    expect(res.body).not.toContain('archived');
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page with no inline script, every file it loads from our own origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<title>TalentBridge API reference</title>');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , body] of scripts) expect(body?.trim(), 'no inline script').toBe('');
    const files = [...page.body.matchAll(/(?:src|href)="([^"]*)"/g)].map(([, url]) => url ?? '');
    expect(files.length).toBeGreaterThan(scripts.length);
    for (const url of files) {
      expect(url, 'a file of the page').toMatch(/^\/api\/docs\//);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(application\/javascript|text\/css|image\/png)/);
      expect(res.body.length, url).toBeGreaterThan(100);
    }
    // The renderer's settings: no badge fetched from an outside validator.
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toMatch(/validatorUrl: null/);
    // The page reads the very document published at /api/openapi.json.
    const read = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(document);
    for (const url of ['/api/docs/static/package.json', '/api/docs/init.js']) {
      const unknown = await t.app.inject({ method: 'GET', url });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json().error.code, url).toBe('NOT_FOUND');
    }
  });
});
