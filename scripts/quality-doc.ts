// Writes a script's results into docs/quality.md between its own markers (`<!-- name:start -->` …
// `<!-- name:end -->`), appending a section under `heading` the first time, then formats the file as `npm run lint`
// expects, so a benchmark run never leaves the repository failing its own lint.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const QUALITY_DOC = 'docs/quality.md';

export function writeQualityBlock(name: string, heading: string, markdown: string, path = QUALITY_DOC) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown}\n${end}`;
  const doc = existsSync(path) ? readFileSync(path, 'utf8') : '# Quality\n';
  writeFileSync(
    path,
    doc.includes(start) && doc.includes(end)
      ? doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length)
      : `${doc.trimEnd()}\n\n## ${heading}\n\n${block}\n`,
  );
  execFileSync('node_modules/.bin/biome', ['format', '--write', path], { stdio: 'ignore' });
}
