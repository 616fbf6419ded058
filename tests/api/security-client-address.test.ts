// The client address behind proxies, and routes only loopback clients may use.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext } from '../support/test-context';

describe('client address and loopback-only routes', () => {
  type From = { remoteAddress?: string; forwardedFor?: string };
  type Get = (url: string, from?: From) => Promise<LightMyRequestResponse>;

  /** Runs `test` against an app started with `env`, plus a route that echoes the client address; then closes it. */
  async function withApp(env: Record<string, string>, test: (get: Get) => Promise<void>) {
    const ctx = await createTestContext(env);
    const app = await buildApp(ctx, { serveClient: false });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    await app.ready();
    try {
      await test((url, { remoteAddress, forwardedFor } = {}) =>
        app.inject({
          method: 'GET',
          url,
          ...(remoteAddress ? { remoteAddress } : {}),
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        }),
      );
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  }

  it('a forged left-most X-Forwarded-For does not change the client address', async () => {
    await withApp({ TRUST_PROXY: '1' }, async (get) => {
      const res = await get('/api/test/ip', { forwardedFor: '6.6.6.6, 10.0.0.5' });
      expect(res.json().ip).toBe('10.0.0.5');
    });
  });

  it('with a list of proxies only their X-Forwarded-For is honoured', async () => {
    await withApp({ TRUST_PROXY: '10.0.0.0/8' }, async (get) => {
      const viaProxy = await get('/api/test/ip', {
        remoteAddress: '10.1.2.3',
        forwardedFor: '6.6.6.6, 203.0.113.9',
      });
      expect(viaProxy.json().ip).toBe('203.0.113.9');
      const direct = await get('/api/test/ip', { remoteAddress: '198.51.100.7', forwardedFor: '6.6.6.6' });
      expect(direct.json().ip).toBe('198.51.100.7');
    });
  });

  it('the dev inbox answers only to loopback clients, whatever X-Forwarded-For says', async () => {
    await withApp({ TRUST_PROXY: '1' }, async (get) => {
      const local = await get('/api/dev/messages', { remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      const remote = await get('/api/dev/messages', { remoteAddress: '192.0.2.10' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json().error.code).toBe('NOT_FOUND');
      const forged = await get('/api/dev/messages', {
        remoteAddress: '192.0.2.10',
        forwardedFor: '127.0.0.1',
      });
      expect(forged.statusCode).toBe(404);
      const v6 = await get('/api/dev/messages', { remoteAddress: '::1' });
      expect(v6.statusCode).toBe(200);
    });
  });
});
