import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext, type TestContext } from '../support/test-context';

// Helmet's headers on every kind of response: API JSON, API errors, static assets and the SPA's index.html.
let ctx: TestContext;
let app: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'tb-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>TalentBridge</title>');
  writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log(1)');
  ctx = await createTestContext();
  app = await buildApp(ctx, { serveClient: true, clientDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.cleanup();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['an API route', '/api/health', 200],
    ['an API error', '/api/nowhere', 404],
    ['a static asset', '/assets/app.js', 200],
    ['a client route', '/shifts', 200],
  ])('are set on %s', async (_kind, url, status) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Strict-Transport-Security only in production (the embedded mode serves plain http on localhost).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('add Strict-Transport-Security in production', async () => {
    const prod = await createTestContext({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      APP_ORIGIN: 'https://talentbridge.test',
      // Production needs real providers or an explicitly disabled channel.
      SMS_PROVIDER: 'disabled',
      EMAIL_PROVIDER: 'disabled',
      PAYMENTS_PROVIDER: 'disabled',
    });
    const prodApp = await buildApp(prod, { serveClient: false });
    try {
      const res = await prodApp.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await prodApp.close();
      await prod.cleanup();
    }
  });
});
