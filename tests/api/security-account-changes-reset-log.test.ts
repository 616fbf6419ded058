// Reset tokens stay out of the request log.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { newHexToken } from '../../src/server/auth/tokens';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { accountChangesAppForFile, emailsTo, t } from './security-account-changes-app';

accountChangesAppForFile();

describe('reset tokens stay out of the request log', () => {
  it('new reset e-mails carry the token in the URL fragment', async () => {
    const talent = await createTalent(t.ctx);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: talent.email, userType: 'talent' },
      remoteAddress: '10.7.0.1',
    });
    await expect.poll(async () => (await emailsTo(talent.email)).length, { timeout: 5000 }).toBe(1);
    const [mail] = await emailsTo(talent.email);
    expect(mail!.body).toMatch(/\/reset-password#token=[0-9a-f]{64}&type=talent/);
    expect(mail!.body).not.toContain('?token=');
  });

  it('the request log line for opening an old-style link carries no token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(t.ctx, { logger: { level: 'info', stream }, serveClient: false });
    await app.ready();
    try {
      const token = newHexToken();
      await app.inject({ method: 'GET', url: `/reset-password?token=${token}&type=talent` });
      await app.inject({ method: 'GET', url: `/confirm-email?type=x&token=${token}` });
      const log = lines.join('');
      expect(log).toContain('/reset-password');
      expect(log).toContain('/confirm-email');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
