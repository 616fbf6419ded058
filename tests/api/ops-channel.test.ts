// The staff commands' local channel (ADR 022): a Unix socket in the data directory, mode 0600, one JSON line each
// way; what does not parse is refused with exit code 2 and a sentence, and nothing is written.

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askOpsChannel, listenOpsChannel, opsSocketPath } from '../../src/server/features/staff/ops-channel';
import { createTestContext, type TestContext } from '../support/test-context';

let ctx: TestContext;
let dir: string;
let stop: () => Promise<void>;
const errors: unknown[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'tb-ops-chan-'));
  const channel = await listenOpsChannel(
    dir,
    { db: ctx.db, origin: 'http://localhost:3000', now: () => ctx.now() },
    (e) => errors.push(e),
  );
  if ('problem' in channel) throw new Error(channel.problem);
  stop = channel.stop;
}, 60_000);
afterAll(async () => {
  await stop?.();
  await ctx?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends raw bytes and reads the whole answer. */
function sendRaw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(opsSocketPath(dir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (d: string) => {
      answer += d;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the staff commands channel', () => {
  it('is a socket only its owner may open', () => {
    const stat = statSync(opsSocketPath(dir));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('refuses what is not a valid command, in words, with exit code 2', async () => {
    expect(JSON.parse(await sendRaw('not json\n'))).toEqual({ code: 2, message: 'The request is not JSON.' });
    expect(JSON.parse(await sendRaw(`${'x'.repeat(5000)}\n`))).toEqual({
      code: 2,
      message: 'The request is too long.',
    });
    expect(await askOpsChannel(dir, { command: 'drop-tables', email: 'a@example.com' })).toEqual({
      code: 2,
      message: 'Unknown command; use one of: add, reset-2fa, disable, enable.',
    });
    expect(await askOpsChannel(dir, { command: 'add', email: 'not-an-email', name: null })).toMatchObject({
      code: 2,
    });
    expect(
      await askOpsChannel(dir, { command: 'disable', email: 'a@example.com', role: 'ops' }),
    ).toMatchObject({
      code: 2,
    });
    expect(errors).toEqual([]);
  });

  it('runs a valid one', async () => {
    const answer = await askOpsChannel(dir, {
      command: 'add',
      email: 'chan.desk@example.com',
      name: 'Chan Desk',
    });
    expect(answer).toMatchObject({
      code: 0,
      message: expect.stringMatching(/^Staff account created for chan\.desk@example\.com/),
    });
  });

  it('is not there once stopped: the command then finds no server', async () => {
    const other = mkdtempSync(join(tmpdir(), 'tb-ops-chan2-'));
    try {
      const channel = await listenOpsChannel(
        other,
        { db: ctx.db, origin: 'http://x', now: () => ctx.now() },
        () => {},
      );
      if ('problem' in channel) throw new Error(channel.problem);
      await channel.stop();
      expect(await askOpsChannel(other, { command: 'enable', email: 'a@example.com' })).toBeNull();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
