import { defineConfig } from 'vitest/config';

// Unit + API integration tests. Each API test file builds its own app on its own database.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
  },
});
