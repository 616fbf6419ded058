import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

// A reader of the code has no issue list, so a comment or a test name that names an issue by its number points nowhere:
// the reason is written out, or the product page or ADR that holds the rule is linked. Issue numbers belong in
// commit messages.
const ROOT = resolve(import.meta.dirname, '../..');
// An issue or a finding followed by its number, and the numbered item of an issue's list left at the head of a test
// name or comment (as "item N:" or in parentheses).
const CITATION = /\b(?:issues?|finding) #?\d+|['"`(]items? \d+[:,)]|(?:\/\/|\*)\s*items? \d+:/i;

it('no source, test, script or migration cites an issue number', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /^(src|tests|scripts|drizzle)\/.+\.(ts|tsx|mjs|js|sql)$/.test(f));
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
