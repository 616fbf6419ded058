// What the request log and the per-address limits see of a request (docs/security.md, "Links with secrets" and
// "Client address"): secrets in a URL's query are not written to the log; an X-Forwarded-For entry that is not an
// IP address never becomes the client address.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext } from '../support/test-context';

describe('the request log', () => {
  it("replaces the QR check-in link's code and an old reset link's token with [redacted]", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const ctx = await createTestContext();
    const app = await buildApp(ctx, { serveClient: false, logger: { level: 'info', stream } });
    try {
      const shiftId = '6f1c1a52-3d7e-4a52-9a3f-0c1e2d3b4a59';
      await app.inject({ method: 'GET', url: `/check-in/${shiftId}?code=482913` });
      await app.inject({ method: 'GET', url: `/reset-password?type=talent&token=${'b'.repeat(64)}` });
      const urls = lines.map((l) => JSON.parse(l).req?.url).filter(Boolean);
      expect(urls).toEqual([
        `/check-in/${shiftId}?code=[redacted]`,
        '/reset-password?type=talent&token=[redacted]',
      ]);
      expect(lines.join('')).not.toMatch(/482913|bbbbbbbb/);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});

describe('the client address behind a trusted proxy', () => {
  async function addressOf(env: Record<string, string>, remoteAddress: string, forwardedFor: string) {
    const ctx = await createTestContext(env);
    const app = await buildApp(ctx, { serveClient: false });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return res.json().ip as string;
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  }

  it('is what the proxy wrote when it is an IP address, else the socket address', async () => {
    expect(await addressOf({ TRUST_PROXY: '1' }, '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf({ TRUST_PROXY: '1' }, '10.0.0.5', '2001:db8::7')).toBe('2001:db8::7');
    expect(await addressOf({ TRUST_PROXY: '1' }, '10.0.0.5', 'not-an-address')).toBe('10.0.0.5');
    expect(await addressOf({ TRUST_PROXY: '1' }, '10.0.0.5', '203.0.113.9:5678')).toBe('10.0.0.5');
    expect(await addressOf({ TRUST_PROXY: '10.0.0.0/8' }, '10.1.2.3', '<script>')).toBe('10.1.2.3');
  });
});

describe('connection timeouts', () => {
  it('are the figures docs/security.md gives: idle kept-alive connection 72 s, headers 15 s, request 60 s', async () => {
    const ctx = await createTestContext();
    const app = await buildApp(ctx, { serveClient: false });
    try {
      await app.ready();
      expect({
        keepAlive: app.server.keepAliveTimeout,
        headers: app.server.headersTimeout,
        request: app.server.requestTimeout,
        beforeFirstRequest: app.server.timeout,
      }).toEqual({ keepAlive: 72_000, headers: 15_000, request: 60_000, beforeFirstRequest: 30_000 });
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});
