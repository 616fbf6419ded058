import { defineConfig } from 'vitest/config';

// Browser tests: Playwright driving Debian's Chromium against the built app.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
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
  },
});
