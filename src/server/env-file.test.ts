import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadEnvFileIfPresent } from './env-file';

const run = promisify(execFile);
const MAIN = resolve(import.meta.dirname, 'main.ts');
// The child starts in a directory of its own, where `--import tsx` would not resolve by name.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const dirs: string[] = [];
const KEYS = ['TB_ENV_FILE_A', 'TB_ENV_FILE_B', 'TB_ENV_FILE_SET'];

function dirWithEnvFile(content: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'tb-env-'));
  dirs.push(dir);
  if (content !== null) writeFileSync(join(dir, '.env'), content);
  return dir;
}

afterEach(() => {
  for (const key of KEYS) delete process.env[key];
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('.env file', () => {
  it('is read into the environment when present; a variable already set wins over the file', () => {
    process.env.TB_ENV_FILE_SET = 'from the shell';
    const dir = dirWithEnvFile(
      'TB_ENV_FILE_A=one\n# a comment\nTB_ENV_FILE_B=\nTB_ENV_FILE_SET=from the file\n',
    );
    expect(loadEnvFileIfPresent(dir)).toBe(join(dir, '.env'));
    expect(process.env.TB_ENV_FILE_A).toBe('one');
    expect(process.env.TB_ENV_FILE_B).toBe('');
    expect(process.env.TB_ENV_FILE_SET).toBe('from the shell');
  });

  it('is optional: without one nothing happens', () => {
    expect(loadEnvFileIfPresent(dirWithEnvFile(null))).toBeNull();
  });

  it('an empty variable in the file counts as unset (NODE_ENV= starts in development)', () => {
    expect(loadConfig({ NODE_ENV: '', LOG_LEVEL: '' }).NODE_ENV).toBe('development');
  });

  it('is read by the server at start, before the configuration is checked', async () => {
    // An invalid value in the file stops the start with the configuration error, before any database opens;
    // NODE_ENV= beside it is not reported, because empty means unset.
    const cwd = dirWithEnvFile('NODE_ENV=\nLOG_LEVEL=loud\n');
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    const failure = await run(process.execPath, ['--import', TSX, MAIN], {
      cwd,
      env,
      timeout: 60_000,
    }).then(
      () => null,
      (error: { stderr: string }) => error.stderr,
    );
    expect(failure).toMatch(/Invalid configuration:\s+LOG_LEVEL:/);
    expect(failure).not.toMatch(/NODE_ENV:/);
  }, 60_000);
});
