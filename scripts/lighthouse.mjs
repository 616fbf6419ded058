// `node scripts/lighthouse.mjs`: Lighthouse itself (npm `lighthouse` 12, mobile preset) on /, /shifts and
// /worker-dashboard, driving Debian's Chromium, with the same seeded app as scripts/client-perf.ts; the scores
// go to docs/quality.md. It runs only when `lighthouse` is installed as a dev dependency: it never downloads
// it (no `npx --yes`). Until then `npm run perf:client` gives Lighthouse-equivalent metrics.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/lighthouse/package.json')) {
  console.error(
    'lighthouse is not installed. Add it as a dev dependency (npm install --save-dev lighthouse@12) to run it;\n' +
      'meanwhile `npm run perf:client` measures the Lighthouse-equivalent metrics with Playwright and axe-core.',
  );
  process.exit(2);
}
if (!existsSync('dist/client/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/client-perf.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PERF_ENGINE: 'lighthouse' },
});
process.exit(run.status ?? 1);
