// Rough edges a new user hits that the API decides — sign-in limits that count failures only,
// a talent sign-up that asks only for what the spec requires, and an applicant list that says who gets texts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftApplications, smsOptOuts, talentProfiles } from '../../src/server/db/schema';
import {
  createManager,
  createTalent,
  markPhoneVerified,
  talentProfileInput,
} from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { addressSequence, sessionCookieFrom, testAppForFile } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

const t = testAppForFile();

// Each test uses its own addresses, so one test's per-address limits never touch another's.
const nextIp = addressSequence('10.110');

const signIn = (body: { email: string; password: string }, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body, remoteAddress });

describe('sign-in limits count failures only', () => {
  it('signing in five times and mistyping once does not refuse the right password', async () => {
    t.ctx.clock.now = new Date('2026-12-20T09:00:00Z');
    const talent = await createTalent(t.ctx);
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await signIn({ email: talent.email, password: talent.password }, ip)).statusCode).toBe(200);
    expect((await signIn({ email: talent.email, password: 'mistyped-once' }, ip)).statusCode).toBe(401);
    const again = await signIn({ email: talent.email, password: talent.password }, ip);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('the per-address limit counts failures only too: 35 sign-ins from one office all succeed', async () => {
    t.ctx.clock.now = new Date('2026-12-20T10:00:00Z');
    const ip = nextIp();
    const staff = await Promise.all(Array.from({ length: 7 }, () => createTalent(t.ctx)));
    for (const person of staff)
      for (let i = 0; i < 5; i++) {
        const res = await signIn({ email: person.email, password: person.password }, ip);
        expect(res.statusCode, res.body).toBe(200);
      }
  });

  it('still lets only 5 guesses through when 12 arrive at once (hits are taken before the hash)', async () => {
    t.ctx.clock.now = new Date('2026-12-20T11:00:00Z');
    const talent = await createTalent(t.ctx);
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn({ email: talent.email, password: `guess-${i}` }, ip)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    expect(codes.filter((code) => code !== 429).every((code) => code === 401 || code === 423)).toBe(true);
  });
});

describe('talent sign-up asks only for what the spec requires', () => {
  it('creates a profile from a 1-character name, e-mail, phone and password; the rest stays empty', async () => {
    const input = talentProfileInput({ name: ' J ' });
    const { sector: _s, years: _y, skills: _k, bio: _b, funFact: _f, ...required } = input;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      payload: required,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().profile).toMatchObject({ name: 'J', sector: null, years: null, skills: [] });
    const [row] = await t.ctx.db
      .select()
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, res.json().user.id));
    expect(row).toMatchObject({ sector: null, years: null, skills: [] });

    // Filled in later through the profile form, which still sends '' for an untouched "Select".
    const cookie = sessionCookieFrom(res);
    const later = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      payload: {
        ...required,
        password: '',
        confirmPassword: '',
        name: 'J',
        sector: 'retail',
        years: '',
        skills: ['Cashier'],
      },
      headers: { cookie },
    });
    expect(later.statusCode, later.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ sector: 'retail', years: null, skills: ['Cashier'] });
  });
});

describe('the applicant list says who will get the offer by text', () => {
  it('flags each applicant, and records contacted_at only for a worker who was texted', async () => {
    const manager = await createManager(t.ctx);
    const shift = await createShift(t.ctx, manager.userId);
    const applicant = async (phone: string, options: { consent: boolean; verified: boolean }) => {
      const talent = await createTalent(t.ctx, { phone, smsNotifications: options.consent });
      if (options.verified) await markPhoneVerified(t.ctx, talent.userId);
      const { application } = expectStatus(
        await client(t, talent).post(`/api/shifts/${shift.id}/applications`),
        201,
      );
      return application.id as string;
    };
    const texted = await applicant('(240) 555-0141', { consent: true, verified: true });
    const noConsent = await applicant('(240) 555-0142', { consent: false, verified: true });
    const unverified = await applicant('(240) 555-0143', { consent: true, verified: false });
    const stopped = await applicant('(240) 555-0144', { consent: true, verified: true });
    await t.ctx.db.insert(smsOptOuts).values({ phone: '+12405550144', optedOutAt: new Date() });

    const list = async () => {
      const body = expectStatus(await client(t, manager).get(`/api/shifts/${shift.id}/applications`), 200);
      return new Map<string, { contactedAt: string | null; worker: { receivesTexts: boolean } }>(
        body.applications.map((a: { id: string }) => [a.id, a]),
      );
    };
    const before = await list();
    expect(before.get(texted)!.worker.receivesTexts).toBe(true);
    for (const id of [noConsent, unverified, stopped])
      expect(before.get(id)!.worker.receivesTexts).toBe(false);

    const select = (id: string) => client(t, manager).post(`/api/applications/${id}/select`);
    expect(expectStatus(await select(noConsent), 200).sms).toBe('opted_out');
    const after = await list();
    expect(after.get(noConsent)).toMatchObject({ status: 'selected', contactedAt: null });
    const [row] = await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, noConsent));
    expect(row!.selectedAt).toBeInstanceOf(Date);
    expect(row!.contactedAt).toBeNull();
  });
});
