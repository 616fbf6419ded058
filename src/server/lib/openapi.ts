import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../shared/constants';
import { apiErrorSchema } from '../../shared/schemas/responses/common';
import { SESSION_COOKIE } from '../auth/sessions';

/**
 * The API contract as OpenAPI 3.1, generated from the zod schemas every route declares
 * (fastify-type-provider-zod's transform turns them into JSON Schema), served at `GET /api/openapi.json`, and a
 * reference page at `GET /api/docs`. The page is Swagger UI served by `@fastify/swagger-ui` from our own origin
 * and loaded only there: the client bundle never contains it. helmet's `script-src 'self'` holds unchanged: the
 * plugin's page has no inline script (its settings travel in `/api/docs/static/swagger-initializer.js`), so
 * neither `staticCSP` nor `transformStaticCSP` is set. The page's own routes (its files, and the document again
 * at `/api/docs/json` and `/api/docs/yaml`) are hidden from the document: they are the page, not the API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Registered before the routes: it collects them as they are added (an onRoute hook).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1',
        description:
          'The JSON API the TalentBridge web client uses. Sign in with `POST /api/auth/sign-in` (or sign up): ' +
          `the session travels in the \`${SESSION_COOKIE}\` cookie. Errors answer \`{ "error": { "code", "message" } }\`.`,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
      tags: TAGS.map(([name, , description]) => ({ name, description })),
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const schema = (output.schema ?? {}) as Record<string, unknown>;
      const tags = (schema.tags as string[] | undefined) ?? [tagOf(input.url)];
      return { ...output, schema: { ...schema, tags, response: describeResponses(schema.response) } };
    },
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'This API described as OpenAPI 3.1',
        response: { 200: openApiDocumentSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger() as z.infer<typeof openApiDocumentSchema>;
    },
  );

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: `${PRODUCT_NAME} API reference` },
    // The page as it always was: no top bar (its box fetches any URL typed in), no validator badge (an image
    // from an outside validator, which the CSP and our privacy refuse; the plugin's default is none).
    uiConfig: { layout: 'BaseLayout', deepLinking: true },
  });
}

/** The document's required parts; the rest passes through as generated. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** Groups for the reference page, in page order; the longest prefix that matches a route's path names its tag. */
const TAGS: readonly (readonly [tag: string, prefixes: readonly string[], description: string])[] = [
  [
    'accounts',
    ['/api/auth/', '/api/accounts/', '/api/email-verification'],
    'Sessions, sign-up and account settings',
  ],
  ['recovery', ['/api/auth/forgot-password', '/api/auth/reset-password'], 'Forgotten passwords'],
  ['profiles', ['/api/profiles', '/api/avatars/'], 'Talent profiles and photos'],
  ['shifts', ['/api/shifts'], 'Posting and finding shifts'],
  ['applications', ['/api/shifts/:shiftId/applications', '/api/applications/'], 'Applying and booking'],
  ['notifications', ['/api/notifications'], 'In-app notifications'],
  ['realtime', ['/api/events'], 'Server-Sent Events'],
  [
    'messaging',
    ['/api/phone-verification', '/api/sms/', '/api/webhooks/'],
    'Texts: phone verification, the SMS test card and the Twilio webhook',
  ],
  ['timesheets', ['/api/timesheets'], 'Timesheets: correct, submit, approve, dispute; earnings and costs'],
  ['ratings', ['/api/ratings'], 'Mutual ratings, replies and reports'],
  ['reliability', ['/api/reliability/'], 'Reliability figures and their marks'],
  ['appeals', ['/api/appeals', '/api/suspension-appeals'], 'Appeals of marks, cancellations and suspensions'],
  ['favourites', ['/api/favourites', '/api/blocks'], 'Favourite workers and blocks'],
  ['matching', ['/api/matching/'], 'The match model in use'],
  ['vetting', ['/api/vetting/'], "The worker's own vetting status"],
  [
    'billing',
    ['/api/billing', '/api/webhooks/stripe'],
    "The business's payment method (cards through the payments provider), its charges, receipts and CSV export, and the provider's webhook",
  ],
  [
    'payouts',
    ['/api/payouts', '/api/earnings/'],
    "The worker's payouts: setup through the payments provider, pay waiting, payouts and the year's tax summary",
  ],
  ['support', ['/api/support/'], 'Contact form'],
  [
    'operations',
    ['/api/ops/'],
    'The operations console (staff only): queues, vetting, accounts, audit log, metrics',
  ],
  ['development', ['/api/dev/'], 'Development only: absent in production'],
  ['meta', ['/api/health', '/api/version', '/api/openapi.json'], 'Health, version and this document'],
];

/** A route no prefix names is 'untagged', which tests/api/openapi.test.ts refuses: every route belongs to an area. */
function tagOf(url: string): string {
  let best = { tag: 'untagged', length: 0 };
  for (const [tag, prefixes] of TAGS)
    for (const prefix of prefixes)
      if (url.startsWith(prefix) && prefix.length > best.length) best = { tag, length: prefix.length };
  return best.tag;
}

const STATUS_TEXT: Record<string, string> = { '200': 'OK', '201': 'Created' };

const { $schema: _dialect, ...errorJsonSchema } = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' });
/** What every route answers when it refuses or fails; the routes' own schemas cover success only. */
const ERROR_RESPONSE = {
  ...errorJsonSchema,
  description:
    'Refused or failed (4xx, 5xx): `{ "error": { "code", "message" } }`, with `fieldErrors` for a form',
};

/**
 * A response's description is its JSON Schema's; without one the page would say "Default Response". Every
 * route also documents the one error shape as its `default` response.
 */
function describeResponses(response: unknown): unknown {
  if (!response || typeof response !== 'object') return response;
  const described = Object.entries(response as Record<string, Record<string, unknown>>).map(
    ([status, schema]) => [
      status,
      schema.description ? schema : { ...schema, description: STATUS_TEXT[status] ?? 'Success' },
    ],
  );
  return { ...Object.fromEntries(described), default: ERROR_RESPONSE };
}
