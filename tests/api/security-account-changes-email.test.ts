// A new e-mail is the account's only once a link sent to it is followed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/auth/tokens';
import { emailChangeRequests } from '../../src/server/db/schema';
import { createTalent, uniqueEmail } from '../../src/server/seed/factories/accounts';
import {
  accountChangesAppForFile,
  confirmationToken,
  emailsTo,
  otherSession,
  storedEmail,
  t,
} from './security-account-changes-app';
import { confirm, cookieOf, profileBody, sessionEmail, update } from './security-account-changes-fixtures';

accountChangesAppForFile();

describe('an e-mail change', () => {
  it("a new e-mail becomes the account's only after the link sent to it is followed; the old address is told", async () => {
    const talent = await createTalent(t.ctx);
    const newEmail = uniqueEmail('new-home');
    const res = await update(
      talent.token,
      profileBody(talent, { email: newEmail, currentPassword: talent.password }),
    );
    expect(res.statusCode).toBe(200);
    // Not yet: the account keeps its e-mail, and the profile says what it waits for.
    expect(res.json().email).toBe(talent.email);
    expect(res.json().pendingEmailChange).toEqual({ email: newEmail, sentAt: expect.any(String) });
    expect(await storedEmail(talent.userId)).toBe(talent.email);

    // A link goes to the new address (a sensitive message: its body is cleared once delivered), and only the
    // hash of its token is stored.
    const token = await confirmationToken(newEmail);
    const [request] = await t.ctx.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, talent.userId));
    expect(request!.tokenHash).toBe(sha256(token));
    expect(request!.newEmail).toBe(newEmail);
    expect((await emailsTo(newEmail)).map((m) => m.sensitive)).toEqual([true]);
    // The old address is told, without a link.
    const [notice] = await emailsTo(talent.email);
    expect(notice!.body).toContain(newEmail);
    expect(notice!.body).not.toContain(token);
    expect(notice!.body).not.toContain('/confirm-email');

    const other = await otherSession(talent.userId);
    const done = await confirm(token, cookieOf(talent.token));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ok: true, email: newEmail });
    expect(await storedEmail(talent.userId)).toBe(newEmail);
    // The confirming browser keeps its session; every other one ends.
    expect(await sessionEmail(talent.token)).toBe(newEmail);
    expect(await sessionEmail(other)).toBeNull();
    // The old address is told it changed.
    const [changed] = await emailsTo(talent.email);
    expect(changed!.subject).toBe('Your TalentBridge e-mail address was changed');
    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors.token).toBeDefined();
  });

  it('confirming from a browser without a session of the account ends every session', async () => {
    const talent = await createTalent(t.ctx);
    const newEmail = uniqueEmail('elsewhere');
    await update(talent.token, profileBody(talent, { email: newEmail, currentPassword: talent.password }));
    const res = await confirm(await confirmationToken(newEmail));
    expect(res.statusCode).toBe(200);
    expect(await sessionEmail(talent.token)).toBeNull();
  });

  it('a confirmation link expires after 24 hours', async () => {
    const talent = await createTalent(t.ctx);
    const start = new Date();
    t.ctx.clock.now = start;
    const newEmail = uniqueEmail('late');
    await update(talent.token, profileBody(talent, { email: newEmail, currentPassword: talent.password }));
    const token = await confirmationToken(newEmail);
    t.ctx.clock.now = new Date(start.getTime() + 24 * 3600_000 + 1000);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This confirmation link has expired. Change your e-mail on your profile again to get a new one.',
    );
    expect(await storedEmail(talent.userId)).toBe(talent.email);
  });

  it('an e-mail another talent took meanwhile is refused at confirmation with a clear message', async () => {
    const talent = await createTalent(t.ctx);
    const newEmail = uniqueEmail('contested');
    await update(talent.token, profileBody(talent, { email: newEmail, currentPassword: talent.password }));
    const token = await confirmationToken(newEmail);
    await createTalent(t.ctx, { email: newEmail });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Another profile already uses this e-mail address. Your e-mail was not changed.',
    );
    expect(await storedEmail(talent.userId)).toBe(talent.email);
  });

  it('a made-up or malformed token is refused with 400, never 500', async () => {
    for (const token of ['x'.repeat(43), 'short', '', '💥'.repeat(30)]) {
      const res = await confirm(token);
      expect(res.statusCode, token).toBe(400);
    }
  });
});
