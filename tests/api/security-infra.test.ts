// Process and HTTP hardening (14 and parts of 21): configuration, the demo password, and
// checks on state-changing requests and response headers. The client address is in security-client-address.test.ts,
// event streams and timeouts in security-streams.test.ts, the outbox in security-outbox.test.ts. Item 3 (a database
// connection dying mid-transaction) is in the PostgreSQL fault suite, tests/quality/faults.test.ts.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { shiftApplications } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { seedDemoData } from '../../src/server/seed/seed';
import { createTestApp, type TestApp } from '../support/http';
import { createTestContext } from '../support/test-context';

const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  APP_ORIGIN: 'https://talentbridge.test',
  // These tests are about SMS, e-mail and HTTP; payments are turned off on purpose (the fake is refused).
  PAYMENTS_PROVIDER: 'disabled',
};

describe('configuration', () => {
  it('an empty NODE_ENV= (and any empty variable) means unset, not a configuration error', () => {
    const config = loadConfig({ NODE_ENV: '', PORT: '', LOG_LEVEL: ' ', TRUST_PROXY: '', SEED_DEMO: '' });
    expect(config.NODE_ENV).toBe('development');
    expect(config.PORT).toBe(3000);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('TRUST_PROXY=true is refused at start with a message saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY.*number of proxies.*TRUST_PROXY=1/s,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,not-an-ip' })).toThrow(
      /not an IP address or CIDR: not-an-ip/,
    );
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
  });

  it('outside production the server listens on 127.0.0.1 by default; production keeps 0.0.0.0', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...PROD, SMS_PROVIDER: 'disabled', EMAIL_PROVIDER: 'disabled' }).HOST).toBe(
      '0.0.0.0',
    );
  });

  it('production refuses to start without real SMS and e-mail providers unless a channel is disabled', () => {
    expect(() => loadConfig(PROD)).toThrow(/SMS needs a provider.*SMS_PROVIDER=disabled/s);
    expect(() => loadConfig(PROD)).toThrow(/E-mail needs a provider.*EMAIL_PROVIDER=disabled/s);
    expect(() => loadConfig({ ...PROD, SMS_PROVIDER: 'log', EMAIL_PROVIDER: 'disabled' })).toThrow(
      /SMS needs a provider/,
    );
    const disabled = loadConfig({ ...PROD, SMS_PROVIDER: 'disabled', EMAIL_PROVIDER: 'disabled' });
    expect([disabled.smsProvider, disabled.emailProvider]).toEqual(['disabled', 'disabled']);
    const real = loadConfig({
      ...PROD,
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+12025550100',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect([real.smsProvider, real.emailProvider]).toEqual(['twilio', 'smtp']);
  });
});

describe('the demo password', () => {
  it('the demo password is random per data directory, stored with mode 0600 and reused', async () => {
    const t = await createTestApp();
    const other = await createTestContext();
    try {
      const seeded = await seedDemoData(t.ctx);
      expect(seeded).not.toBeNull();
      const password = seeded![0]!.password;
      expect(password).not.toBe('Demo-Pass-2026');
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(seeded!.every((l) => l.password === password)).toBe(true);
      const file = join(t.ctx.config.DATA_DIR, 'demo-password.txt');
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: seeded![0]!.email, password },
      });
      expect(signIn.statusCode).toBe(200);

      // Another data directory gets its own; the same one reuses the file.
      const second = await seedDemoData(other);
      expect(second![0]!.password).not.toBe(password);
    } finally {
      await other.cleanup();
      await t.close();
    }
  });
});

describe('state-changing requests and response headers', () => {
  let t: TestApp;
  let shiftId: string;
  let talentCookie: string;
  const applyWith = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/shifts/${shiftId}/applications`,
      headers: { cookie: talentCookie, ...headers },
    });
  const applications = async () =>
    (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.shiftId, shiftId))).length;

  beforeAll(async () => {
    t = await createTestApp();
    const manager = await createManager(t.ctx);
    const shift = await createShift(t.ctx, manager.userId);
    shiftId = shift.id;
    talentCookie = `tb_session=${(await createTalent(t.ctx)).token}`;
  });
  afterAll(() => t.close());

  it('a same-site page on another port cannot create an application', async () => {
    const res = await applyWith({ origin: 'http://localhost:9999' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.json().error.message).toMatch(/another site/);
    const fetchMeta = await applyWith({ 'sec-fetch-site': 'same-site' });
    expect(fetchMeta.statusCode).toBe(403);
    const crossSite = await applyWith({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const nullOrigin = await applyWith({ origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await applications()).toBe(0);

    // The app's own pages, and callers that send neither header (curl, server to server), are served.
    const own = await applyWith({ origin: t.ctx.config.APP_ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(201);
    expect(await applications()).toBe(1);
  });

  it('the Twilio webhook is exempt (it is signature-checked) and reads are not checked', async () => {
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'From=%2B12025550100&Body=STOP',
    });
    expect(webhook.json().error?.message ?? '').not.toMatch(/another site/);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/shifts/open',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it("outside production the Vite dev server's origin is accepted, and in production it is not", async () => {
    const talent = await createTalent(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `tb_session=${talent.token}`, origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(200);
    const prod = await createTestApp({ ...PROD, SMS_PROVIDER: 'disabled', EMAIL_PROVIDER: 'disabled' });
    try {
      const refused = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: 'http://localhost:5173' },
      });
      expect(refused.statusCode).toBe(403);
      const own = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: 'https://talentbridge.test' },
      });
      expect(own.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('every response carries a Permissions-Policy', async () => {
    for (const url of ['/api/health', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy).toContain(feature);
    }
  });
});
