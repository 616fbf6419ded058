// The app the API fuzzer runs against (tests/quality/fuzz-api.test.ts), the accounts and ids it holds, and how a
// request is sent and its answer judged.
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { z } from 'zod';
import { createSession } from '../../../src/server/auth/sessions';
import { users } from '../../../src/server/db/schema';
import { applyToShift } from '../../../src/server/features/applications/apply-to-shift';
import { createNotification } from '../../../src/server/notifications/create-notification';
import { createManager, createTalent } from '../../../src/server/seed/factories/accounts';
import { createShift } from '../../../src/server/seed/factories/shifts';
import { createStaff } from '../../../src/server/seed/factories/staff';
import { approvedWork, movementsOf } from '../../support/approved-work';
import { addressSequence, injectRequest, type TestApp } from '../../support/http';
import { cardThroughApp } from '../../support/payments';
import { listenLocally, providerSignedAppForFile, solidPng } from '../../support/provider-signed-app';
import { type CatalogRoute, fetchOpenApiDocument, type OpenApiDocument } from '../../support/route-catalog';

export { ORIGIN, STRIPE_WEBHOOK_SECRET, TWILIO_TOKEN } from '../../support/provider-signed-app';

export type Role = 'talent' | 'manager' | 'ops' | null;
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of request this is, for the failure report. */
  kind: string;
};

export let t: TestApp;
export let baseUrl: string;
export let document: OpenApiDocument;
export let talent: Awaited<ReturnType<typeof createTalent>>;
export let manager: Awaited<ReturnType<typeof createManager>>;
/** A staff member (role ops, enrolled): the operations console's routes are fuzzed as them. */
export let staff: Awaited<ReturnType<typeof createStaff>>;
export let knownIds: string[] = [];
export let png: Buffer;

const isZod = (value: unknown): value is z.ZodType => !!value && typeof value === 'object' && '_zod' in value;

/**
 * The app, its accounts and known ids, built before the file's first test and closed after its last. `onApp` runs as
 * soon as the app is up, before the OpenAPI document is read (the fuzzer stops recording routes there).
 */
export function fuzzAppForFile(onApp: (app: TestApp) => Promise<void>): void {
  t = providerSignedAppForFile();
  beforeAll(async () => {
    await onApp(t);
    document = await fetchOpenApiDocument(t.app);
    png = await solidPng(32, '#aa3366');
    talent = await createTalent(t.ctx);
    manager = await createManager(t.ctx);
    // Booking needs a payment method (docs/product/payments.md): a test card through the fake's hosted page.
    await cardThroughApp(t, manager.token);
    staff = await createStaff(t.ctx);
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
    // A charge for approved work (docs/product/payments.md, "Receipts and statements"): its receipt is a real id.
    const approved = await approvedWork(t, manager, talent.userId);
    const { charge } = await movementsOf(t, approved.id);
    knownIds = [mine.id, theirs.id, application.id, note.id, talent.userId, manager.userId, charge!.id];
    baseUrl = await listenLocally(t);
  }, 60_000);
}

// ---- sending -----------------------------------------------------------------------------------------

const nextAddress = addressSequence('10.99');

export async function tokenFor(role: Role): Promise<string | null> {
  if (!role) return null;
  const userId = role === 'talent' ? talent.userId : role === 'ops' ? staff.userId : manager.userId;
  // A fuzzed 'Suspend' may hit the fuzzing's own accounts: lifted before each new session, so the
  // routes fuzzed after it still run as who they serve.
  await t.ctx.db
    .update(users)
    .set({ suspendedAt: null, suspendedReason: null, suspendedBy: null })
    .where(eq(users.id, userId));
  return (await createSession(t.ctx.db, userId, { ip: null, userAgent: null })).token;
}

export async function send(request: FuzzRequest, token: string | null) {
  const headers = { ...request.headers, ...(token ? { cookie: `tb_session=${token}` } : {}) };
  if (request.url.startsWith('/api/events')) return streamBriefly(request.url, headers);
  const res = await injectRequest(t.app, { ...request, headers }, nextAddress());
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.body };
}

/** The event stream never ends on its own: read its head over real HTTP, then hang up. */
export async function streamBriefly(url: string, headers: Record<string, string>) {
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
export async function roleFor(route: CatalogRoute): Promise<Role> {
  if (route.url.startsWith('/api/events') || route.key === 'POST /api/auth/sign-out') return 'talent';
  for (const role of ['talent', 'manager', 'ops'] as const) {
    const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');
    const res = await send({ method: route.method, url, headers: {}, kind: 'probe' }, await tokenFor(role));
    if (res.status !== 401 && res.status !== 403) return role;
  }
  return null;
}

export function problemWith(
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
