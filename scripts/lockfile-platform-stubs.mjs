// Keeps `npm ci` working when the package registry cannot serve other platforms' native builds
// (see docs/decisions/004-lockfile-platform-stubs.md). Run after any `npm install` that changes the lockfile:
//   node scripts/lockfile-platform-stubs.mjs
// It asks `npm ci --dry-run` which optional platform packages it finds missing from the lockfile and records each
// as a version-less optional entry under the package that wants it, which is the shape npm writes itself when the
// registry has no such version. npm skips those entries at install time on every platform it cannot serve.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

function missingFromLock() {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      stdio: 'pipe',
    });
    return [];
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    return [...output.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((m) => m[1]);
  }
}

const names = missingFromLock();
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const name of names) {
  for (const [parentKey, parent] of Object.entries(lock.packages)) {
    if (!parent.optionalDependencies || !(name in parent.optionalDependencies)) continue;
    const key = `${parentKey}/node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { ...(parent.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
const left = missingFromLock();
console.log(
  `lockfile: ${added} platform stub(s) added; npm ci ${left.length ? `still misses ${left.join(', ')}` : 'is satisfied'}`,
);
if (left.length) process.exit(1);
