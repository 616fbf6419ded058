import { defineConfig } from 'vitest/config';

/**
 * On PostgreSQL the browser suite runs only where the database changes what a person sees: live updates through
 * LISTEN/NOTIFY (the loop, the bell), the staff command writing to the server the app reads, and the console's
 * queues and figures built from SQL that differs most between the two. Everything else in a browser is the same code
 * on either database and runs once, on the embedded one (docs/quality.md, "CI time").
 */
const POSTGRES_SET = [
  'tests/e2e/marketplace-loop.test.ts',
  'tests/e2e/notifications.test.ts',
  'tests/e2e/ops-console.test.ts',
  'tests/e2e/ops-queues.test.ts',
];

// Browser tests: Playwright driving Debian's Chromium against the built app.
export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? POSTGRES_SET : ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // In CI also write a JSON report; .ci/run sums them into one closing line.
    reporters: process.env.VITEST_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.VITEST_REPORT_DIR}/e2e.json` }]]
      : ['default'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A real browser under CI load: give polled assertions Playwright's five seconds rather than Vitest's one
    // (the bell's unread count, for one, is fetched a second after start-up by design).
    expect: { poll: { timeout: 5_000 } },
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // One module graph for the whole suite: each file still starts its own app, database and browser, and no browser
    // test mocks or writes the environment (tests/setup/isolation.ts gives the rule for the unit tests).
    isolate: false,
  },
});
