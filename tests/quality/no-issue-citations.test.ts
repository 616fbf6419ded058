import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

// A reader of the code or the docs has no issue list, so a comment, a test name or a page that names an issue by its
// number points nowhere:
// the reason is written out, or the product page or ADR that holds the rule is linked. Issue numbers belong in
// commit messages.
const ROOT = resolve(import.meta.dirname, '../..');
// An issue or a finding followed by its number, and the numbered item of an issue's list left at the head of a test
// name or comment (as "item N:" or in parentheses).
const CITATION = /\b(?:issues?|finding) #?\d+|['"`(]items? \d+[:,)]|(?:\/\/|\*)\s*items? \d+:/i;

// The same in the docs' prose, where a sentence may wrap between the word and its number ("issue\n15"): an issue or
// a finding and its number (also written "issue-14"), and an issue's item in parentheses, quotes or backticks
// ("(item 3)", "(items 1 and 2)") or at the head of a line.
const DOC_CITATION = /\b(?:issues?|finding)[\s-]+#?\d+|[`'"(]items?\s+\d+\b|^\s*items?\s+\d+:/gim;

const listed = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).split('\n');

it('no source, test, script or migration cites an issue number', () => {
  const files = listed().filter((f) => /^(src|tests|scripts|drizzle)\/.+\.(ts|tsx|mjs|js|sql)$/.test(f));
  const found: string[] = [];
  for (const file of files) {
    if (file === 'tests/quality/no-issue-citations.test.ts') continue;
    let text: string;
    try {
      text = readFileSync(join(ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    for (const [i, line] of text.split('\n').entries())
      if (CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
  }
  expect(found).toEqual([]);
});

it('no page of README.md or docs/ cites an issue number', () => {
  const files = listed().filter((f) => f === 'README.md' || /^docs\/.+\.md$/.test(f));
  expect(files).toContain('docs/quality.md');
  const found: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    for (const match of text.matchAll(DOC_CITATION)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line}: ${match[0].replace(/\s+/g, ' ').trim()}`);
    }
  }
  expect(found).toEqual([]);
});
