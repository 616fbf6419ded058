// The API fuzzer's generic arbitraries (tests/quality/fuzz-api.test.ts): odd and huge strings, values of a JSON
// Schema, a known-good body broken in one way, path segments, avatar uploads and bodies that are wrong before any schema
// sees them.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { CatalogRoute } from '../../support/route-catalog';
import type { FuzzRequest } from './world';

export const hugeString = fc.constantFrom(
  'x'.repeat(70_000),
  'é'.repeat(20_000),
  '𝕏'.repeat(10_000),
  '\u0000'.repeat(5_000),
);
export const oddString = fc.oneof(
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
export const anyJson = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: oddString },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e300, -1e300, 0.1) },
);

/** Strings that look like what a field of this name expects, so valid-shaped requests get past validation. */
export function plausibleString(name: string): fc.Arbitrary<string> | null {
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
export type JsonSchema = any;

/** A fast-check arbitrary for values of a JSON Schema (the subset z.toJSONSchema produces). */
export function fromJsonSchema(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
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

/** One field of a known-good body broken in one way. */
export function mutate(example: Record<string, unknown>): fc.Arbitrary<unknown> {
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

export const RAW = '\u0001raw:';
/** encodeURIComponent refuses lone surrogates; a browser would send U+FFFD for them. */
export const encodePathSegment = (value: string) =>
  value.startsWith(RAW)
    ? value.slice(RAW.length)
    : encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, '\ufffd'));

export function multipartBody(bytes: Buffer, filename: string, type: string) {
  const boundary = `----tbfuzz${randomBytes(6).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Bodies that are wrong before any schema sees them. */
export function transportJunk(route: CatalogRoute, url: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
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
