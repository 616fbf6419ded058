// `npm run test:e2e` tests the production build of the client. Building takes about 40 s, so a second run on the
// same tree (CI's PostgreSQL leg after its PGlite leg, or a developer running the browser tests again) reuses the
// build when nothing it is made from has changed: the hash of its inputs is kept beside it. Any change to the client,
// the shared code, the build's own configuration or the installed packages builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'src/client',
  'src/shared',
  'scripts/vite',
  'scripts/check-bundle.mjs',
  'scripts/compress-client.mjs',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
// Outside dist/client, which is served as it is.
const STAMP = 'dist/.client-inputs-hash';

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true })
    .map((name) => join(path, String(name)))
    .filter((file) => statSync(file).isFile());
}

const hash = createHash('sha256');
for (const file of INPUTS.flatMap(files).sort()) {
  hash.update(`${file}\0`);
  hash.update(readFileSync(file));
}
const inputs = hash.digest('hex');

if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputs && existsSync('dist/client/index.html')) {
  console.log('The client build is current (its inputs are unchanged): reused.');
} else {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(STAMP, inputs);
}
