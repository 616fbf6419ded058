// Which Node test files may share one module graph per worker (Vitest's `isolate: false`) and which need a fresh one
// (docs/quality.md, "CI time"). Loading the app's modules again for every file was a fifth of the unit run; a file
// that shares them still gets its own app, database and servers, so what it must not do is change the process for
// the files after it. A file stays isolated when it, or a test helper it imports, does any of:
// - mock, spy, stub or fake (vi.mock, vi.spyOn, vi.stubEnv, vi.useFakeTimers, …): the registry or globals change;
// - write process.env or a global: the next file's app would read it;
// - register hooks or build an app at the top level of a helper module: a shared module runs its top level once,
//   so the second file importing it would get no hooks.
// Files listed in ALWAYS_ISOLATED need it for a reason the scan cannot see; each line says which.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ALWAYS_ISOLATED: string[] = [];

const CHANGES_THE_PROCESS =
  /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers|resetModules)\b|process\.env\.\w+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env|globalThis\.\w+\s*=[^=]/;
const TOP_LEVEL_SETUP = /^(beforeAll|afterAll|beforeEach|afterEach)\(|^(export )?const \w+ = \w+ForFile\(/m;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

function relativeImports(file: string): string[] {
  const found: string[] = [];
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
    const base = resolve(dirname(file), spec!);
    const hit = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => {
      try {
        return statSync(c).isFile();
      } catch {
        return false;
      }
    });
    if (hit) found.push(hit);
  }
  return found;
}

/** Whether a test file, or a test helper it imports (transitively), changes the process for the files after it. */
function needsIsolation(root: string, file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const isTest = /\.test\.tsx?$/.test(file);
  // The app's own modules are shared on purpose; only the tests' side is read.
  if (!isTest && !relative(root, file).startsWith('tests/')) return false;
  const source = readFileSync(file, 'utf8');
  if (CHANGES_THE_PROCESS.test(source)) return true;
  if (!isTest && TOP_LEVEL_SETUP.test(source)) return true;
  return relativeImports(file).some((dep) => needsIsolation(root, dep, seen));
}

/** The Node test files (as globs relative to `root`) split into those that share modules and those that do not. */
export function nodeTestFiles(root: string, folders: string[]): { shared: string[]; isolated: string[] } {
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const folder of folders) {
    for (const path of walk(join(root, folder))) {
      if (!path.endsWith('.test.ts')) continue;
      const rel = relative(root, path);
      (ALWAYS_ISOLATED.includes(rel) || needsIsolation(root, path) ? isolated : shared).push(rel);
    }
  }
  return { shared: shared.sort(), isolated: isolated.sort() };
}
