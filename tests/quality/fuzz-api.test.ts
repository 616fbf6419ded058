// Issue 6, item 5: property-based API fuzzing. For every API route (taken from the published OpenAPI
// document, checked against the running app's route table, so a new route is fuzzed without anyone listing
// it), at least 200 generated requests: valid-shaped ones derived from the document's JSON Schemas of the
// route's body and query (fast-check arbitraries) and from known-good examples, and
// hostile ones (wrong types, huge and odd unicode strings, missing and extra fields, prototype keys, bad
// JSON, wrong content types, odd path and query values). Each goes out as a signed-in user of the role the
// route serves. No answer may be a 5xx; every 4xx must be `{ error: { code, message } }`; a 2xx JSON answer
// must parse and, where the route declares a response schema, match it.
//
// Reproduce a failure with FUZZ_SEED=<seed printed in the failure> (and FUZZ_RUNS to go further).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createSession } from '../../src/server/auth/sessions';
import {
  createManager,
  createTalent,
  managerSignupInput,
  talentProfileInput,
} from '../../src/server/db/factories/accounts';
import { createShift, shiftInput } from '../../src/server/db/factories/shifts';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { createNotification } from '../../src/server/features/notifications/create-notification';
import { computeTwilioSignature } from '../../src/server/messaging/twilio-signature';
import { createTestApp, type TestApp } from '../support/http';
import {
  type CatalogRoute,
  fetchOpenApiDocument,
  type OpenApiDocument,
  openApiRouteKeys,
  recordRoutes,
} from '../support/route-catalog';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const CONCURRENCY = 8;
const ORIGIN = 'https://talentbridge.test';
const TWILIO_TOKEN = `tw_${randomBytes(12).toString('hex')}`;

type Role = 'talent' | 'manager' | null;
type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of request this is, for the failure report. */
  kind: string;
};

let t: TestApp;
let baseUrl: string;
const catalog = recordRoutes();
let document: OpenApiDocument;
let talent: Awaited<ReturnType<typeof createTalent>>;
let manager: Awaited<ReturnType<typeof createManager>>;
let knownIds: string[] = [];
let png: Buffer;

// ---- arbitraries --------------------------------------------------------------------------------------

const hugeString = fc.constantFrom(
  'x'.repeat(70_000),
  'é'.repeat(20_000),
  '𝕏'.repeat(10_000),
  '\u0000'.repeat(5_000),
);
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '$' + '{7*7}',
    '../../etc/passwd',
    '%00',
    '\ud800',
    'NaN',
    '-0',
    '1e309',
    'null',
    'true',
  ),
);
const anyJson = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: oddString },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e300, -1e300, 0.1) },
);

/** Strings that look like what a field of this name expects, so valid-shaped requests get past validation. */
function plausibleString(name: string): fc.Arbitrary<string> | null {
  const n = name.toLowerCase();
  if (n.includes('email')) return fc.oneof(fc.emailAddress(), fc.constant(`fuzz.${Date.now()}@example.com`));
  if (n.includes('phone') || n.includes('mobile'))
    return fc.oneof(
      fc.stringMatching(/^\([2-9]\d{2}\) [2-9]\d{2}-\d{4}$/),
      fc.stringMatching(/^\+1[2-9]\d{9}$/),
    );
  if (n.includes('date'))
    return fc
      .integer({ min: -3, max: 60 })
      .map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10));
  if (n.includes('time')) return fc.stringMatching(/^([01]\d|2[0-3]):[0-5]\d$/);
  if (n.includes('rate')) return fc.integer({ min: 0, max: 20_000 }).map((c) => (c / 100).toFixed(2));
  if (n.includes('password')) return fc.constantFrom('Shift-Ready-2026', 'short', '');
  if (n === 'token') return fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ maxLength: 70 }));
  if (n === 'cursor')
    return fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .tuple(fc.date(), fc.uuid())
        .map(([d, id]) =>
          Buffer.from(`${Number.isNaN(d.getTime()) ? 'x' : d.toISOString()}|${id}`).toString('base64url'),
        ),
    );
  return null;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema is untyped here.
type JsonSchema = any;

/** A fast-check arbitrary for values of a JSON Schema (the subset z.toJSONSchema produces). */
function fromJsonSchema(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object' || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives))
    return fc.oneof(...alternatives.map((s: JsonSchema) => fromJsonSchema(s, name, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return fromJsonSchema(schema.allOf[0], name, depth + 1);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fromJsonSchema({ ...schema, type }, name, depth + 1)));
  switch (types[0]) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 80, 300));
      const plain = fc.string({ minLength: min, maxLength: max });
      const plausible = plausibleString(name);
      if (schema.pattern) return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), plain);
      if (schema.format === 'email') return fc.emailAddress();
      return plausible
        ? fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: plain })
        : plain;
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromJsonSchema(schema.items, name, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 12)),
      });
    case 'object': {
      const properties: Record<string, JsonSchema> = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        model[key] = fromJsonSchema(value, key, depth + 1);
      return fc.record(model, {
        requiredKeys: (schema.required ?? []).filter((k: string) => k in properties),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const isZod = (value: unknown): value is z.ZodType => !!value && typeof value === 'object' && '_zod' in value;

/** The OpenAPI operation of a route (issue 11 item 4: the inputs are fuzzed as the contract describes them). */
const operationOf = (route: CatalogRoute) =>
  document.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];

/** The JSON body schema the document gives a route, if any. */
const bodySchemaOf = (route: CatalogRoute): JsonSchema | null =>
  operationOf(route)?.requestBody?.content?.['application/json']?.schema ?? null;

/** The route's query parameters put back together as one object schema. */
function querySchemaOf(route: CatalogRoute): JsonSchema | null {
  const query = (operationOf(route)?.parameters ?? []).filter((p: JsonSchema) => p.in === 'query');
  if (!query.length) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p: JsonSchema) => [p.name, p.schema])),
    required: query.filter((p: JsonSchema) => p.required).map((p: JsonSchema) => p.name),
  };
}

/** One field of a known-good body broken in one way. */
function mutate(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(example);
  const junk = fc.constantFrom([], [example], null, 0, 'string', true);
  // A route that takes no fields (its example is `{}`) still gets unknown keys and bodies of other shapes.
  if (keys.length === 0)
    return fc.oneof(
      fc.constant(example),
      fc.tuple(fc.string({ maxLength: 20 }), anyJson).map(([k, v]) => ({ [k]: v })),
      junk,
    );
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    { weight: 4, arbitrary: fc.tuple(key, anyJson).map(([k, v]) => ({ ...example, [k]: v })) },
    {
      weight: 2,
      arbitrary: key.map((k) => {
        const { [k]: _dropped, ...rest } = example;
        return rest;
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.string({ maxLength: 20 }),
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'managerId'),
          ),
          anyJson,
        )
        .map(([k, v]) => ({ ...example, [k]: v })),
    },
    { weight: 1, arbitrary: junk },
  );
}

/** Path parameter values: real ids of both roles, random uuids, and junk. */
const paramValue = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: oddString },
    { weight: 1, arbitrary: fc.string({ minLength: 90, maxLength: 400 }) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1e3', 'null', 'undefined', '%', '..', 'a/b', '💥') },
    // Sent as is, not %-encoded: broken escapes the router itself must refuse politely.
    {
      weight: 1,
      arbitrary: fc.constantFrom('%ZZ', '%E0%A4%A', '%', '%C0%AF', '%00').map((v) => `${RAW}${v}`),
    },
  );

const RAW = '\u0001raw:';
/** encodeURIComponent refuses lone surrogates; a browser would send U+FFFD for them. */
const encodePathSegment = (value: string) =>
  value.startsWith(RAW)
    ? value.slice(RAW.length)
    : encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, '\ufffd'));

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Known-good bodies, so mutations start from something that reaches the use-case. */
function exampleBody(key: string): Record<string, unknown> | null {
  const examples: Record<string, () => Record<string, unknown>> = {
    'POST /api/auth/sign-in': () => ({ email: talent.email, password: 'Wrong-Password-1', role: 'talent' }),
    'POST /api/accounts/managers': () => ({ ...managerSignupInput() }),
    'POST /api/profiles': () => ({ ...talentProfileInput() }),
    'PUT /api/profiles/me': () => {
      const { password: _p, confirmPassword: _c, ...rest } = talentProfileInput({ email: talent.email });
      return rest;
    },
    'POST /api/shifts': () => ({ ...shiftInput() }),
    'POST /api/sms/test': () => ({ phone: '+1 (301) 555-0142' }),
    'POST /api/phone-verification': () => ({}),
    'POST /api/phone-verification/confirm': () => ({ code: '123456' }),
    'POST /api/auth/forgot-password': () => ({ email: talent.email, userType: 'talent' }),
    'POST /api/accounts/email-change/confirm': () => ({ token: randomBytes(32).toString('base64url') }),
    'POST /api/auth/reset-password/validate': () => ({
      token: randomBytes(32).toString('hex'),
      type: 'talent',
    }),
    'POST /api/auth/reset-password': () => ({
      token: randomBytes(32).toString('hex'),
      type: 'talent',
      password: 'Brand-New-Pass-2026',
      confirmPassword: 'Brand-New-Pass-2026',
    }),
    'POST /api/support/contact': () => ({
      name: 'Casey',
      email: 'casey@example.com',
      subject: 'A question about shifts',
      messageType: 'general',
      message: 'How do I see the shifts I applied to?',
    }),
  };
  return examples[key]?.() ?? null;
}

function multipartBody(bytes: Buffer, filename: string, type: string) {
  const boundary = `----tbfuzz${randomBytes(6).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Everything we send one route. */
function requestArbitrary(route: CatalogRoute): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const path = fc
    .tuple(...paramNames.map(() => paramValue()))
    .map((values) =>
      values.reduce<string>((url, v, i) => url.replace(`:${paramNames[i]}`, encodePathSegment(v)), route.url),
    );
  const querySchema = querySchemaOf(route);
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.constant({} as Record<string, unknown>) },
    { weight: 3, arbitrary: querySchema ? fromJsonSchema(querySchema) : fc.constant({}) },
    {
      weight: 2,
      arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(oddString, fc.string()), {
        maxKeys: 4,
      }),
    },
  );
  const withQuery = fc.tuple(path, query).map(([p, q]) => {
    const entries = Object.entries((q ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (!entries.length) return p;
    const search = new URLSearchParams(
      entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return `${p}?${search.toString()}`;
  });

  if (!bodyMethods.has(route.method))
    return withQuery.map((url) => ({ method: route.method, url, headers: {}, kind: 'path/query' }));

  if (route.key === 'POST /api/webhooks/twilio/sms') {
    const form = fc.array(
      fc.tuple(
        fc.constantFrom('From', 'Body', 'To', 'MessageSid', 'x'),
        fc.oneof(
          fc.constantFrom('STOP', 'START', 'HELP', 'stop ', '+13015550142', '(240) 555-0199'),
          oddString,
        ),
      ),
      { maxLength: 5 },
    );
    return fc.tuple(withQuery, form, fc.boolean()).map(([url, params, signed]) => ({
      method: route.method,
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signed
          ? computeTwilioSignature(TWILIO_TOKEN, `${ORIGIN}${url}`, params)
          : 'bogus',
      },
      payload: new URLSearchParams(params).toString(),
      kind: signed ? 'signed form' : 'unsigned form',
    }));
  }

  if (route.key === 'POST /api/profiles/me/avatar') {
    const file = fc.oneof(
      fc.constant(png),
      fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
      fc.constant(Buffer.concat([png.subarray(0, 40), Buffer.alloc(100)])),
      fc.constant(Buffer.from('GIF89a not really')),
    );
    const multi = fc
      .tuple(
        file,
        fc.oneof(fc.constant('me.png'), oddString),
        fc.constantFrom('image/png', 'image/jpeg', 'text/html', ''),
      )
      .map(([bytes, name, type]) => {
        const body = multipartBody(bytes, name.replace(/["\r\n]/g, ''), type);
        return {
          method: route.method,
          url: route.url,
          headers: { 'content-type': body.type },
          payload: body.payload,
          kind: 'multipart',
        };
      });
    return fc.oneof(
      { weight: 3, arbitrary: multi },
      { weight: 2, arbitrary: transportJunk(route, withQuery) },
    );
  }

  const bodySchema = bodySchemaOf(route);
  const example = exampleBody(route.key);
  const json = (kind: string) => (value: unknown) => ({ value, kind });
  const bodies = [
    { weight: 3, arbitrary: (bodySchema ? fromJsonSchema(bodySchema) : anyJson).map(json('schema-shaped')) },
    { weight: 1, arbitrary: anyJson.map(json('any JSON')) },
    ...(example ? [{ weight: 4, arbitrary: mutate(example).map(json('mutated example')) }] : []),
  ];
  const jsonRequests = fc.tuple(withQuery, fc.oneof(...bodies)).map(([url, body]) => ({
    method: route.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body.value) ?? 'null',
    kind: body.kind,
  }));
  return fc.oneof(
    { weight: 5, arbitrary: jsonRequests },
    { weight: 1, arbitrary: transportJunk(route, withQuery) },
  );
}

/** Bodies that are wrong before any schema sees them. */
function transportJunk(route: CatalogRoute, url: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  const junk = fc.oneof(
    fc.constant({ type: 'application/json', body: '{"email":', kind: 'truncated JSON' }),
    fc.constant({ type: 'application/json', body: '', kind: 'empty JSON body' }),
    fc.constant({
      type: 'application/json',
      body: '{"__proto__":{"admin":true}}',
      kind: 'prototype poisoning',
    }),
    fc.constant({
      type: 'application/json',
      body: '{"constructor":{"prototype":{"x":1}}}',
      kind: 'constructor poisoning',
    }),
    fc.constant({ type: 'application/json; charset=utf-16', body: '{}', kind: 'odd charset' }),
    fc.constant({ type: 'text/plain', body: '{"a":1}', kind: 'text/plain' }),
    fc.constant({ type: 'application/xml', body: '<a/>', kind: 'xml' }),
    fc.constant({ type: 'multipart/form-data', body: '--x--', kind: 'multipart without boundary' }),
    fc.constant({ type: 'application/x-www-form-urlencoded', body: 'a=1&b=%ZZ', kind: 'form' }),
    fc.constant({
      type: 'application/json',
      body: `{"a":"${'x'.repeat((route.bodyLimit ?? 1024 * 1024) + 10)}"}`,
      kind: 'over the body limit',
    }),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((body) => ({ type: 'application/json', body, kind: 'garbage JSON' })),
  );
  return fc.tuple(url, junk).map(([u, j]) => ({
    method: route.method,
    url: u,
    headers: { 'content-type': j.type },
    payload: j.body,
    kind: j.kind,
  }));
}

// ---- sending -----------------------------------------------------------------------------------------

let requestNo = 0;
const nextAddress = () => {
  requestNo++;
  return `10.99.${Math.floor(requestNo / 250) % 250}.${(requestNo % 250) + 1}`;
};

async function tokenFor(role: Role): Promise<string | null> {
  if (!role) return null;
  const userId = role === 'talent' ? talent.userId : manager.userId;
  return (await createSession(t.ctx.db, userId, { ip: null, userAgent: null })).token;
}

async function send(request: FuzzRequest, token: string | null) {
  const headers = { ...request.headers, ...(token ? { cookie: `tb_session=${token}` } : {}) };
  if (request.url.startsWith('/api/events')) return streamBriefly(request.url, headers);
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.body };
}

/** The event stream never ends on its own: read its head over real HTTP, then hang up. */
async function streamBriefly(url: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${url}`, { headers, signal: abort.signal });
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    abort.abort();
    return { status: res.status, type, body: '' };
  }
  return { status: res.status, type, body: await res.text() };
}

/** The role a route serves: the first whose empty request is not refused for who it is. */
async function roleFor(route: CatalogRoute): Promise<Role> {
  if (route.url.startsWith('/api/events') || route.key === 'POST /api/auth/sign-out') return 'talent';
  for (const role of ['talent', 'manager'] as const) {
    const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');
    const res = await send({ method: route.method, url, headers: {}, kind: 'probe' }, await tokenFor(role));
    if (res.status !== 401 && res.status !== 403) return role;
  }
  return null;
}

function problemWith(
  route: CatalogRoute,
  res: { status: number; type: string; body: string },
): string | null {
  if (res.status >= 500) return `answered ${res.status}`;
  if (res.status >= 400) {
    try {
      const parsed = JSON.parse(res.body);
      if (typeof parsed?.error?.code !== 'string' || typeof parsed?.error?.message !== 'string')
        return `${res.status} body is not {error:{code,message}}`;
      if (parsed.error.message.length === 0) return `${res.status} with an empty message`;
    } catch {
      return `${res.status} body is not JSON`;
    }
    return null;
  }
  if (res.type.includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      return `${res.status} declares JSON but is not`;
    }
    const responseSchema = (route.schema?.response as Record<number, unknown> | undefined)?.[res.status];
    if (isZod(responseSchema) && !responseSchema.safeParse(parsed).success)
      return `${res.status} body breaks the route's response schema`;
  }
  return null;
}

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: ORIGIN, TWILIO_AUTH_TOKEN: TWILIO_TOKEN });
  catalog.stop();
  document = await fetchOpenApiDocument(t.app);
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();
  talent = await createTalent(t.ctx);
  manager = await createManager(t.ctx);
  const other = await createManager(t.ctx);
  const mine = await createShift(t.ctx, manager.userId);
  const theirs = await createShift(t.ctx, other.userId);
  const application = await applyToShift(t.ctx, talent.userId, mine.id);
  const note = await createNotification(t.ctx.db, {
    recipientId: talent.userId,
    type: 'other',
    title: 'Hi',
    message: 'Hi',
  });
  knownIds = [mine.id, theirs.id, application.id, note.id, talent.userId, manager.userId];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe(`API fuzzing (${RUNS} requests per route, seed ${SEED})`, () => {
  it('fuzzes every API route: no 5xx, every error is {error:{code,message}}', async () => {
    const registered = catalog.routes.filter((r) => r.url.startsWith('/api'));
    const documented = openApiRouteKeys(document);
    expect(documented, 'the OpenAPI document lists exactly the routes the app registered').toEqual(
      registered.map((r) => r.key).sort(),
    );
    const routes = documented.map((key) => registered.find((r) => r.key === key)!);
    expect(routes.length).toBeGreaterThan(20);
    // One example per route and kind of problem, with how often it happened.
    const failures = new Map<string, { example: string; times: number }>();
    const counts: Record<string, number> = {};
    const timings: [string, number][] = [];
    const statuses: Record<string, Record<number, number>> = {};
    for (const [index, route] of routes.entries()) {
      const started = performance.now();
      const role = await roleFor(route);
      let token = await tokenFor(role);
      const requests = fc.sample(requestArbitrary(route), { numRuns: RUNS, seed: SEED + index });
      counts[route.key] = requests.length;
      // Routes that wait on purpose (forgot-password answers in no less than 250 ms) go wider.
      const width = route.key.includes('forgot-password') ? 50 : CONCURRENCY;
      for (let i = 0; i < requests.length; i += width) {
        // Sign-out ends the session it is sent with: give each of those requests its own.
        if (route.key === 'POST /api/auth/sign-out') token = await tokenFor(role);
        const batch = requests.slice(i, i + width);
        const answers = await Promise.all(batch.map((request) => send(request, token)));
        answers.forEach((res, j) => {
          const seenStatuses = statuses[route.key] ?? {};
          seenStatuses[res.status] = (seenStatuses[res.status] ?? 0) + 1;
          statuses[route.key] = seenStatuses;
          const problem = problemWith(route, res);
          if (!problem) return;
          const key = `${route.key}: ${problem}`;
          const seen = failures.get(key);
          if (seen) seen.times++;
          else
            failures.set(key, {
              times: 1,
              example:
                `as ${role ?? 'anonymous'} [${batch[j]!.kind}] ${batch[j]!.method} ${batch[j]!.url.slice(0, 200)} ` +
                `${String(batch[j]!.payload ?? '').slice(0, 300)} -> ${res.body.slice(0, 300)}`,
            });
        });
      }
      timings.push([route.key, Math.round(performance.now() - started)]);
    }
    timings.sort((a, b) => b[1] - a[1]);
    if (process.env.FUZZ_VERBOSE)
      for (const [key, byStatus] of Object.entries(statuses))
        console.info(
          `fuzz: ${key} ${Object.entries(byStatus)
            .map(([st, n]) => `${st}x${n}`)
            .join(' ')}`,
        );
    console.info(
      `fuzz: slowest routes ${timings
        .slice(0, 5)
        .map(([k, ms]) => `${k} ${ms} ms`)
        .join(', ')}`,
    );
    const report = [...failures].map(([key, f]) => `${key} (${f.times}x), e.g. ${f.example}`);
    expect(report, `requests that broke the contract (FUZZ_SEED=${SEED})`).toEqual([]);
    for (const [key, n] of Object.entries(counts)) expect(n, key).toBeGreaterThanOrEqual(RUNS);
  }, 180_000);
});

describe('regressions found by fuzzing', () => {
  // A cursor is opaque, but a client can send anything: a date Postgres cannot hold must be a 400.
  const farCursor = Buffer.from('-101030-03-30T12:10:24.016Z|7b65de48-7fdb-4ad5-ac9f-f7d8a18c3171').toString(
    'base64url',
  );

  it('GET /api/shifts/open answers 400, not 500, to a cursor whose date is outside what Postgres can store', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shifts/open?cursor=${farCursor}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('GET /api/shifts/mine answers 400, not 500, to a cursor whose date is outside what Postgres can store', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shifts/mine?cursor=${farCursor}`,
      headers: { cookie: `tb_session=${manager.token}` },
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('answers an over-long path parameter and a broken %-escape in the usual error shape', async () => {
    for (const url of [`/api/avatars/${'a'.repeat(150)}`, '/api/shifts/%E0%A4%A/applications']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
      expect(res.body, 'the path is not echoed').not.toContain('aaaaaaaaaa');
    }
  });
});
