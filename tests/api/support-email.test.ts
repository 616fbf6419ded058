import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { withClientSettings } from '../../src/server/lib/client-build';
import { SUPPORT } from '../../src/shared/constants';
import { createTestContext, type TestContext } from '../support/test-context';

// The support address had a constant (shown by the pages) and a setting (used by e-mails and the
// SMS HELP reply) that could disagree. The setting is the source; the page the server serves carries it.

const SUPPORT_EMAIL = 'help-desk@example.org';
let ctx: TestContext;
let clientDir: string;

beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL });
  clientDir = mkdtempSync(join(tmpdir(), 'tb-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
});
afterAll(async () => {
  await ctx.cleanup();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the support address', () => {
  it('defaults the setting to the constant, so an unset setting and the pages agree', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).SUPPORT_EMAIL).toBe(SUPPORT.email);
  });

  it('is written into every page the server serves, from the setting', async () => {
    const app = await buildApp(ctx, { clientDir, serveClient: true });
    try {
      for (const path of ['/', '/help-center', '/terms-and-conditions']) {
        const res = await app.inject({ method: 'GET', url: path });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<meta name="tb-support-email" content="${SUPPORT_EMAIL}" />`);
        expect(res.body).not.toContain(SUPPORT.email);
      }
    } finally {
      await app.close();
    }
  });

  it('is escaped as an attribute value', () => {
    expect(withClientSettings('<head></head>', { supportEmail: 'a"><script>@x.org' })).toContain(
      'content="a&quot;&gt;&lt;script&gt;@x.org"',
    );
  });
});
