// Fails the build when the client grows past its budget: initial JS <= 150 kB gzipped,
// any lazily loaded route chunk <= 100 kB gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/client';
const INITIAL_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 100 * 1024;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(DIST, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = new Set();
(function walk(key) {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const dep of chunk.imports ?? []) walk(dep);
})(entryKey);
// Scripts that index.html loads by itself are initial JavaScript too (scripts/vite/route-preload.ts adds one).
const html = join(DIST, 'index.html');
if (existsSync(html))
  for (const [, src] of readFileSync(html, 'utf8').matchAll(/<script\b[^>]*\ssrc="\/([^"]+\.js)"/g))
    initial.add(src);

const initialSize = [...initial].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const problems = [];
if (initialSize > INITIAL_BUDGET)
  problems.push(`initial JavaScript ${kb(initialSize)} > ${kb(INITIAL_BUDGET)}`);

const lazy = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js') && !initial.has(c.file))
  .map((c) => ({ file: c.file, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size);
for (const c of lazy)
  if (c.size > CHUNK_BUDGET) problems.push(`chunk ${c.file} ${kb(c.size)} > ${kb(CHUNK_BUDGET)}`);

console.log(
  `bundle: initial JS ${kb(initialSize)} gzipped (budget ${kb(INITIAL_BUDGET)}); largest route chunk ${lazy[0] ? `${kb(lazy[0].size)} (${lazy[0].file})` : 'none'} (budget ${kb(CHUNK_BUDGET)})`,
);
if (problems.length) {
  console.error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
