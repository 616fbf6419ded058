import { chmodSync, existsSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { Db } from '../../db/client';
import {
  commandProblem,
  runStaffCommand,
  type StaffCommandAnswer,
  staffCommandSchema,
} from './staff-commands';

/**
 * The local channel of the staff commands (ADR 022): a server on the embedded database holds it alone, so
 * `npm run ops:*` asks that server to run the command. A Unix socket in DATA_DIR, created with mode 0600, so only
 * the data directory's owner (who could open the database files anyway) can connect; never TCP. One JSON request
 * per connection, one line each way: `{"command":"add","email":"…","name":"…"}` → `{"code":0,"message":"…"}`.
 */
export const OPS_SOCKET_FILE = 'ops.sock';
const MAX_REQUEST_BYTES = 4096;
const TIMEOUT_MS = 15_000;
/** Linux's limit on a socket path is 108 bytes with the final NUL. */
const MAX_SOCKET_PATH = 107;

export const opsSocketPath = (dataDir: string) => resolve(join(dataDir, OPS_SOCKET_FILE));

type Env = { db: Db; origin: string; now: () => Date };

async function answer(line: string, env: Env): Promise<StaffCommandAnswer> {
  let body: unknown;
  try {
    body = JSON.parse(line);
  } catch {
    return { code: 2, message: 'The request is not JSON.' };
  }
  const parsed = staffCommandSchema.safeParse(body);
  if (!parsed.success) return { code: 2, message: commandProblem(parsed.error) };
  return runStaffCommand(env.db, parsed.data, { origin: env.origin, now: env.now() });
}

/**
 * Listens on DATA_DIR/ops.sock; resolves to a stop function (which removes the socket), or to a reason it could
 * not listen (the server runs on without it; the command then says the database is held).
 */
export async function listenOpsChannel(
  dataDir: string,
  env: Env,
  onError: (error: unknown) => void,
): Promise<{ stop: () => Promise<void> } | { problem: string }> {
  const path = opsSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH)
    return { problem: `the path ${path} is too long for a Unix socket; use a shorter DATA_DIR` };
  // Left by a server that was killed: only one server may hold the embedded database, so it is not in use.
  if (existsSync(path)) rmSync(path, { force: true });
  const server: Server = createServer({ allowHalfOpen: false }, (socket) => {
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0 && buffered.length <= MAX_REQUEST_BYTES) return;
      socket.removeAllListeners('data');
      socket.pause();
      const reply = (a: StaffCommandAnswer) => socket.end(`${JSON.stringify(a)}\n`);
      if (end < 0 || end > MAX_REQUEST_BYTES)
        return void reply({ code: 2, message: 'The request is too long.' });
      answer(buffered.slice(0, end), env).then(reply, (error) => {
        onError(error);
        reply({ code: 1, message: 'The server could not run the command; its log says why.' });
      });
    });
  });
  // The socket file is created by listen(): with this mask it is never reachable by others, not even briefly.
  const mask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    return { problem: `cannot listen on ${path}: ${(error as Error).message}` };
  } finally {
    process.umask(mask);
  }
  chmodSync(path, 0o600);
  return {
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The command's side: the server's answer, or null when no server listens (no socket, or one left by a killed
 * server).
 */
export function askOpsChannel(dataDir: string, request: object): Promise<StaffCommandAnswer | null> {
  const path = opsSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(null);
  return new Promise((done, fail) => {
    const socket = connect(path);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(TIMEOUT_MS * 2, () => socket.destroy(new Error('the server did not answer in time')));
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) done(null);
      else fail(error);
    });
    socket.on('end', () => {
      try {
        done(JSON.parse(received) as StaffCommandAnswer);
      } catch {
        fail(new Error('the server answered something that is not JSON'));
      }
    });
  });
}
