import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The indexes a reader starts from (docs/architecture.md's feature list and ADR table, docs/product/README.md's pages
// and "Find a rule") are checked against the tree, so a new feature, decision or page cannot be left out of them and
// no link in them can point at a file or a heading that is gone.

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (markdown: string) =>
  new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]!.replace(/`/g, ''))));

/** Every relative Markdown link of a page, resolved: [file, anchor or null, the link as written]. */
function relativeLinks(page: string): [string, string | null, string][] {
  return [...read(page).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/i.test(href))
    .map((href) => {
      const [file, anchor] = href.split('#') as [string, string | undefined];
      return [file ? join(dirname(page), file) : page, anchor ?? null, href];
    });
}

function expectLinksResolve(page: string) {
  for (const [file, anchor, href] of relativeLinks(page)) {
    expect(existsSync(join(ROOT, file)), `${page}: ${href}`).toBe(true);
    if (anchor && file.endsWith('.md'))
      expect([...anchorsOf(read(file))], `${page}: ${href}`).toContain(anchor);
  }
}

describe('docs/architecture.md', () => {
  const page = read('docs/architecture.md');

  it('names every server feature folder, and no folder that is gone', () => {
    const folders = readdirSync(join(ROOT, 'src/server/features')).filter((name) =>
      statSync(join(ROOT, 'src/server/features', name)).isDirectory(),
    );
    const paragraph = page.match(/^Server feature areas:[\s\S]*?\n\n/m)?.[0] ?? '';
    const named = [...paragraph.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!);
    expect(named.sort()).toEqual(folders.sort());
  });

  it('lists every decision record in its table, each linked to its file', () => {
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((f) => /^\d{3}-.+\.md$/.test(f));
    const linked = [...page.matchAll(/\]\(decisions\/([^)]+\.md)\)/g)].map((m) => m[1]!);
    expect([...new Set(linked)].sort()).toEqual(records.sort());
  });

  it('links only to files and headings that exist', () => expectLinksResolve('docs/architecture.md'));
});

describe('docs/product/README.md', () => {
  const index = read('docs/product/README.md');

  it('lists every product page', () => {
    const pages = readdirSync(join(ROOT, 'docs/product')).filter(
      (f) => f.endsWith('.md') && f !== 'README.md',
    );
    const pagesTable = index.slice(
      index.indexOf('## Pages'),
      index.indexOf('\n## ', index.indexOf('## Pages') + 1),
    );
    for (const file of pages) expect(pagesTable, file).toContain(`](${file})`);
  });

  it('finds a rule on every product page in "Find a rule"', () => {
    const start = index.indexOf('## Find a rule');
    const table = index.slice(start, index.indexOf('\n## ', start + 1));
    const pages = readdirSync(join(ROOT, 'docs/product')).filter(
      (f) => f.endsWith('.md') && f !== 'README.md',
    );
    for (const file of pages)
      expect(table, file).toMatch(new RegExp(`\\]\\(${file.replace('.', '\\.')}(#|\\))`));
  });

  it('links only to files and headings that exist', () => expectLinksResolve('docs/product/README.md'));
});
