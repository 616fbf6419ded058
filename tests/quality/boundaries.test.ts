import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layout's boundaries (docs/architecture.md#boundaries) are checked on every import of every file under
// src/, so a new crossing fails here instead of being found in review. Imports are read with TypeScript's own
// pre-processor (static imports, `export … from`, dynamic `import()`), not a regex.

/**
 * The server's floors, top down (docs/architecture.md#boundaries). Only the composition roots may import a feature:
 * they assemble the app, its job list and its demo data. Everything else under src/server/ sits below the features
 * and is shared by them (the booking core, notifications, the audit log, trust, matching, auth, lib, the database and
 * the messaging, scheduler, SMS and realtime plumbing), so a feature that needs another feature's rule finds it there.
 */
const COMPOSITION_ROOTS = [
  'src/server/main.ts',
  'src/server/app.ts',
  'src/server/create-context.ts',
  'src/server/features/registry.ts',
  'src/server/features/jobs.ts',
  'src/server/features/sms-body-registry.ts',
];
const isCompositionRoot = (path: string) =>
  COMPOSITION_ROOTS.includes(`${path}.ts`) ||
  COMPOSITION_ROOTS.includes(path) ||
  path.startsWith('src/server/seed/');

/** `src/` may import from `tests/` only here (none today: the demo seed's builders live in src/server/db/). */
const ALLOWED_SOURCE_TO_TESTS: { from: string; to: string; reason: string }[] = [];

type Edge = { from: string; to: string };

const stripExtension = (path: string) => path.replace(/\.(tsx?|jsx?|mjs)$/, '');

/** Every relative import of every file, as repository paths without extensions. */
function importEdges(sources: Map<string, string>): Edge[] {
  const edges: Edge[] = [];
  for (const [file, text] of sources) {
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      edges.push({
        from: file,
        to: stripExtension(posix.normalize(posix.join(posix.dirname(file), fileName))),
      });
    }
  }
  return edges;
}

const featureOf = (path: string, side: 'server' | 'client') =>
  new RegExp(`^src/${side}/features/([^/]+)/`).exec(path)?.[1] ?? null;

/** Each edge that crosses a boundary, with the rule it breaks. */
function violations(edges: Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const crossing = `${from} -> ${to}`;
    if (from.startsWith('src/shared/') && (to.startsWith('src/server/') || to.startsWith('src/client/')))
      found.push(`src/shared imports neither server nor client: ${crossing}`);
    if (from.startsWith('src/client/') && to.startsWith('src/server/'))
      found.push(`the client imports src/shared, never src/server: ${crossing}`);
    if (from.startsWith('src/server/') && to.startsWith('src/client/'))
      found.push(`the server never imports the client: ${crossing}`);
    if (
      from.startsWith('src/') &&
      to.startsWith('tests/') &&
      !ALLOWED_SOURCE_TO_TESTS.some((allowed) => allowed.from === from && allowed.to === to)
    )
      found.push(`src/ never imports tests/: ${crossing}`);

    const clientFrom = featureOf(from, 'client');
    const clientTo = featureOf(to, 'client');
    if (clientFrom && clientTo && clientFrom !== clientTo)
      found.push(`client features do not import each other: ${crossing}`);

    const serverFrom = featureOf(from, 'server');
    const serverTo = featureOf(to, 'server');
    if (serverFrom && serverTo && serverFrom !== serverTo)
      found.push(`server features do not import each other (share it from below them): ${crossing}`);
    if (serverFrom && to.startsWith('src/server/features/') && !serverTo)
      found.push(`a server feature does not import the composition roots above it: ${crossing}`);
    if (
      from.startsWith('src/server/') &&
      !serverFrom &&
      !isCompositionRoot(stripExtension(from).replace(/\.test$/, '')) &&
      to.startsWith('src/server/features/')
    )
      found.push(`only the composition roots import src/server/features/: ${crossing}`);
  }
  return found;
}

/** Each strongly connected group of two or more files (Tarjan's algorithm), as sorted paths. */
function importCycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    const source = stripExtension(from);
    next.set(source, [...(next.get(source) ?? []), to]);
  }
  const files = [...next.keys()];
  const known = new Set(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      const to = known.has(target) ? target : `${target}/index`;
      if (!known.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

function sourceFiles(dir: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|mts)$/.test(entry.name)) continue;
    const path = posix.join(entry.parentPath.replaceAll('\\', '/'), entry.name);
    sources.set(path, readFileSync(path, 'utf8'));
  }
  return sources;
}

describe('import boundaries under src/', () => {
  const edges = importEdges(sourceFiles('src'));

  it('reads the imports of the whole tree', () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  it('has no crossing of the floors', () => {
    expect(violations(edges)).toEqual([]);
  });

  it('has no import cycle anywhere in src/ (type-only imports included)', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('lists no exception to src/ never importing tests/ that is no longer used (the list stays true)', () => {
    expect(
      ALLOWED_SOURCE_TO_TESTS.filter(
        (allowed) => !edges.some((e) => e.from === allowed.from && e.to === allowed.to),
      ),
    ).toEqual([]);
  });

  it('catches each kind of new crossing', () => {
    const planted = new Map([
      ['src/shared/domain/x.ts', "import { db } from '../../server/db/client';"],
      ['src/shared/y.ts', "export { Button } from '../client/components/ui/button';"],
      ['src/client/features/auth/z.tsx', "const m = import('../profiles/talent-profile-form');"],
      ['src/client/app/w.ts', "import type { Db } from '../../server/db/client';"],
      ['src/server/seed/seed.ts', "import { createShift } from '../../../tests/factories/shifts';"],
      ['src/server/features/shifts/v.ts', "import { applyToShift } from '../applications/apply-to-shift';"],
      ['src/server/features/applications/u.ts', "import { shiftColumns } from '../shifts/list-open-shifts';"],
      ['src/server/messaging/t.ts', "import { recordFlag } from '../features/ops-queues/routes';"],
      ['src/server/booking/s.ts', "import type { Job } from '../features/jobs';"],
      ['src/server/features/shifts/r.ts', "import { jobHandlers } from '../jobs';"],
    ]);
    const found = violations(importEdges(planted));
    expect(found).toHaveLength(10);
    const allowed = new Map([
      ['src/server/features/applications/ok.ts', "import { toShiftDto } from '../../booking/shift-dto';"],
      ['src/server/features/jobs.ts', "import { expireOffer } from './applications/expire-offer';"],
      ['src/server/seed/seed.ts', "import { applyToShift } from '../features/applications/apply-to-shift';"],
    ]);
    expect(violations(importEdges(allowed))).toEqual([]);
  });

  it('finds an import cycle, however long and whether or not its imports are type-only', () => {
    const planted = new Map([
      ['src/server/a.ts', "import type { B } from './b';"],
      ['src/server/b.ts', "import { c } from './lib/c';"],
      ['src/server/lib/c.ts', "export { a } from '../a';"],
      ['src/server/d.ts', "import { a } from './a';"],
    ]);
    expect(importCycles(importEdges(planted))).toEqual([
      ['src/server/a', 'src/server/b', 'src/server/lib/c'],
    ]);
  });
});
