// `npm run perf:lighthouse`: Lighthouse itself (npm `lighthouse` 12, a dev dependency, mobile preset) on /,
// /shifts and /worker-dashboard, driving Debian's Chromium, with the same seeded app as scripts/client-perf.ts;
// the scores go to docs/quality.md. `npm run perf:client` measures the same pages with Playwright and axe-core.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/lighthouse/package.json')) {
  console.error('lighthouse is missing from node_modules: run `npm ci` first.');
  process.exit(2);
}
if (!existsSync('dist/client/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/client-perf.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PERF_ENGINE: 'lighthouse' },
});
process.exit(run.status ?? 1);
