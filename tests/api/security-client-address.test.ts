// Issue 10 items 4 and 9: the client address behind proxies, and routes only loopback clients may use.

import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext } from '../support/test-context';

describe('client address and loopback-only routes', () => {
  async function appWith(env: Record<string, string>) {
    const ctx = await createTestContext(env);
    const app = await buildApp(ctx, { serveClient: false });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    await app.ready();
    return {
      app,
      async close() {
        await app.close();
        await ctx.cleanup();
      },
    };
  }

  it('item 4: a forged left-most X-Forwarded-For does not change the client address', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.5' },
      });
      expect(res.json().ip).toBe('10.0.0.5');
    } finally {
      await t.close();
    }
  });

  it('item 4: with a list of proxies only their X-Forwarded-For is honoured', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const viaProxy = await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect(viaProxy.json().ip).toBe('203.0.113.9');
      const direct = await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '6.6.6.6' },
      });
      expect(direct.json().ip).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });

  it('item 9: the dev inbox answers only to loopback clients, whatever X-Forwarded-For says', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    try {
      const local = await t.app.inject({
        method: 'GET',
        url: '/api/dev/messages',
        remoteAddress: '127.0.0.1',
      });
      expect(local.statusCode).toBe(200);
      const remote = await t.app.inject({
        method: 'GET',
        url: '/api/dev/messages',
        remoteAddress: '192.0.2.10',
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.json().error.code).toBe('NOT_FOUND');
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/dev/messages',
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      const v6 = await t.app.inject({ method: 'GET', url: '/api/dev/messages', remoteAddress: '::1' });
      expect(v6.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
