import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';

type Journal = { entries: { idx: number; when: number; tag: string }[] };

// Drizzle's migrator applies only migrations whose `when` is later than the last one a database has applied, so a
// migration stamped earlier than its predecessor is silently skipped on every existing database (it happened
// twice: hand-written migrations take their stamp from whoever writes them).
describe('drizzle/meta/_journal.json', () => {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;

  it('stamps every migration later than the one before it', () => {
    for (const [i, entry] of journal.entries.entries()) {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });

  it('lists exactly the SQL files in drizzle/', () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
  });
});
