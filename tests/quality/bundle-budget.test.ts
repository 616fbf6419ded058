// `npm run build` fails when the initial JavaScript exceeds 150 kB gzipped or a route chunk
// exceeds 100 kB. The check (scripts/check-bundle.mjs) runs here on small synthetic builds: one within the
// budget, one with a too-big initial chunk, one with a too-big lazy chunk.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const CHECK = resolve('scripts/check-bundle.mjs');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Base64 of n kB of random bytes gzips to about n kB (6 random bits per character). */
const incompressible = (kb: number) => `export const x = "${randomBytes(kb * 1024).toString('base64')}";\n`;

function build(sizes: { entry: number; shared: number; lazy: number }) {
  const root = mkdtempSync(join(tmpdir(), 'tb-budget-'));
  dirs.push(root);
  const dist = join(root, 'dist/client');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/index.js'), incompressible(sizes.entry));
  writeFileSync(join(dist, 'assets/vendor.js'), incompressible(sizes.shared));
  writeFileSync(join(dist, 'assets/page.js'), incompressible(sizes.lazy));
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['page.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      'page.tsx': { file: 'assets/page.js', isDynamicEntry: true },
    }),
  );
  return root;
}

function check(root: string): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [CHECK], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

describe('client bundle budget (scripts/check-bundle.mjs, part of npm run build)', () => {
  it('passes a build within budget', () => {
    const result = check(build({ entry: 60, shared: 60, lazy: 60 }));
    expect(result.code, result.output).toBe(0);
  });

  it('fails when the initial JavaScript (entry and what it imports) exceeds 150 kB gzipped', () => {
    const result = check(build({ entry: 90, shared: 90, lazy: 10 }));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/initial JavaScript .* > 150\.0 kB/);
  });

  it('fails when a lazily loaded route chunk exceeds 100 kB gzipped', () => {
    const result = check(build({ entry: 20, shared: 20, lazy: 110 }));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/chunk assets\/page\.js .* > 100\.0 kB/);
  });
});
