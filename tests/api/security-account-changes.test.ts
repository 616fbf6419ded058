// Profile part: account changes need the current password, a password change ends the
// other sessions and spends reset links, and the profile route authorises first. E-mail changes are in
// security-account-changes-email.test.ts, reset tokens in the request log in security-account-changes-reset-log.test.ts.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newHexToken, sha256 } from '../../src/server/auth/tokens';
import { passwordResetTokens, users } from '../../src/server/db/schema';
import { createTalent, uniqueEmail } from '../../src/server/seed/factories/accounts';
import {
  accountChangesAppForFile,
  emailsTo,
  otherSession,
  storedEmail,
  t,
} from './security-account-changes-app';
import {
  NEW_PASSWORD,
  profileBody,
  sessionEmail,
  update,
  WRONG_PASSWORD,
} from './security-account-changes-fixtures';

accountChangesAppForFile();

describe('account changes need the current password', () => {
  it('a password change without the current password is refused and changes nothing', async () => {
    const talent = await createTalent(t.ctx);
    const res = await update(
      talent.token,
      profileBody(talent, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.currentPassword).toBe(
      'Enter your current password to change your e-mail or password.',
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: talent.email, password: talent.password },
      remoteAddress: '10.8.0.1',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a wrong current password is refused with a field error', async () => {
    const talent = await createTalent(t.ctx);
    const res = await update(
      talent.token,
      profileBody(talent, {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        currentPassword: WRONG_PASSWORD,
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.fieldErrors.currentPassword).toBe('Your current password is not correct.');
  });

  it('an e-mail change without the current password is refused and the e-mail stays', async () => {
    const talent = await createTalent(t.ctx);
    const res = await update(talent.token, profileBody(talent, { email: uniqueEmail('moved') }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.currentPassword).toBeDefined();
    expect(await storedEmail(talent.userId)).toBe(talent.email);
  });

  it('other profile edits need no password', async () => {
    const talent = await createTalent(t.ctx);
    const res = await update(
      talent.token,
      profileBody(talent, { name: 'Sam Ortiz', password: '', confirmPassword: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Sam Ortiz');
  });

  it('wrong current-password tries are limited to 5 per 15 minutes per account', async () => {
    const talent = await createTalent(t.ctx);
    const start = new Date();
    t.ctx.clock.now = start;
    const attempt = (currentPassword: string) =>
      update(
        talent.token,
        profileBody(talent, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, currentPassword }),
      );
    for (let i = 0; i < 5; i++) expect((await attempt(WRONG_PASSWORD)).statusCode).toBe(403);
    // The sixth try is refused before the password is even checked, the right one included.
    const limited = await attempt(talent.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(
      /Too many tries with your current password\. Try again in \d+ minute/,
    );
    // Another session of the same account does not get a fresh allowance.
    expect(
      (
        await update(
          await otherSession(talent.userId),
          profileBody(talent, {
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
            currentPassword: talent.password,
          }),
        )
      ).statusCode,
    ).toBe(429);
    t.ctx.clock.now = new Date(start.getTime() + 15 * 60_000 + 1000);
    expect((await attempt(talent.password)).statusCode).toBe(200);
  });
});

describe('a password change', () => {
  it('ends every other session, keeps this one, spends open reset links and e-mails the account', async () => {
    const talent = await createTalent(t.ctx);
    const phone = await otherSession(talent.userId);
    const laptop = await otherSession(talent.userId);
    const resetToken = newHexToken();
    await t.ctx.db.insert(passwordResetTokens).values({
      userId: talent.userId,
      tokenHash: sha256(resetToken),
      expiresAt: new Date(Date.now() + 20 * 60_000),
    });

    const res = await update(
      talent.token,
      profileBody(talent, {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        currentPassword: talent.password,
      }),
    );
    expect(res.statusCode).toBe(200);

    expect(await sessionEmail(talent.token)).toBe(talent.email);
    expect(await sessionEmail(phone)).toBeNull();
    expect(await sessionEmail(laptop)).toBeNull();
    const open = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, talent.userId), isNull(passwordResetTokens.usedAt)));
    expect(open).toHaveLength(0);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/validate',
      payload: { token: resetToken, type: 'talent' },
    });
    expect(validate.statusCode).toBe(400);
    const [mail] = await emailsTo(talent.email);
    expect(mail!.subject).toBe('Your TalentBridge password was changed');
  });
});

describe('a phone change', () => {
  it('clears the verification of the old number', async () => {
    const talent = await createTalent(t.ctx);
    await t.ctx.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, talent.userId));
    expect((await update(talent.token, profileBody(talent))).statusCode).toBe(200);
    const kept = await t.ctx.db
      .select({ at: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, talent.userId));
    expect(kept[0]!.at).not.toBeNull();
    expect((await update(talent.token, profileBody(talent, { phone: '(301)555-0177' }))).statusCode).toBe(
      200,
    );
    const cleared = await t.ctx.db
      .select({ at: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, talent.userId));
    expect(cleared[0]!.at).toBeNull();
  });
});

describe('PUT /api/profiles/me authorises before validating', () => {
  it('an anonymous PUT with a bad body answers 401, not 400 with field rules', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.fieldErrors).toBeUndefined();
  });
});
