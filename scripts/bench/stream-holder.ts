// Holds event streams open from a process of its own (`npm run bench`), so that the load generator which
// measures the listing beside them is not also the process servicing their sockets. Reads one JSON line on stdin,
// `{ "url": …, "tokens": [session tokens] }`; prints `held <n>` once every stream is open; closes them and exits
// when stdin ends.
import { createInterface } from 'node:readline';
import { holdStreams } from './realtime';
import type { BenchUser } from './seed';

const lines = createInterface({ input: process.stdin });
const line = await new Promise<string>((resolve) => lines.once('line', resolve));
const { url, tokens } = JSON.parse(line) as { url: string; tokens: string[] };
const held = await holdStreams(
  [url],
  tokens.map((token) => ({ token }) as BenchUser),
);
process.stdout.write(`held ${held.clients.length}\n`);
lines.once('close', () => {
  held.close();
  process.exit(0);
});
