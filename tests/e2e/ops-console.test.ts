// Issue 15 items 1 and 5 in the browser (docs/product/operations.md): `npm run ops:add` prints a set-password link;
// the new staff member opens it, sets a password, signs in at /ops/sign-in, enrols an authenticator (the test computes
// the TOTP code from the key the page shows), keeps the recovery codes, and sees the console with the audit entries
// of this very flow, filters them and finds the 'Export CSV' link. The app runs on the database the command wrote
// (an embedded one in a data directory, or PostgreSQL when TEST_DATABASE_URL is set). Screenshots in
// test-results/screenshots/.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/create-context';
import { type Database, openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { staffTotp } from '../../src/server/features/staff/totp';
import { CLIENT_DIR } from '../../src/server/lib/client-build';
import { openTestDatabase, type TestDb } from '../support/test-context';
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot, watchPageErrors } from './support/browser';
import { expectNoSeriousA11yViolations } from './support/harness';

const EMAIL = 'night.shift.ops@example.com';
const PASSWORD = 'Lantern-Console-6620';
const dataDir = mkdtempSync(join(tmpdir(), 'tb-ops-e2e-'));
let pg: TestDb | undefined;
let database: Database;
let app: FastifyInstance;
let browser: Browser;
let baseUrl: string;
let link: string;

function opsAdd(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      'npm',
      ['run', '--silent', 'ops:add', '--', '--email', EMAIL, '--name', 'Nora Night'],
      { env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env }, timeout: 90_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    ),
  );
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) pg = await openTestDatabase();
  const env = pg ? { DATABASE_URL: pg.url!, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const printed = await opsAdd(env);
  link = /(http\S+\/reset-password#\S+)/.exec(printed)![1]!;
  // The command has closed the database: the app may open it now.
  database = pg?.database ?? (await openDatabase({ dataDir: join(dataDir, 'pglite') }));
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const ctx = createContext(config, database);
  const clientDir = join(dataDir, 'client');
  cpSync(CLIENT_DIR, clientDir, { recursive: true });
  app = await buildApp(ctx, { serveClient: true, clientDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  ctx.config.APP_ORIGIN = baseUrl;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  if (pg) await pg.drop();
  else await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('operations console', () => {
  it('ops:add, the link, a password, TOTP enrolment, the console and the audit entries of the flow', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // The link as printed, on this server's origin.
    await page.goto(`/reset-password${new URL(link).hash}`);
    await page.getByText('Enter your new password for your ops account').waitFor();
    await page.getByRole('textbox', { name: /^New Password/ }).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Confirm New Password/ }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();

    await page.waitForURL('**/ops/sign-in');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('img', { name: 'QR code of your authenticator set-up' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await screenshot(page, 'ops-enrolment-1280');
    await page.getByLabel('Code from your app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    await page.getByLabel('Code from your app').fill(staffTotp(secret, EMAIL).generate());
    await page.getByRole('button', { name: 'Verify' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

    await page.getByRole('heading', { name: 'Operations console' }).waitFor();
    await page.getByText('Signed in as staff').waitFor();
    await page.getByTestId('queue-appeals').waitFor();
    const entries = page.getByTestId('audit-entry');
    for (const action of [
      'staff.created',
      'account.password_reset',
      'staff.second_factor_enrolled',
      'staff.signed_in',
    ])
      await entries.filter({ hasText: action }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'operations console');
    await screenshot(page, 'ops-console-1280');

    await page.getByLabel('Action').selectOption('staff.signed_in');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => entries.count()).toBe(1);
    const csv = page.getByRole('link', { name: 'Export CSV' });
    expect(await csv.getAttribute('href')).toBe('/api/ops/audit.csv?action=staff.signed_in');
    const download = await context.request.get(`${baseUrl}/api/ops/audit.csv?action=staff.signed_in`);
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
    expect((await download.text()).split('\r\n')[1]).toContain('"ops","staff.signed_in"');

    await page.setViewportSize(MOBILE);
    await page.getByRole('heading', { name: 'Operations console' }).waitFor();
    await screenshot(page, 'ops-console-375');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
