// Everything the API fuzzer sends one route (tests/quality/fuzz-api.test.ts), from the route's OpenAPI operation,
// known-good example bodies and the ids the fuzzing app holds.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import Stripe from 'stripe';
import { computeTwilioSignature } from '../../../src/server/messaging/twilio-signature';
import { managerSignupInput, talentProfileInput } from '../../../src/server/seed/factories/accounts';
import { shiftInput } from '../../../src/server/seed/factories/shifts';
import type { CatalogRoute } from '../../support/route-catalog';
import {
  anyJson,
  encodePathSegment,
  fromJsonSchema,
  type JsonSchema,
  multipartBody,
  mutate,
  oddString,
  RAW,
  transportJunk,
} from './arbitraries';
import {
  document,
  type FuzzRequest,
  knownIds,
  ORIGIN,
  png,
  STRIPE_WEBHOOK_SECRET,
  TWILIO_TOKEN,
  talent,
} from './world';

/** The OpenAPI operation of a route (the inputs are fuzzed as the contract describes them). */
export const operationOf = (route: CatalogRoute) =>
  document.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];

/** The JSON body schema the document gives a route, if any. */
export const bodySchemaOf = (route: CatalogRoute): JsonSchema | null =>
  operationOf(route)?.requestBody?.content?.['application/json']?.schema ?? null;

/** The route's query parameters put back together as one object schema. */
export function querySchemaOf(route: CatalogRoute): JsonSchema | null {
  const query = (operationOf(route)?.parameters ?? []).filter((p: JsonSchema) => p.in === 'query');
  if (!query.length) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p: JsonSchema) => [p.name, p.schema])),
    required: query.filter((p: JsonSchema) => p.required).map((p: JsonSchema) => p.name),
  };
}

/** Path parameter values: real ids of both roles, random uuids, and junk. */
export const paramValue = () =>
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
export const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Known-good bodies, so mutations start from something that reaches the use-case. */
export function exampleBody(key: string): Record<string, unknown> | null {
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
    'POST /api/auth/second-factor': () => ({ code: '123456' }),
    'POST /api/auth/second-factor/enrolment/confirm': () => ({ code: 'abcdefgh-ijklmnop' }),
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
    // The rating routes (docs/product/trust.md, "Ratings").
    'POST /api/applications/:id/ratings': () => ({ stars: 4, comment: '<b>Great</b>', tags: ['Punctual'] }),
    'POST /api/ratings/:id/reply': () => ({ reply: 'Thank you.' }),
    'POST /api/ratings/:id/report': () => ({ reason: 'Abusive language.' }),
    // 'Suspend' / 'Reinstate' and the suspension appeal (docs/product/operations.md, "Accounts").
    'POST /api/ops/accounts/:userId/suspend': () => ({ reason: 'Repeated no-shows.' }),
    'POST /api/ops/accounts/:userId/reinstate': () => ({ reason: 'Appeal upheld.' }),
    // Vetting (docs/product/operations.md, "Vetting").
    'POST /api/ops/vetting/:userId/decision': () => ({ decision: 'request_changes', note: 'Add a photo.' }),
    // A decision on a queue's item (docs/product/operations.md, "Queues").
    'POST /api/ops/queues/:queue/:id/decision': () => ({ decision: 'dismiss', reason: 'No proof.' }),
    'POST /api/email-verification/confirm': () => ({ token: randomBytes(32).toString('base64url') }),
    'PATCH /api/accounts/managers/me/vetted-only': () => ({ vettedOnly: true }),
    // The provider's setup session id as it comes back on /billing?setup=… (docs/product/payments.md, "Billing").
    'POST /api/billing/payment-method/confirm': () => ({
      sessionId: `cs_test_${randomBytes(12).toString('hex')}`,
    }),
    'POST /api/suspension-appeals': () => ({
      token: `${randomBytes(8).toString('hex')}.1.x`,
      note: 'Mistake.',
    }),
  };
  return examples[key]?.() ?? null;
}

/** Everything we send one route. */
export function requestArbitrary(route: CatalogRoute): fc.Arbitrary<FuzzRequest> {
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

  if (route.key === 'POST /api/webhooks/stripe') {
    // The provider's events, signed as it signs them, unsigned, or changed after signing; ids plain or odd, for
    // objects the app knows (a setup session of nobody's) or not.
    const event = fc.record({
      id: fc.oneof(
        { weight: 3, arbitrary: fc.stringMatching(/^evt_[0-9a-f]{1,24}$/) },
        { weight: 1, arbitrary: oddString },
      ),
      type: fc.constantFrom(
        'checkout.session.completed',
        'payment_intent.succeeded',
        'payment_intent.payment_failed',
        'account.updated',
        'customer.updated',
      ),
      objectId: fc.oneof(fc.constant('cs_test_unknown'), fc.stringMatching(/^[0-9a-z_]{0,12}$/)),
    });
    const signedEvents = fc
      .tuple(withQuery, event, fc.constantFrom('signed', 'unsigned', 'altered'))
      .map(([url, e, how]) => {
        const payload = JSON.stringify({
          id: e.id,
          object: 'event',
          created: 1_790_000_000,
          type: e.type,
          livemode: false,
          data: {
            object: {
              id: e.objectId,
              mode: 'setup',
              customer: 'cus_unknown',
              amount_received: 1200,
              payouts_enabled: true,
              last_payment_error: null,
            },
          },
        });
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_WEBHOOK_SECRET,
        });
        return {
          method: route.method,
          url,
          headers: {
            'content-type': 'application/json',
            ...(how === 'unsigned' ? {} : { 'stripe-signature': signature }),
          },
          payload: how === 'altered' ? payload.replace('"livemode":false', '"livemode":true') : payload,
          kind: `${how} event`,
        };
      });
    return fc.oneof(
      { weight: 4, arbitrary: signedEvents },
      { weight: 1, arbitrary: transportJunk(route, withQuery) },
    );
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
