// One offer text per selection, across instances and crashes. Each test is named after its item.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { shiftApplications } from '../../src/server/db/schema';
import { createSmsService } from '../../src/server/messaging/sms-service';
import { twilioSmsProvider } from '../../src/server/messaging/twilio-sms-provider';
import { createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { client } from '../support/marketplace';
import { cookieOf, securitySmsAppForFile, smsTo, t, twilio } from './security-sms-app';
import { applied, verifiedManager } from './security-sms-fixtures';

securitySmsAppForFile();

describe('one offer text per selection, across instances and crashes', () => {
  it('two app instances selecting the same application at once send exactly one text', async () => {
    const manager = await verifiedManager('(301) 555-1101');
    const talent = await createTalent(t.ctx, { phone: '(240) 555-1101' });
    await markPhoneVerified(t.ctx, talent.userId);
    const applicationId = await applied(manager.userId, talent.userId);
    // A second instance: a fresh copy of the server modules (no state shared in memory) over the same database.
    vi.resetModules();
    const { createContext } = await import('../../src/server/create-context');
    const { buildApp } = await import('../../src/server/app');
    const ctx2 = createContext(t.ctx.config, t.ctx.database, { now: () => t.ctx.now() });
    const app2 = await buildApp(ctx2, { serveClient: false });
    await app2.ready();
    try {
      const url = `/api/applications/${applicationId}/select`;
      const headers = { cookie: cookieOf(manager) };
      const [a, b] = await Promise.all([
        t.app.inject({ method: 'POST', url, headers }),
        app2.inject({ method: 'POST', url, headers }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await smsTo('+12405551101')).toHaveLength(1);
    } finally {
      await app2.close();
    }
  });

  it('when the provider took the text but its answer was lost, the retry sends no second text', async () => {
    const manager = await verifiedManager('(301) 555-1102');
    const talent = await createTalent(t.ctx, { phone: '(240) 555-1102' });
    await markPhoneVerified(t.ctx, talent.userId);
    const applicationId = await applied(manager.userId, talent.userId);
    const provider = twilioSmsProvider({
      accountSid: 'AC1',
      authToken: 't',
      from: '+12025550100',
      apiBase: twilio.url,
      timeoutMs: 300,
    });
    const real = t.ctx.services.sms;
    t.ctx.services.sms = createSmsService(t.ctx.db, provider, {
      config: t.ctx.config,
      now: () => t.ctx.now(),
    });
    try {
      twilio.accepted.length = 0;
      // Twilio queues the message, then the answer never arrives (a crash or a cut connection).
      twilio.behave(() => 'accept-then-hang');
      const first = await client(t, manager).post(`/api/applications/${applicationId}/select`);
      expect(first.statusCode).toBe(502);
      twilio.behave(() => 'ok');
      const retry = await client(t, manager).post(`/api/applications/${applicationId}/select`);
      expect(retry.statusCode).toBe(200);
      expect(twilio.accepted.filter((m) => m.to === '+12405551102')).toHaveLength(1);
      const [row] = await t.ctx.db
        .select()
        .from(shiftApplications)
        .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.status, 'selected')));
      expect(row!.contactingUntil).toBeNull();
    } finally {
      t.ctx.services.sms = real;
      twilio.behave(() => 'ok');
    }
  });
});
