// Sums vitest JSON reports into one closing line: "tests: N passed, N failed, N skipped".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Usage: node scripts/test-summary.mjs DIR [DIR …] — every report in every DIR counts.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2).flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f)),
)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
