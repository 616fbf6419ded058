import { defineConfig } from 'vitest/config';
import { nodeTestFiles } from './tests/setup/isolation';

const node = nodeTestFiles(import.meta.dirname, ['src', 'tests/api', 'tests/quality']);

// Unit + API integration tests. Each API test file builds its own app on its own database.
// tests/quality: the access-control matrix, API fuzzing and (on PostgreSQL) fault injection.
// Component tests (*.test.tsx, Testing Library) run in jsdom, and only they: the rest needs Node's globals as they are.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // Each file still builds its own app on its own database; only the loaded modules are shared
        // (tests/setup/isolation.ts says which files may).
        test: { name: 'node', include: node.shared, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'node-isolated', include: node.isolated, environment: 'node' },
      },
      {
        extends: true,
        // The client's build-time constant (vite.config.ts), for components that read it.
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx', 'tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/testing-library.ts'],
        },
      },
    ],
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
