// How the access-control matrix calls each account, sign-in and public route, per cell
// (tests/quality/access-matrix.test.ts); the marketplace's routes are in builders-marketplace.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { newToken, sha256 } from '../../../src/server/auth/tokens';
import {
  emailChangeRequests,
  phoneVerifications,
  talentProfiles,
  users,
} from '../../../src/server/db/schema';
import { hashPhoneCode } from '../../../src/server/features/phone-verification/phone-code';
import { createTalent, uniqueEmail } from '../../../src/server/seed/factories/accounts';
import {
  freshResetToken,
  managerSignup,
  multipart,
  profileBody,
  sessionStillValid,
  talentSignup,
} from './requests';
import { type Account, type Builder, type Party, parties, partyOf, png, t } from './world';

/** The target party's talent still has the e-mail it was made with. */
async function talentEmailUnchanged(target: Party) {
  const [row] = await t.ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, target.talent.userId));
  expect(row?.email).toBe(target.talent.email);
}

/** A sign-up: own with a new e-mail, other with the e-mail of the other party's account, which must not be taken over. */
const signUp =
  (url: string, body: (email: string) => object, account: (p: Party) => Account): Builder =>
  async ({ scope, target }) => ({
    method: 'POST',
    url,
    payload: body(scope === 'own' ? uniqueEmail('signup') : account(target).email),
    verify: async () => sessionStillValid(account(target)),
  });

export const ACCOUNT_BUILDERS: Record<string, Builder> = {
  'GET /api/health': async () => ({ method: 'GET', url: '/api/health' }),
  'GET /api/version': async () => ({ method: 'GET', url: '/api/version' }),
  'GET /api/auth/session': async () => ({ method: 'GET', url: '/api/auth/session' }),
  'POST /api/auth/sign-in': async ({ scope, self, target, actor }) => {
    if (scope === 'own') {
      const account = self ?? (await createTalent(t.ctx));
      // Staff sign in with the role named (the staff sign-in page); the answer is the second factor, not a session.
      const role = actor.startsWith('ops') ? { role: 'ops' } : {};
      return {
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: account.password, ...role },
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
  'POST /api/accounts/managers': signUp('/api/accounts/managers', managerSignup, (p) => p.manager),
  'GET /api/accounts/managers/me': async () => ({ method: 'GET', url: '/api/accounts/managers/me' }),
  'POST /api/profiles': signUp('/api/profiles', talentSignup, (p) => p.talent),
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
        await talentEmailUnchanged(target);
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
      // Staff accounts have no phone, so no code was ever sent to them.
      if (user?.phone)
        await t.ctx.db.insert(phoneVerifications).values({
          id,
          userId: owner.userId,
          phone: user.phone,
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
  'GET /api/dev/clock': async () => ({ method: 'GET', url: '/api/dev/clock' }),
  'POST /api/dev/clock/move': async () => ({
    method: 'POST',
    url: '/api/dev/clock/move',
    payload: { minutes: 60 },
  }),
  'GET /api/dev/messages/:id/html': async () => ({ method: 'GET', url: '/api/dev/messages/1/html' }),
  'POST /api/dev/messages/reply': async ({ target }) => ({
    method: 'POST',
    url: '/api/dev/messages/reply',
    payload: { from: `+1${target.talent.phone}`, body: 'YES' },
  }),
  'GET /api/dev/messages/:id/attachments/:index': async () => ({
    method: 'GET',
    url: '/api/dev/messages/1/attachments/0',
  }),
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
        await talentEmailUnchanged(target);
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
