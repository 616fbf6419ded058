// Reset quotas an attacker cannot use up (ADR 009).
import { describe, expect, it } from 'vitest';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { cookieFrom } from '../support/http';
import { noticeMails, resetMails, securitySignInAppForFile, t } from './security-sign-in-app';
import { expectSettled, forgot, nextIp, sharedEmailAccounts, signIn } from './security-sign-in-fixtures';

securitySignInAppForFile();

describe("others cannot use up the owner's reset e-mails", () => {
  it("after strangers exhaust the shared quota, the owner's trusted device still gets a link, and the owner is told once", async () => {
    const talent = await createTalent(t.ctx);
    // The owner's own browser has signed in before (ADR 002 device cookie).
    const login = await signIn({ email: talent.email, password: talent.password }, '198.51.100.20');
    const device = cookieFrom(login, 'tb_device')!;
    const payload = { email: talent.email, userType: 'talent' };

    const strangers = await Promise.all(Array.from({ length: 14 }, () => forgot(payload, nextIp())));
    await expectSettled(async () => (await resetMails(talent.email)).length, 10);

    const mine = await forgot(payload, '198.51.100.20', device);
    // The same answer for everyone: nothing tells an attacker whose request went through.
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe(strangers[0]!.body);
    await expectSettled(async () => (await resetMails(talent.email)).length, 11);

    // Told once per window, however many more requests are refused.
    await Promise.all(Array.from({ length: 5 }, () => forgot(payload, nextIp())));
    await expectSettled(async () => (await noticeMails(talent.email)).length, 1);
    const [notice] = await noticeMails(talent.email);
    expect(notice!.body).toContain('use a device you have signed in on');
    expect(notice!.body).toContain(t.ctx.config.SUPPORT_EMAIL);
    expect(notice!.body).not.toMatch(/token=/);
  });

  it('a device trusted for the talent account gets no quota of its own for the manager with the same e-mail', async () => {
    const { email, talent } = await sharedEmailAccounts({
      talent: 'Talent-Pass-55',
      manager: 'Manager-Pass-66',
    });
    const login = await signIn({ email, password: talent.password, role: 'talent' }, nextIp());
    const device = cookieFrom(login, 'tb_device')!;
    const payload = { email, userType: 'manager' };
    await Promise.all(Array.from({ length: 10 }, () => forgot(payload, nextIp())));
    await expectSettled(async () => (await resetMails(email)).length, 10);
    await forgot(payload, nextIp(), device);
    await expectSettled(async () => (await resetMails(email)).length, 10);
  });
});
