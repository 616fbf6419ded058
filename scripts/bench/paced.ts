// Open-loop load at a fixed rate, for the "p99 at N req/s" targets. autocannon's own rate mode lets every
// connection send its share of a second back to back when the second starts, so "300 req/s" arrives as one burst
// of 300 each second and measures how long that queue takes to drain. Here requests are sent evenly, one every
// 1/N s, whether or not earlier ones have been answered, and each latency is counted from the moment its request
// was due (not when it was sent), so a stalled server cannot hide its stall by slowing the sender down.
import { Agent, request as httpRequest } from 'node:http';

export type PacedRequest = { method?: string; path: string; headers?: Record<string, string>; body?: string };
export type PacedResult = { rps: number; p50: number; p99: number; non2xx: number; errors: number };
export type PacedOptions = {
  /** The n-th request and the server it goes to (default: `req` to `url` every time), e.g. spread over instances. */
  pick?: (n: number) => { url: string; req: PacedRequest };
  /** Told as each answer ends: the request's number and its status (null: no answer, a timeout or an error). */
  onAnswer?: (n: number, status: number | null) => void;
};

const TIMEOUT_MS = 10_000;

export async function paced(
  url: string,
  req: PacedRequest,
  rate: number,
  seconds: number,
  options: PacedOptions = {},
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let inFlight = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  let sent = 0;
  let finished = 0;

  const send = (n: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const picked = options.pick?.(n) ?? { url, req };
      const target = new URL(picked.url);
      inFlight++;
      const done = (ok: boolean, status?: number) => {
        inFlight--;
        finished++;
        options.onAnswer?.(n, ok ? status! : null);
        if (!ok) errors++;
        else if (status! < 200 || status! >= 300) non2xx++;
        else latencies.push(performance.now() - dueAt);
        resolve();
      };
      const r = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: picked.req.method ?? 'GET',
          path: picked.req.path,
          headers: picked.req.headers,
          timeout: TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.on('end', () => done(true, res.statusCode));
          res.on('error', () => done(false));
        },
      );
      r.on('timeout', () => r.destroy(new Error('timeout')));
      r.on('error', () => done(false));
      r.end(picked.req.body);
    });

  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000));
      while (sent < due) {
        const n = sent++;
        void send(n, started + (n * 1000) / rate);
      }
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 5));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
      : Number.NaN;
  return {
    rps: finished / elapsed,
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    non2xx,
    errors,
  };
}
