import { defineConfig } from 'vitest/config';

// Unit + API integration tests. Each API test file builds its own app on its own database.
// tests/quality: the access-control matrix, API fuzzing and (on PostgreSQL) fault injection (issue 6).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/quality/**/*.test.ts'],
    environment: 'node',
    // In CI also write a JSON report; .ci/run sums them into one closing line.
    reporters: process.env.VITEST_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.VITEST_REPORT_DIR}/unit.json` }]]
      : ['default'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
  },
});
