// The staff browser tests' preamble (tests/e2e/ops-*.test.ts): `npm run ops:add` run as a child process on a fresh
// data directory (or PostgreSQL when TEST_DATABASE_URL is set), then the built app on the database the command wrote,
// and the browser steps of a new staff member: the printed set-password link, a password, the staff sign-in and the
// TOTP enrolment with a code computed from the key the page shows.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { AppContext } from '../../../src/server/context';
import { createContext } from '../../../src/server/create-context';
import { type Database, openDatabase } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';
import { staffTotp } from '../../../src/server/features/staff/totp';
import { CLIENT_DIR } from '../../../src/server/lib/client-build';
import { openTestDatabase, type TestDb } from '../../support/test-context';
import { DESKTOP, newContext, releaseBrowser, sharedBrowser, watchPageErrors } from './browser';

export type OpsApp = {
  baseUrl: string;
  /** The set-password link ops:add printed. */
  link: string;
  ctx: AppContext;
  stop: () => Promise<void>;
};

function opsAdd(env: NodeJS.ProcessEnv, email: string, name: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      'npm',
      ['run', '--silent', 'ops:add', '--', '--email', email, '--name', name],
      { env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env }, timeout: 90_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    ),
  );
}

/** ops:add for `email`, then the app on the same database; `stop` closes both and removes the data directory. */
export async function startOpsApp(email: string, name: string): Promise<OpsApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-ops-e2e-'));
  const pg: TestDb | undefined = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
  const env = pg ? { DATABASE_URL: pg.url!, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const printed = await opsAdd(env, email, name);
  const link = /(http\S+\/reset-password#\S+)/.exec(printed)![1]!;
  // The command has closed the database: the app may open it now.
  const database: Database = pg?.database ?? (await openDatabase({ dataDir: join(dataDir, 'pglite') }));
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const ctx = createContext(config, database);
  const clientDir = join(dataDir, 'client');
  cpSync(CLIENT_DIR, clientDir, { recursive: true });
  const app: FastifyInstance = await buildApp(ctx, { serveClient: true, clientDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  ctx.config.APP_ORIGIN = baseUrl;
  return {
    baseUrl,
    link,
    ctx,
    stop: async () => {
      await app.close();
      if (pg) await pg.drop();
      else await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The file's staff app (startOpsApp) and browser, set by startOpsSuite before its tests run. */
export let ops: OpsApp;
export let browser: Browser;

/** Before the file's tests: ops:add for `email` with the app on its database, and a browser; both end after them. */
export function startOpsSuite(email: string, name: string) {
  beforeAll(async () => {
    [ops, browser] = await Promise.all([startOpsApp(email, name), sharedBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await releaseBrowser(browser);
    await ops?.stop();
  });
}

/**
 * openPage (harness.ts) on the staff app: a context signed in as `account` (anonymous for null), a page whose errors
 * are collected, opened at `path` if given.
 */
export async function openOpsPage(
  account: { token: string } | null,
  { path, viewport = DESKTOP }: { path?: string; viewport?: { width: number; height: number } } = {},
) {
  const context = await newContext(browser, ops.baseUrl, viewport);
  if (account)
    await context.addCookies([
      { name: 'tb_session', value: account.token, url: ops.baseUrl, httpOnly: true },
    ]);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  if (path) await page.goto(path);
  return { context, page, errors };
}

/** The printed link, a password, the staff sign-in, enrolment with a computed code; ends on the console. */
export async function enrolStaffInBrowser(
  page: Page,
  opts: { link: string; email: string; password: string },
) {
  await page.goto(`/reset-password${new URL(opts.link).hash}`);
  await page.getByRole('heading', { name: 'Set your password' }).waitFor();
  await page.getByRole('textbox', { name: /^New Password/ }).fill(opts.password);
  await page.getByRole('textbox', { name: /^Confirm New Password/ }).fill(opts.password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.waitForURL('**/ops/sign-in');
  await page.getByLabel('Email').fill(opts.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(opts.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('img', { name: 'QR code of your authenticator set-up' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await completeEnrolment(page, staffTotp(secret, opts.email).generate());
  return { secret };
}

/** On the authenticator set-up: a right `code`, then the ten recovery codes shown once are kept; ends on the console. */
export async function completeEnrolment(page: Page, code: string) {
  await page.getByLabel('Code from your app').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page.getByRole('heading', { name: 'Operations console' }).waitFor();
}
