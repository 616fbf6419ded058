// Starts the built server (src/server/main.ts, serving dist/client) in a child process, with the benchmark's
// baseline route preloaded (baseline-route.ts), and stops it; or, given `entry`, another server script on the same
// settings (the reference server, reference-server.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export type ServerProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

const APP_ENTRY = ['--import', './scripts/bench/baseline-route.ts', 'src/server/main.ts'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(
  env: Record<string, string | undefined>,
  options: { nodeArgs?: string[]; entry?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    // Production settings; request logging off (warn), as a load test of the app and not of the log sink.
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    APP_ORIGIN: 'https://bench.talentbridge.test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Production refuses the development inbox, and the load comes from one address.
    SMS_PROVIDER: 'disabled',
    EMAIL_PROVIDER: 'disabled',
    PAYMENTS_PROVIDER: 'disabled',
    EVENT_STREAMS_PER_ADDRESS: '100000',
    // The load generator stands in for a load balancer: scenarios that model many users send X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    ...env,
  };
  // An undefined entry removes the variable (e.g. DATABASE_URL for the embedded database).
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', ...(options.entry ?? APP_ENTRY)],
    {
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      // A server that dies under load is a finding: say so, with what it printed.
      if (!stopping)
        process.stderr.write(
          `bench: server ${url} exited (${code ?? signal}) during the run:\n${output.slice(-4000)}\n`,
        );
      resolve();
    }),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not answer within 60 s: ${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    async stop() {
      stopping = true;
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
