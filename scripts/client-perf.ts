// `npm run perf:client` (second half): Lighthouse-equivalent metrics for /, /shifts, /worker-dashboard (with
// 'Earnings' and 'Get paid') and the manager's /billing, measured with what is installed (playwright-core driving Debian's Chromium, axe-core),
// because the `lighthouse` package is not a dependency. Lighthouse itself is NOT run; scripts/lighthouse.mjs
// runs it once `lighthouse@12` is added as a dev dependency.
//
// Method, as close to Lighthouse 12's mobile preset as a plain browser gets:
// - a 412 x 823 mobile viewport, a cold cache (new browser context per run), 3 runs per page, median taken;
// - CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) and the network throttled as Lighthouse's "devtools"
//   slow-4G figures Lighthouse simulates by default (CDP Network.emulateNetworkConditions: 150 ms RTT,
//   1 638 kbit/s down, 750 kbit/s up; PERF_NETWORK=devtools: 562.5 ms RTT, 1 475 kbit/s, Lighthouse's
//   "devtools" throttling);
// - FCP and LCP from the performance timeline, CLS as the largest session window of layout shifts, TBT as
//   the sum of (long task - 50 ms) after FCP until the page is quiet, Speed Index approximated by LCP
//   (an upper bound for a page that is blank until its first paint);
// - a performance score from those with Lighthouse 12's weights and log-normal scoring curves;
// - accessibility: axe-core's WCAG 2.x A/AA rules and best practices; "100" means no violation at all.
// Env: PERF_RUNS (3), PERF_NETWORK (simulate | devtools), PERF_CLIENT_DIR (another client build to measure),
// PERF_WRITE_DOC (1; 0 = stdout only).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { createSession } from '../src/server/auth/sessions';
import { applyToShift } from '../src/server/features/applications/apply-to-shift';
import { createManager, createTalent } from '../src/server/seed/factories/accounts';
import { createShift, dayFromToday } from '../src/server/seed/factories/shifts';
import { launchBrowser } from '../tests/e2e/support/browser';
import { cardThroughApp, payoutsThroughApp } from '../tests/support/payments';
import { createTestContext, PAYMENTS_WITH_FAKE } from '../tests/support/test-context';
import { type Metrics, performanceScore, sessionWindowCls } from './perf/lighthouse-score';
import { writeQualityBlock } from './quality-doc';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
/** Set by scripts/lighthouse.mjs when the lighthouse package is installed: run the real thing per page. */
const LIGHTHOUSE = process.env.PERF_ENGINE === 'lighthouse';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MOBILE = { width: 412, height: 823 };
// Lighthouse's default mobile throttling is *simulated* from these figures (150 ms RTT, 1.6 Mbit/s); we apply
// them to the real connection. PERF_NETWORK=devtools applies Lighthouse's harsher "devtools" slow-4G instead.
const NETWORKS = {
  simulate: { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  devtools: { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};
const NETWORK_NAME = process.env.PERF_NETWORK === 'devtools' ? 'devtools' : 'simulate';
const NETWORK = NETWORKS[NETWORK_NAME];
const CPU_SLOWDOWN = 4;

// Runs in the page before any of its scripts: collects paints, LCP, layout shifts and long tasks.
const COLLECTOR = `
  window.__perf = { fcp: 0, lcp: 0, shifts: [], longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.shifts.push([e.startTime, e.value, (e.sources || []).map((s) => s.node ? (s.node.nodeName + (typeof s.node.className === 'string' && s.node.className ? '.' + s.node.className.split(' ').slice(0, 3).join('.') : '')) : '?').join(' | ')]); }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
`;

type Raw = { fcp: number; lcp: number; shifts: [number, number, string][]; longTasks: [number, number][] };

async function measure(
  browser: Browser,
  url: string,
  cookie?: { name: string; value: string },
): Promise<Metrics> {
  const context = await browser.newContext({
    viewport: MOBILE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  });
  if (cookie) await context.addCookies([{ ...cookie, url }]);
  const page = await context.newPage();
  await page.addInitScript(COLLECTOR);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  // Quiet for a while: late long tasks and layout shifts are counted too.
  await page.waitForTimeout(3000);
  const raw = (await page.evaluate('window.__perf')) as Raw;
  await context.close();
  const tbt = raw.longTasks
    .filter(([start]) => start >= raw.fcp)
    .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  const lcp = raw.lcp || raw.fcp;
  const shiftSources = raw.shifts
    .filter(([, v]) => v >= 0.01)
    .map(([at, v, src]) => `${Math.round(at)} ms ${v.toFixed(3)} ${src}`);
  return {
    fcp: raw.fcp,
    lcp,
    cls: sessionWindowCls(raw.shifts),
    tbt,
    si: Math.max(raw.fcp, lcp),
    shiftSources,
  };
}

/** The element Lighthouse counted as the largest contentful paint, as a short piece of its markup. */
function lcpElement(report: { audits: Record<string, { details?: unknown }> }): string | null {
  type Table = { items?: { node?: { snippet?: string }; items?: { node?: { snippet?: string } }[] }[] };
  const table = report.audits['largest-contentful-paint-element']?.details as Table | undefined;
  const first = table?.items?.[0];
  const snippet = first?.node?.snippet ?? first?.items?.[0]?.node?.snippet;
  return snippet ? snippet.slice(0, 120) : null;
}

/** The lighthouse CLI (node_modules/.bin), mobile preset with its default simulated throttling. */
async function runLighthouse(url: string, cookie?: { name: string; value: string }) {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ cookie: `${cookie.name}=${cookie.value}` })}`);
  // Now and then Lighthouse fails to record the trace ("NO_NAVSTART … Please run Lighthouse again", seen about once
  // in twenty runs on a busy machine): it is run again, up to three times, rather than reported as a score of 0.
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await promisify(execFile)('node_modules/.bin/lighthouse', args, {
        env: { ...process.env, CHROME_PATH: CHROMIUM },
        maxBuffer: 64 * 1024 * 1024,
      });
      const report = JSON.parse(stdout);
      if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
      // The metrics the score is made of, printed beside it, so a score that moves says why.
      const metric = (id: string) =>
        Math.round((report.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
      return {
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
        lcpElement: lcpElement(report),
      };
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stdout.write(
        `lighthouse: ${url} failed (${(error as Error).message.split('\n')[0]}), running it again\n`,
      );
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function accessibility(browser: Browser, url: string, cookie?: { name: string; value: string }) {
  const context = await browser.newContext({ viewport: MOBILE, isMobile: true, reducedMotion: 'reduce' });
  if (cookie) await context.addCookies([{ ...cookie, url }]);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await context.close();
  return results.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} node(s))`);
}

// The app on a fresh embedded database, serving the client build (or PERF_CLIENT_DIR, to measure a candidate), with
// the payments fake as `npm start` has it, so the pages show their money parts ('Get paid', the saved card).
const testCtx = await createTestContext(PAYMENTS_WITH_FAKE);
const server = await buildApp(testCtx, {
  serveClient: true,
  clientDir: process.env.PERF_CLIENT_DIR || undefined,
});
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const running = {
  ctx: testCtx,
  baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  async stop() {
    await server.close();
    await testCtx.cleanup();
  },
};
const browser = await launchBrowser();
try {
  const { ctx } = running;
  // Something to show: a manager's open shifts, and a worker who applied to some of them.
  const manager = await createManager(ctx);
  const shifts = [];
  for (let i = 0; i < 30; i++)
    shifts.push(
      await createShift(ctx, manager.userId, {
        positionTitle: ['Brunch Server', 'Cashier', 'Host', 'Barista'][i % 4],
        shiftDate: dayFromToday(1 + (i % 20)),
      }),
    );
  const talent = await createTalent(ctx);
  for (const shift of shifts.slice(0, 5)) await applyToShift(ctx, talent.userId, shift.id);
  const session = await createSession(ctx.db, talent.userId, { ip: null, userAgent: null });
  const talentCookie = { name: 'tb_session', value: session.token };
  // The worker's payouts are ready and the business has saved the test card, both through the fake's hosted pages.
  await payoutsThroughApp({ app: server }, session.token);
  await cardThroughApp({ app: server }, manager.token);
  const managerCookie = { name: 'tb_session', value: manager.token };

  // Performance ≥ 95 for the marketplace pages, ≥ 97 for the pages that show money: the dashboard carries 'Earnings'
  // and 'Get paid' (not routes of their own), and /billing. Accessibility 100 everywhere.
  const pages: { path: string; cookie?: { name: string; value: string }; target: number }[] = [
    { path: '/', target: 95 },
    { path: '/shifts', target: 95 },
    { path: '/worker-dashboard', cookie: talentCookie, target: 97 },
    { path: '/billing', cookie: managerCookie, target: 97 },
  ];
  const rows: string[] = [];
  for (const { path, cookie, target } of pages) {
    const url = `${running.baseUrl}${path}`;
    if (LIGHTHOUSE) {
      const scores = await runLighthouse(url, cookie);
      process.stdout.write(`lighthouse: ${path} ${JSON.stringify(scores)}\n`);
      rows.push(
        `| ${path} | ${scores.performance} | ${scores.accessibility} | ≥ ${target} / 100: ` +
          `${scores.performance >= target ? 'met' : '**missed**'} / ${scores.accessibility === 100 ? 'met' : '**missed**'} |`,
      );
      continue;
    }
    const runs: Metrics[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url, cookie));
    const m: Metrics = {
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
      si: median(runs.map((r) => r.si)),
    };
    const score = performanceScore(m);
    const violations = await accessibility(browser, url, cookie);
    const a11y = violations.length === 0 ? 100 : 'below 100';
    process.stdout.write(
      `perf: ${path} score ${score}, ${JSON.stringify(m)}, axe: ${violations.join('; ') || 'none'}\n`,
    );
    const shifted = runs.flatMap((r) => r.shiftSources ?? []);
    if (shifted.length) process.stdout.write(`perf: ${path} layout shifts: ${shifted.join('; ')}\n`);
    rows.push(
      `| ${path} | ${score} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ` +
        `${a11y}${violations.length ? `: ${violations.join(', ')}` : ''} | ≥ ${target} / 100: ${score >= target ? 'met' : '**missed**'} / ${violations.length === 0 ? 'met' : '**missed**'} |`,
    );
  }
  const markdown = LIGHTHOUSE
    ? [
        `Run: ${new Date().toISOString()} · Lighthouse (npm lighthouse, mobile preset, simulated throttling) driving ${CHROMIUM}.`,
        '',
        '| Page | Lighthouse performance | Lighthouse accessibility | Target (performance / accessibility) |',
        '| --- | ---: | ---: | --- |',
        ...rows,
      ].join('\n')
    : [
        `Run: ${new Date().toISOString()} · median of ${RUNS} cold loads per page, mobile 412 x 823, CPU ${CPU_SLOWDOWN}x slower, ` +
          `network ${NETWORK_NAME} (${NETWORK.latency} ms RTT, ${((NETWORK.downloadThroughput * 8) / 1024 / 1024).toFixed(2)} Mbit/s down).`,
        '',
        '| Page | Performance (Lighthouse-equivalent) | FCP ms | LCP ms (= SI bound) | TBT ms | CLS | Accessibility (axe) | Target (performance / accessibility) |',
        '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
        ...rows,
      ].join('\n');
  process.stdout.write(`\n${markdown}\n`);
  if (process.env.PERF_WRITE_DOC !== '0')
    writeQualityBlock(
      LIGHTHOUSE ? 'lighthouse' : 'client-perf',
      `Client performance (${LIGHTHOUSE ? 'Lighthouse' : 'Lighthouse-equivalent'})`,
      markdown,
    );
} finally {
  await browser.close();
  await running.stop();
}
