// Issue 6, item 4: the access-control matrix. Every API route x {anonymous, talent A, talent B, manager A,
// manager B} x {own resource, other's resource}, with the expected status of each cell written down below
// and asserted, and every response body checked for data its caller may not see.
//
// "Own" and "other" are about parties: party A is talent A + manager A (talent A applied to manager A's
// shift), party B likewise. An actor's own resource is its party's; the other's is the other party's. The
// anonymous caller has no party: its "own" cell uses party A's resource and its "other" cell party B's.
// Routes that name no resource (lists, "me" routes, sign-up) still get both cells: "other" is the closest a
// caller can come to someone else's data there (another's e-mail in a sign-up, a replay of the whole event
// log), and the body check makes sure nothing foreign comes back.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, resolveSession } from '../../src/server/auth/sessions';
import { newToken, sha256 } from '../../src/server/auth/tokens';
import {
  createManager,
  createTalent,
  DEFAULT_PASSWORD,
  markPhoneVerified,
  uniqueEmail,
} from '../../src/server/db/factories/accounts';
import { createShift } from '../../src/server/db/factories/shifts';
import {
  emailChangeRequests,
  passwordResetTokens,
  phoneVerifications,
  shiftApplications,
  shifts,
  talentProfiles,
  users,
} from '../../src/server/db/schema';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { selectApplicant } from '../../src/server/features/applications/select-applicant';
import { createNotification } from '../../src/server/features/notifications/create-notification';
import { hashPhoneCode } from '../../src/server/features/phone-verification/phone-code';
import { uploadAvatar } from '../../src/server/features/profiles/upload-avatar';
import { computeTwilioSignature } from '../../src/server/messaging/twilio-signature';
import { createTestApp, type TestApp } from '../support/http';
import {
  fetchOpenApiDocument,
  type OpenApiDocument,
  openApiRouteKeys,
  recordRoutes,
} from '../support/route-catalog';

const ACTORS = ['anonymous', 'talentA', 'talentB', 'managerA', 'managerB'] as const;
type ActorName = (typeof ACTORS)[number];
type Scope = 'own' | 'other';
type PartyName = 'A' | 'B';

// biome-ignore format: the table is easier to read (and review) aligned.
/** The expected status of every cell. A registered route without a row here fails the test. */
const MATRIX: Record<string, readonly number[]> = {
  //                                               anonymous  talentA    talentB    managerA   managerB
  //                                               own other  own other  own other  own other  own other
  'GET /api/health':                              [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/version':                             [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/auth/session':                        [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/auth/sign-in':                       [200, 401,  200, 401,  200, 401,  200, 401,  200, 401],
  'POST /api/auth/sign-out':                      [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/accounts/managers':                  [201, 409,  201, 409,  201, 409,  201, 409,  201, 409],
  'GET /api/accounts/managers/me':                [401, 401,  403, 403,  403, 403,  200, 200,  200, 200],
  'POST /api/profiles':                           [201, 409,  201, 409,  201, 409,  201, 409,  201, 409],
  'GET /api/profiles/me':                         [401, 401,  200, 200,  200, 200,  403, 403,  403, 403],
  'PUT /api/profiles/me':                         [401, 401,  200, 409,  200, 409,  403, 403,  403, 403],
  'POST /api/profiles/me/avatar':                 [401, 401,  200, 200,  200, 200,  403, 403,  403, 403],
  'GET /api/avatars/:key':                        [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/shifts':                             [401, 401,  403, 403,  403, 403,  201, 201,  201, 201],
  'GET /api/shifts/open':                         [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/shifts/mine':                         [401, 401,  403, 403,  403, 403,  200, 200,  200, 200],
  'POST /api/shifts/:shiftId/applications':       [401, 401,  201, 201,  201, 201,  403, 403,  403, 403],
  'GET /api/shifts/:shiftId/applications':        [401, 401,  403, 403,  403, 403,  200, 404,  200, 404],
  'POST /api/applications/:applicationId/select': [401, 401,  403, 403,  403, 403,  200, 404,  200, 404],
  'GET /api/applications/mine':                   [401, 401,  200, 200,  200, 200,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/accept': [401, 401,  200, 404,  200, 404,  403, 403,  403, 403],
  'POST /api/applications/:applicationId/decline':[401, 401,  200, 404,  200, 404,  403, 403,  403, 403],
  'GET /api/notifications':                       [401, 401,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/notifications/:id/read':             [401, 401,  200, 404,  200, 404,  200, 404,  200, 404],
  'POST /api/notifications/read-all':             [401, 401,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/events':                              [401, 401,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/sms/test':                           [401, 401,  403, 403,  403, 403,  200, 403,  200, 403],
  'GET /api/phone-verification':                  [401, 401,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/phone-verification':                 [401, 401,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/phone-verification/confirm':         [401, 401,  200, 400,  200, 400,  200, 400,  200, 400],
  'POST /api/webhooks/twilio/sms':                [200, 403,  200, 403,  200, 403,  200, 403,  200, 403],
  'GET /api/dev/messages':                        [404, 404,  404, 404,  404, 404,  404, 404,  404, 404],
  'POST /api/auth/forgot-password':               [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/auth/reset-password/validate':       [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/auth/reset-password':                [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'POST /api/accounts/email-change/confirm':      [200, 400,  200, 400,  200, 400,  200, 400,  200, 400],
  'POST /api/support/contact':                    [201, 201,  201, 201,  201, 201,  201, 201,  201, 201],
  'GET /api/openapi.json':                        [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/docs':                                [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
  'GET /api/docs/:asset':                         [200, 200,  200, 200,  200, 200,  200, 200,  200, 200],
};

/** Why a row looks the way it does, where the numbers alone do not say. */
const NOTES: Record<string, string> = {
  'POST /api/auth/sign-in':
    "own: the actor's own credentials (anonymous: a new account's); other: another account's e-mail, wrong password",
  'POST /api/accounts/managers':
    "own: a new e-mail; other: another manager's e-mail, which must not be taken over",
  'POST /api/profiles': "own: a new e-mail; other: another talent's e-mail, which must not be taken over",
  'PUT /api/profiles/me':
    "other: changing one's e-mail to another talent's (with the caller's current password, issue 10 item 6)",
  'POST /api/accounts/email-change/confirm':
    "the link's token is the credential; own: a fresh account's open request; other: the other party's spent one",
  'GET /api/avatars/:key':
    'capability URL: 64 random bits in the key; the image is re-encoded and carries no metadata',
  'POST /api/shifts':
    'other: the body also names the other manager as owner (managerId, manager_id); the shift still belongs to the caller',
  'POST /api/shifts/:shiftId/applications': 'any talent may apply to any open shift',
  'GET /api/events': 'other: Last-Event-ID 0, i.e. asking for a replay of the whole event log',
  'POST /api/sms/test':
    "other: texting the other party's phone; test texts go only to the manager's own verified mobile (issue 10 item 2)",
  'POST /api/phone-verification':
    "the code goes to the caller's own stored phone; the request names no number",
  'POST /api/phone-verification/confirm':
    "own: the caller's own live code; other: a code texted to the other party's talent, which proves nothing for the caller",
  'POST /api/webhooks/twilio/sms':
    'the Twilio signature is the credential: own = correctly signed, other = signed with a wrong token',
  'GET /api/openapi.json': 'the API contract is public, like the routes it describes',
  'GET /api/docs/:asset': "the reference page's script and style, public",
  'GET /api/dev/messages':
    'development inbox: only to loopback clients, never in production (issue 10 item 9). Cells come from 10.77.x.x, so 404; from 127.0.0.1 it answers 200 (tests/api/security-infra.test.ts)',
  'POST /api/auth/reset-password/validate':
    'the reset token is the credential, whoever holds it; other: a token of the other party',
  'POST /api/auth/reset-password':
    'the reset token is the credential; a fresh account per cell; the caller keeps its own session',
};

/** Rows whose bodies are not searched for foreign data, and why. */
const NO_LEAK_CHECK: Record<string, string> = {
  'GET /api/dev/messages': 'shows every stored message on purpose (development only)',
};

type Account = { userId: string; email: string; password: string; token: string; phone: string };
type Party = {
  talent: Account;
  manager: Account;
  shiftId: string;
  applicationId: string;
  talentNotificationId: string;
  managerNotificationId: string;
  avatarKey: string;
  contactPhone: string;
};

type Request = {
  method: string;
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
  /** Use this session token instead of the actor's (e.g. a fresh one that sign-out may end). */
  token?: string | null;
  /** Checks after the response, e.g. that a refused write changed nothing. */
  verify?: (status: number, body: string) => Promise<void>;
};
type CellContext = {
  actor: ActorName;
  scope: Scope;
  self: Account | null;
  /** The party whose resource this cell uses. */
  target: Party;
  targetName: PartyName;
};
type Builder = (c: CellContext) => Promise<Request>;

let t: TestApp;
let baseUrl: string;
const catalog = recordRoutes();
/** The published contract (issue 11 item 4): the route list comes from it, checked against the real table. */
let document: OpenApiDocument;
const parties = {} as Record<PartyName, Party>;
const TWILIO_TOKEN = `tw_${randomBytes(12).toString('hex')}`;
const ORIGIN = 'https://talentbridge.test';
let png: Buffer;

const accountOf = (actor: ActorName): Account | null => {
  if (actor === 'anonymous') return null;
  const party = parties[actor.endsWith('A') ? 'A' : 'B'];
  return actor.startsWith('talent') ? party.talent : party.manager;
};
const partyOf = (actor: ActorName, scope: Scope): PartyName => {
  const home: PartyName = actor.endsWith('B') ? 'B' : 'A';
  return scope === 'own' ? home : home === 'A' ? 'B' : 'A';
};

async function makeParty(name: PartyName, digit: number): Promise<Party> {
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
  // The SMS test card texts only a verified mobile (issue 10 item 2).
  await markPhoneVerified(ctx, manager.userId);
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
  const digits = (p: string) => p.replace(/\D/g, '');
  return {
    talent: { ...talent, phone: digits(talentPhone) },
    manager: { ...manager, phone: digits(managerPhone) },
    shiftId: shift.id,
    applicationId: application.id,
    talentNotificationId: talentNote.id,
    managerNotificationId: managerNote.id,
    avatarKey,
    contactPhone: digits(contactPhone),
  };
}

/** Strings that only some actors may see, and who they are. */
function secrets(): { value: string; what: string; viewers: ActorName[] }[] {
  const list: { value: string; what: string; viewers: ActorName[] }[] = [];
  for (const name of ['A', 'B'] as const) {
    const p = parties[name];
    const pair: ActorName[] = [`talent${name}`, `manager${name}`];
    list.push(
      // Issue 10 item 20 (ADR 013): the party's application is only "interested", so neither side sees the
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
    );
  }
  return list;
}

// ---- fresh resources for cells that change state --------------------------------------------------------

const freshShift = (p: Party) => createShift(t.ctx, p.manager.userId);
async function freshInterested(p: Party) {
  const shift = await freshShift(p);
  return (await applyToShift(t.ctx, p.talent.userId, shift.id)).id;
}
async function freshSelected(p: Party) {
  const id = await freshInterested(p);
  await selectApplicant(t.ctx, p.manager.userId, id);
  return id;
}
async function applicationStatus(id: string) {
  const [row] = await t.ctx.db
    .select({ status: shiftApplications.status })
    .from(shiftApplications)
    .where(eq(shiftApplications.id, id));
  return row?.status;
}
/** A refused change leaves the application as it was; an accepted one moves it. */
const statusCheck = (id: string, before: string, after: string) => async (status: number) => {
  expect(await applicationStatus(id)).toBe(status < 300 ? after : before);
};
async function freshResetToken(userId: string) {
  const token = randomBytes(32).toString('hex');
  await t.ctx.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 20 * 60_000),
  });
  return token;
}
async function sessionStillValid(account: Account) {
  expect(await resolveSession(t.ctx.db, account.token), `${account.email}'s session survives`).not.toBeNull();
}

function profileBody(p: Party, email: string) {
  return {
    name: `Talent ${p === parties.A ? 'A' : 'B'}`,
    email,
    phone: p.talent.phone,
    sector: 'restaurant',
    years: '2-3',
    skills: ['Server/Waitstaff'],
    bio: 'Calm under a full section.',
    funFact: '',
    smsNotifications: true,
    password: '',
    confirmPassword: '',
  };
}
const managerSignup = (email: string) => ({
  firstName: 'New',
  lastName: 'Manager',
  mobile: '(301) 555-0177',
  email,
  companyName: 'Corner Shop',
  streetAddress: '1 Main Street',
  city: 'Baltimore',
  state: 'MD',
  zip: '21202',
  password: DEFAULT_PASSWORD,
  confirmPassword: DEFAULT_PASSWORD,
  smsNotifications: false,
});
const talentSignup = (email: string) => ({
  name: 'New Talent',
  email,
  phone: '(240) 555-0177',
  sector: 'retail',
  years: '0-1',
  skills: ['Cashier'],
  password: DEFAULT_PASSWORD,
  confirmPassword: DEFAULT_PASSWORD,
  smsNotifications: false,
});
function multipart(bytes: Buffer) {
  const boundary = `----tbmatrix${randomBytes(6).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// ---- how to call each route, per cell ---------------------------------------------------------------------

const BUILDERS: Record<string, Builder> = {
  'GET /api/health': async () => ({ method: 'GET', url: '/api/health' }),
  'GET /api/version': async () => ({ method: 'GET', url: '/api/version' }),
  'GET /api/auth/session': async () => ({ method: 'GET', url: '/api/auth/session' }),
  'POST /api/auth/sign-in': async ({ scope, self, target, actor }) => {
    if (scope === 'own') {
      const account = self ?? (await createTalent(t.ctx));
      return {
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: account.password },
      };
    }
    const victim = actor.startsWith('manager') ? target.manager : target.talent;
    return {
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: victim.email, password: 'Not-Their-Password-1' },
      verify: async () => sessionStillValid(victim),
    };
  },
  'POST /api/auth/sign-out': async ({ self, target }) => ({
    method: 'POST',
    url: '/api/auth/sign-out',
    token: self ? (await createSession(t.ctx.db, self.userId, { ip: null, userAgent: null })).token : null,
    verify: async () => {
      await sessionStillValid(target.talent);
      await sessionStillValid(target.manager);
      if (self) await sessionStillValid(self);
    },
  }),
  'POST /api/accounts/managers': async ({ scope, target }) => ({
    method: 'POST',
    url: '/api/accounts/managers',
    payload: managerSignup(scope === 'own' ? uniqueEmail('signup') : target.manager.email),
    verify: async () => sessionStillValid(target.manager),
  }),
  'GET /api/accounts/managers/me': async () => ({ method: 'GET', url: '/api/accounts/managers/me' }),
  'POST /api/profiles': async ({ scope, target }) => ({
    method: 'POST',
    url: '/api/profiles',
    payload: talentSignup(scope === 'own' ? uniqueEmail('signup') : target.talent.email),
    verify: async () => sessionStillValid(target.talent),
  }),
  'GET /api/profiles/me': async () => ({ method: 'GET', url: '/api/profiles/me' }),
  'PUT /api/profiles/me': async ({ scope, self, target, actor }) => {
    // A talent keeps its own e-mail (own) or tries to take the other party's (other).
    const home = actor.startsWith('talent') ? parties[partyOf(actor, 'own')] : target;
    const email = scope === 'own' ? (self?.email ?? target.talent.email) : target.talent.email;
    return {
      method: 'PUT',
      url: '/api/profiles/me',
      payload: { ...profileBody(home, email), currentPassword: self?.password },
      verify: async () => {
        const [row] = await t.ctx.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, target.talent.userId));
        expect(row?.email).toBe(target.talent.email);
      },
    };
  },
  'POST /api/profiles/me/avatar': async () => ({
    method: 'POST',
    url: '/api/profiles/me/avatar',
    ...multipart(png),
  }),
  'GET /api/avatars/:key': async ({ target }) => {
    const [row] = await t.ctx.db
      .select({ key: talentProfiles.avatarKey })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, target.talent.userId));
    return { method: 'GET', url: `/api/avatars/${row!.key}` };
  },
  'POST /api/shifts': async ({ scope, self, target }) => ({
    method: 'POST',
    url: '/api/shifts',
    payload: {
      businessName: 'Matrix Cafe',
      managerEmail: self?.email ?? 'someone@example.com',
      positionTitle: 'Barista',
      locationAddress: '1 Main Street, Baltimore, MD 21202',
      shiftDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      startTime: '09:00',
      endTime: '15:00',
      hourlyRate: '18.50',
      breakDuration: 30,
      contactPerson: 'Pat',
      contactPhone: '(301) 555-0188',
      maxApplications: 1,
      overnight: false,
      // An attempt to post in the other manager's name: unknown keys must be ignored.
      ...(scope === 'other' ? { managerId: target.manager.userId, manager_id: target.manager.userId } : {}),
    },
    verify: async (status, body) => {
      if (status !== 201) return;
      const [row] = await t.ctx.db
        .select({ managerId: shifts.managerId })
        .from(shifts)
        .where(eq(shifts.id, JSON.parse(body).shift.id));
      expect(row?.managerId, 'a shift belongs to whoever posted it').toBe(self?.userId);
    },
  }),
  'GET /api/shifts/open': async () => ({ method: 'GET', url: '/api/shifts/open?limit=50' }),
  'GET /api/shifts/mine': async ({ self }) => ({
    method: 'GET',
    url: '/api/shifts/mine?limit=50',
    verify: async (status, body) => {
      if (status !== 200) return;
      const mine = await t.ctx.db
        .select({ id: shifts.id })
        .from(shifts)
        .where(eq(shifts.managerId, self!.userId));
      const ids = new Set(mine.map((r) => r.id));
      for (const s of JSON.parse(body).shifts)
        expect(ids.has(s.id), `shift ${s.id} is the caller's`).toBe(true);
    },
  }),
  'POST /api/shifts/:shiftId/applications': async ({ target }) => {
    const shift = await freshShift(target);
    return { method: 'POST', url: `/api/shifts/${shift.id}/applications` };
  },
  'GET /api/shifts/:shiftId/applications': async ({ target }) => ({
    method: 'GET',
    url: `/api/shifts/${target.shiftId}/applications`,
  }),
  'POST /api/applications/:applicationId/select': async ({ target }) => {
    const id = await freshInterested(target);
    return {
      method: 'POST',
      url: `/api/applications/${id}/select`,
      verify: statusCheck(id, 'interested', 'selected'),
    };
  },
  'GET /api/applications/mine': async ({ self }) => ({
    method: 'GET',
    url: '/api/applications/mine',
    verify: async (status, body) => {
      if (status !== 200) return;
      for (const a of JSON.parse(body).applications) expect(a.workerId).toBe(self!.userId);
    },
  }),
  'POST /api/applications/:applicationId/accept': async ({ target }) => {
    const id = await freshSelected(target);
    return {
      method: 'POST',
      url: `/api/applications/${id}/accept`,
      verify: statusCheck(id, 'selected', 'accepted'),
    };
  },
  'POST /api/applications/:applicationId/decline': async ({ target }) => {
    const id = await freshSelected(target);
    return {
      method: 'POST',
      url: `/api/applications/${id}/decline`,
      verify: statusCheck(id, 'selected', 'declined'),
    };
  },
  'GET /api/notifications': async () => ({ method: 'GET', url: '/api/notifications' }),
  'POST /api/notifications/:id/read': async ({ actor, target }) => ({
    method: 'POST',
    url: `/api/notifications/${actor.startsWith('manager') ? target.managerNotificationId : target.talentNotificationId}/read`,
  }),
  'POST /api/notifications/read-all': async () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  'GET /api/events': async ({ scope }): Promise<Request> => ({
    method: 'GET',
    url: '/api/events',
    headers: scope === 'other' ? { 'last-event-id': '0' } : {},
  }),
  'POST /api/sms/test': async ({ scope, self, target }) => ({
    method: 'POST',
    url: '/api/sms/test',
    payload: { phone: `+1 ${scope === 'own' ? (self?.phone ?? target.manager.phone) : target.talent.phone}` },
  }),
  'POST /api/webhooks/twilio/sms': async ({ scope, target }) => {
    const params: [string, string][] = [
      ['MessageSid', `SM${randomBytes(16).toString('hex')}`],
      ['From', `+1${target.talent.phone}`],
      ['Body', 'HELP'],
    ];
    const url = '/api/webhooks/twilio/sms';
    const signature = computeTwilioSignature(
      scope === 'own' ? TWILIO_TOKEN : 'not-the-token',
      `${ORIGIN}${url}`,
      params,
    );
    return {
      method: 'POST',
      url,
      payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    };
  },
  'GET /api/phone-verification': async () => ({ method: 'GET', url: '/api/phone-verification' }),
  'POST /api/phone-verification': async () => ({
    method: 'POST',
    url: '/api/phone-verification',
    payload: {},
  }),
  'POST /api/phone-verification/confirm': async ({ scope, self, target }) => {
    // A live code, as the send route would have stored it: for the caller (own) or the other party's talent.
    const owner = scope === 'own' ? self : target.talent;
    const code = scope === 'own' ? '493817' : '761204';
    const id = randomUUID();
    if (owner) {
      const [user] = await t.ctx.db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, owner.userId));
      await t.ctx.db.insert(phoneVerifications).values({
        id,
        userId: owner.userId,
        phone: user!.phone!,
        codeHash: hashPhoneCode(t.ctx.config.SESSION_SECRET, id, code),
        expiresAt: new Date(Date.now() + 600_000),
      });
    }
    return {
      method: 'POST',
      url: '/api/phone-verification/confirm',
      payload: { code },
      // The other party's code is theirs: gone after this cell, so it cannot answer one of their own cells.
      verify: async () => {
        if (scope === 'other') await t.ctx.db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
      },
    };
  },
  'GET /api/dev/messages': async () => ({ method: 'GET', url: '/api/dev/messages' }),
  'POST /api/auth/forgot-password': async ({ target }) => ({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: target.talent.email, userType: 'talent' },
  }),
  'POST /api/auth/reset-password/validate': async ({ target }) => ({
    method: 'POST',
    url: '/api/auth/reset-password/validate',
    payload: { token: await freshResetToken(target.talent.userId), type: 'talent' },
  }),
  'POST /api/accounts/email-change/confirm': async ({ scope, self, target }) => {
    // Own: a fresh talent's open request; other: a spent request of the other party's talent.
    const owner = scope === 'own' ? await createTalent(t.ctx) : target.talent;
    const token = newToken();
    await t.ctx.db.insert(emailChangeRequests).values({
      userId: owner.userId,
      newEmail: uniqueEmail('moved'),
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 3_600_000),
      usedAt: scope === 'own' ? null : new Date(),
    });
    return {
      method: 'POST',
      url: '/api/accounts/email-change/confirm',
      payload: { token },
      verify: async () => {
        const [row] = await t.ctx.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, target.talent.userId));
        expect(row?.email).toBe(target.talent.email);
        if (self) await sessionStillValid(self);
      },
    };
  },
  'POST /api/auth/reset-password': async ({ self }) => {
    const victim = await createTalent(t.ctx);
    const token = await freshResetToken(victim.userId);
    return {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token,
        type: 'talent',
        password: 'Brand-New-Pass-2026',
        confirmPassword: 'Brand-New-Pass-2026',
      },
      verify: async () => {
        if (self) await sessionStillValid(self);
      },
    };
  },
  'GET /api/openapi.json': async () => ({ method: 'GET', url: '/api/openapi.json' }),
  'GET /api/docs': async () => ({ method: 'GET', url: '/api/docs' }),
  'GET /api/docs/:asset': async () => ({ method: 'GET', url: '/api/docs/init.js' }),
  'POST /api/support/contact': async () => ({
    method: 'POST',
    url: '/api/support/contact',
    payload: {
      name: 'Casey',
      email: uniqueEmail('contact'),
      subject: 'A question about shifts',
      messageType: 'general',
      message: 'How do I see the shifts I applied to?',
    },
  }),
};

// ---- running a cell ---------------------------------------------------------------------------------------

let cellNo = 0;
/** Every cell comes from its own address, so per-address rate limits never decide a cell. */
const nextAddress = () => {
  cellNo++;
  return `10.77.${Math.floor(cellNo / 250)}.${(cellNo % 250) + 1}`;
};

async function send(request: Request, token: string | null): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.cookie = `tb_session=${token}`;
  if (request.url === '/api/events') return streamOnce(request.url, headers);
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: res.statusCode, body: res.body };
}

/** Opens the event stream over real HTTP, reads what it sends for a moment, and hangs up. */
async function streamOnce(url: string, headers: Record<string, string>) {
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

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: ORIGIN, TWILIO_AUTH_TOKEN: TWILIO_TOKEN });
  catalog.stop();
  document = await fetchOpenApiDocument(t.app);
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  parties.A = await makeParty('A', 1);
  parties.B = await makeParty('B', 2);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('access-control matrix', () => {
  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    const registered = openApiRouteKeys(document);
    expect(registered, 'the OpenAPI document lists exactly the routes the app registered').toEqual(
      catalog.routes
        .filter((r) => r.url.startsWith('/api'))
        .map((r) => r.key)
        .sort(),
    );
    expect(registered.length).toBeGreaterThan(20);
    const missing = registered.filter((key) => !(key in MATRIX));
    expect(
      missing,
      'routes without a row in MATRIX (add one, with the expected status of every cell)',
    ).toEqual([]);
    // A row whose route is gone would otherwise pass by testing nothing (issue 11 item 7).
    const stale = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    expect(stale, 'rows in MATRIX for routes the app does not register (remove them)').toEqual([]);
    for (const key of Object.keys(MATRIX)) {
      expect(BUILDERS[key], `a request builder for ${key}`).toBeDefined();
      expect(MATRIX[key]).toHaveLength(ACTORS.length * 2);
    }
  });

  for (const [key, statuses] of Object.entries(MATRIX)) {
    const note = NOTES[key] ? ` (${NOTES[key]})` : '';
    it(`${key}${note}`, async () => {
      const failures: string[] = [];
      const hidden = secrets();
      for (const [a, actor] of ACTORS.entries()) {
        for (const [s, scope] of (['own', 'other'] as const).entries()) {
          const expected = statuses[a * 2 + s]!;
          const targetName = partyOf(actor, scope);
          const self = accountOf(actor);
          const request = await BUILDERS[key]!({
            actor,
            scope,
            self,
            target: parties[targetName],
            targetName,
          });
          const token = request.token !== undefined ? request.token : (self?.token ?? null);
          const { status, body } = await send(request, token);
          const cell = `${actor} × ${scope}`;
          if (status !== expected) {
            failures.push(`${cell}: expected ${expected}, got ${status}: ${body.slice(0, 300)}`);
            continue;
          }
          if (!(key in NO_LEAK_CHECK))
            for (const secret of hidden)
              if (!secret.viewers.includes(actor) && body.includes(secret.value))
                failures.push(`${cell}: the response shows ${secret.what}`);
          if (status >= 400) {
            const parsed = JSON.parse(body);
            if (typeof parsed?.error?.code !== 'string' || typeof parsed?.error?.message !== 'string')
              failures.push(`${cell}: error body is not {error:{code,message}}: ${body.slice(0, 200)}`);
          }
          try {
            await request.verify?.(status, body);
          } catch (error) {
            failures.push(`${cell}: ${(error as Error).message}`);
          }
        }
      }
      expect(failures, `cells of ${key} that failed`).toEqual([]);
    }, 60_000);
  }

  it('closes the development inbox in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      APP_ORIGIN: ORIGIN,
      // Production needs real providers or an explicitly disabled channel (issue 10 item 13).
      SMS_PROVIDER: 'disabled',
      EMAIL_PROVIDER: 'disabled',
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/messages' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
