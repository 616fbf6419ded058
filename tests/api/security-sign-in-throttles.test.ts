// Sign-up and sign-in throttles and the password policy (ADR 009).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../src/server/db/schema';
import {
  createTalent,
  DEFAULT_PASSWORD,
  managerSignupInput,
  talentProfileInput,
  uniqueEmail,
} from '../../src/server/seed/factories/accounts';
import { sessionCookieFrom } from '../support/http';
import { resetMails, securitySignInAppForFile, t } from './security-sign-in-app';
import { forgot, nextIp, signIn, signUpManager, signUpTalent } from './security-sign-in-fixtures';

securitySignInAppForFile();

describe('throttles and password policy', () => {
  it('one address may create 10 accounts an hour (talent and manager together), then 429 with Retry-After', async () => {
    const ip = nextIp();
    t.ctx.clock.now = new Date('2026-12-11T08:00:00Z');
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2 ? await signUpManager(managerSignupInput(), ip) : await signUpTalent(talentProfileInput(), ip);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await signUpManager(managerSignupInput(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many sign-up attempts from your network. Please try again in 60 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect((await signUpTalent(talentProfileInput(), ip)).statusCode).toBe(429);
    // Another address is not affected; and an hour later this one may sign up again.
    expect((await signUpTalent(talentProfileInput(), nextIp())).statusCode).toBe(201);
    t.ctx.clock.now = new Date('2026-12-11T09:00:01Z');
    expect((await signUpManager(managerSignupInput(), ip)).statusCode).toBe(201);
  });

  it('the platform-wide sign-up cap refuses every address once reached', async () => {
    const now = new Date('2026-12-12T08:00:00Z');
    t.ctx.clock.now = now;
    // The cap's earlier sign-ups, made from many addresses in the last half hour.
    const earlier = new Date(now.getTime() - 30 * 60_000);
    await t.ctx.db.insert(rateLimitHits).values(
      Array.from({ length: 200 }, () => ({
        bucket: 'sign_up_platform',
        key: 'all',
        createdAt: earlier,
      })),
    );
    try {
      const refused = await signUpTalent(talentProfileInput(), nextIp());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(
        'We are receiving an unusual number of sign-ups. Please try again in 30 minutes.',
      );
      expect(Number(refused.headers['retry-after'])).toBe(1800);
      t.ctx.clock.now = new Date(now.getTime() + 31 * 60_000);
      expect((await signUpTalent(talentProfileInput(), nextIp())).statusCode).toBe(201);
    } finally {
      // Hits dated ahead of the real clock would count in every later window of this file.
      await t.ctx.db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, 'sign_up_platform'));
    }
  });

  it('one address trying many e-mails is stopped after 30 sign-ins in 15 minutes', async () => {
    const ip = nextIp();
    t.ctx.clock.now = new Date('2026-12-13T08:00:00Z');
    for (let i = 0; i < 30; i++) {
      const res = await signIn({ email: uniqueEmail('spray'), password: 'Summer-2026!' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const stopped = await signIn({ email: uniqueEmail('spray'), password: 'Summer-2026!' }, ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.message).toBe(
      'Too many sign-in attempts from your network. Please try again in 15 minutes.',
    );
    expect(stopped.headers['retry-after']).toBe('900');
    // Someone else, elsewhere, signs in as usual.
    const talent = await createTalent(t.ctx);
    expect((await signIn({ email: talent.email, password: talent.password }, nextIp())).statusCode).toBe(200);
  });

  it.each([
    ['talent sign-up', 'abcdefg', 'Password must be at least 8 characters long.'],
    ['talent sign-up', '', 'Password is required'],
    ['talent sign-up', 'password1', 'This password is too common. Choose one that is harder to guess.'],
    ['talent sign-up', 'Sunshine', 'This password is too common. Choose one that is harder to guess.'],
    ['manager sign-up', '1234567', 'Password must be at least 8 characters long.'],
    ['manager sign-up', '', 'Password is required'],
    ['manager sign-up', '12345678', 'This password is too common. Choose one that is harder to guess.'],
  ])('%s refuses %j with %j', async (form, password, message) => {
    const body = { password, confirmPassword: password };
    const res =
      form === 'talent sign-up'
        ? await signUpTalent(talentProfileInput(body), nextIp())
        : await signUpManager(managerSignupInput(body), nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.password).toBe(message);
  });

  it('a reset or a profile edit cannot set a common password either', async () => {
    const talent = await createTalent(t.ctx);
    const login = await signIn({ email: talent.email, password: talent.password }, nextIp());
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      payload: {
        ...talentProfileInput({ email: talent.email, password: 'iloveyou1', confirmPassword: 'iloveyou1' }),
        currentPassword: talent.password,
      },
      headers: { cookie: sessionCookieFrom(login) },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fieldErrors.password).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );

    await forgot({ email: talent.email, userType: 'talent' }, nextIp());
    await expect.poll(async () => (await resetMails(talent.email)).length, { timeout: 5000 }).toBe(1);
    const token = /token=([0-9a-f]{64})/.exec((await resetMails(talent.email))[0]!.body)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, type: 'talent', password: 'qwerty123', confirmPassword: 'qwerty123' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.fieldErrors.password).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    // The old password still works.
    expect((await signIn({ email: talent.email, password: DEFAULT_PASSWORD }, nextIp())).statusCode).toBe(
      200,
    );
  });
});
