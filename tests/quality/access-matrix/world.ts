// The world the access-control matrix's cells run in (tests/quality/access-matrix.test.ts): the app, two parties
// with their accounts, shift, application, notifications and avatar, the secrets each actor may or may not see, and
// how a cell's request is sent.
import { beforeAll } from 'vitest';
import { applyToShift } from '../../../src/server/features/applications/apply-to-shift';
import { uploadAvatar } from '../../../src/server/features/profiles/upload-avatar';
import { createNotification } from '../../../src/server/notifications/create-notification';
import { createManager, createTalent, markPhoneVerified } from '../../../src/server/seed/factories/accounts';
import { createShift } from '../../../src/server/seed/factories/shifts';
import { createStaff } from '../../../src/server/seed/factories/staff';
import { addressSequence, injectRequest, type TestApp } from '../../support/http';
import { cardThroughApp } from '../../support/payments';
import { listenLocally, providerSignedAppForFile, solidPng } from '../../support/provider-signed-app';
import type { ActorName, PartyName, Scope } from './matrix';

export type Account = { userId: string; email: string; password: string; token: string; phone: string };
export type Party = {
  talent: Account;
  manager: Account;
  /** The party's staff member (role ops, second factor passed): the console's routes are theirs alone. */
  ops: Account & { secret: string };
  shiftId: string;
  applicationId: string;
  talentNotificationId: string;
  managerNotificationId: string;
  avatarKey: string;
  contactPhone: string;
};

export type Request = {
  method: string;
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
  /** Use this session token instead of the actor's (e.g. a fresh one that sign-out may end). */
  token?: string | null;
  /** Checks after the response, e.g. that a refused write changed nothing. */
  verify?: (status: number, body: string) => Promise<void>;
};
export type CellContext = {
  actor: ActorName;
  scope: Scope;
  self: Account | null;
  /** The party whose resource this cell uses. */
  target: Party;
  targetName: PartyName;
};
export type Builder = (c: CellContext) => Promise<Request>;

export let t: TestApp;
export let baseUrl: string;
export const parties = {} as Record<PartyName, Party>;
export { ORIGIN, STRIPE_WEBHOOK_SECRET, TWILIO_TOKEN } from '../../support/provider-signed-app';
export let png: Buffer;

export const accountOf = (actor: ActorName): Account | null => {
  if (actor === 'anonymous') return null;
  const party = parties[actor.endsWith('A') ? 'A' : 'B'];
  if (actor.startsWith('ops')) return party.ops;
  return actor.startsWith('talent') ? party.talent : party.manager;
};
export const partyOf = (actor: ActorName, scope: Scope): PartyName => {
  const home: PartyName = actor.endsWith('B') ? 'B' : 'A';
  return scope === 'own' ? home : home === 'A' ? 'B' : 'A';
};

export async function makeParty(name: PartyName, digit: number): Promise<Party> {
  const ctx = t.ctx;
  const talentPhone = `(240) 555-01${digit}1`;
  const managerPhone = `(301) 555-01${digit}2`;
  const contactPhone = `(301) 555-01${digit}3`;
  const talent = await createTalent(ctx, {
    name: `Talent ${name}`,
    phone: talentPhone,
    smsNotifications: true,
  });
  const manager = await createManager(ctx, { firstName: `Manager${name}`, mobile: managerPhone });
  // The SMS test card texts only a verified mobile.
  await markPhoneVerified(ctx, manager.userId);
  // Booking needs a payment method (docs/product/payments.md): a test card saved through the fake's hosted page.
  await cardThroughApp(t, manager.token);
  const shift = await createShift(ctx, manager.userId, { managerEmail: manager.email, contactPhone });
  const application = await applyToShift(ctx, talent.userId, shift.id);
  const talentNote = await createNotification(ctx.db, {
    recipientId: talent.userId,
    type: 'other',
    title: `For talent ${name}`,
    message: 'Hello',
  });
  const managerNote = await createNotification(ctx.db, {
    recipientId: manager.userId,
    type: 'other',
    title: `For manager ${name}`,
    message: 'Hello',
  });
  const avatarKey = await uploadAvatar(ctx, talent.userId, png);
  const ops = await createStaff(ctx, { name: `Ops ${name}` });
  const digits = (p: string) => p.replace(/\D/g, '');
  return {
    talent: { ...talent, phone: digits(talentPhone) },
    manager: { ...manager, phone: digits(managerPhone) },
    ops: { ...ops, phone: '' },
    shiftId: shift.id,
    applicationId: application.id,
    talentNotificationId: talentNote.id,
    managerNotificationId: managerNote.id,
    avatarKey,
    contactPhone: digits(contactPhone),
  };
}

/** Strings that only some actors may see, and who they are. */
export function secrets(): { value: string; what: string; viewers: ActorName[] }[] {
  const list: { value: string; what: string; viewers: ActorName[] }[] = [];
  for (const name of ['A', 'B'] as const) {
    const p = parties[name];
    const pair: ActorName[] = [`talent${name}`, `manager${name}`];
    list.push(
      // ADR 013: the party's application is only "interested", so neither side sees the
      // other's e-mail or phone yet (the shift's manager e-mail is the manager's own address here).
      { value: p.talent.email, what: `talent ${name}'s e-mail`, viewers: [`talent${name}`] },
      { value: p.talent.phone, what: `talent ${name}'s phone`, viewers: [`talent${name}`] },
      { value: p.manager.email, what: `manager ${name}'s e-mail`, viewers: [`manager${name}`] },
      { value: p.manager.phone, what: `manager ${name}'s mobile`, viewers: [`manager${name}`] },
      { value: p.contactPhone, what: `shift ${name}'s contact phone`, viewers: [`manager${name}`] },
      { value: p.applicationId, what: `application ${name}`, viewers: pair },
      { value: p.talentNotificationId, what: `talent ${name}'s notification`, viewers: [`talent${name}`] },
      { value: p.managerNotificationId, what: `manager ${name}'s notification`, viewers: [`manager${name}`] },
      { value: p.talent.token, what: `talent ${name}'s session token`, viewers: [] },
      { value: p.manager.token, what: `manager ${name}'s session token`, viewers: [] },
      { value: p.ops.token, what: `ops ${name}'s session token`, viewers: [] },
    );
  }
  return list;
}

/**
 * The app and both parties, built before the file's first test and closed after its last. `onApp` runs as soon as the
 * app is up, before the parties exist (the matrix stops recording routes there and reads the published contract).
 */
export function matrixAppForFile(onApp: (app: TestApp) => Promise<void>): void {
  t = providerSignedAppForFile();
  beforeAll(async () => {
    await onApp(t);
    png = await solidPng(64, '#3366aa');
    parties.A = await makeParty('A', 1);
    parties.B = await makeParty('B', 2);
    baseUrl = await listenLocally(t);
  }, 120_000);
}

// ---- running a cell ---------------------------------------------------------------------------------------

/** Every cell comes from its own address, so per-address rate limits never decide a cell. */
const nextAddress = addressSequence('10.77');

export async function send(
  request: Request,
  token: string | null,
): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.cookie = `tb_session=${token}`;
  if (request.url === '/api/events') return streamOnce(request.url, headers);
  const res = await injectRequest(t.app, { ...request, headers }, nextAddress());
  return { status: res.statusCode, body: res.body };
}

/** Opens the event stream over real HTTP, reads what it sends for a moment, and hangs up. */
export async function streamOnce(url: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${url}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  if (res.status !== 200) return { status: res.status, body: await res.text() };
  let body = '';
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const until = Date.now() + 400;
  try {
    while (Date.now() < until) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), until - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      body += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    abort.abort();
    await reader.cancel().catch(() => {});
  }
  return { status: 200, body };
}
