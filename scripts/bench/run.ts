import autocannon, { type AutocannonRequest } from 'autocannon';
import { cpuShare, cpuSnapshot } from './cpu';
import { paced } from './paced';
import type { Scenario } from './report';
import { CONNECTIONS, CORES, DURATION, log, ONLY, WARMUP_S } from './settings';

export async function run(
  name: string,
  url: string,
  request: AutocannonRequest,
  options: { connections?: number; rate?: number; duration?: number } = {},
): Promise<Scenario | null> {
  if (ONLY && name !== 'baseline' && !ONLY.some((o) => name.toLowerCase().includes(o))) return null;
  const duration = options.duration ?? DURATION;
  let scenario: Scenario;
  if (options.rate) {
    // Held at a rate: evenly paced, open-loop (scripts/bench/paced.ts), not autocannon's once-a-second bursts.
    const pacedRequest = {
      path: request.path ?? '/',
      method: request.method,
      headers: request.headers as Record<string, string>,
    };
    await paced(url, pacedRequest, options.rate, WARMUP_S);
    const before = cpuSnapshot(measured.pid);
    const r = await paced(url, pacedRequest, options.rate, duration);
    scenario = { name, cpu: cpuShare(before, cpuSnapshot(measured.pid), CORES), ...r, rate: options.rate };
  } else {
    const base = { url, connections: options.connections ?? CONNECTIONS, requests: [request], timeout: 10 };
    await autocannon({ ...base, duration: WARMUP_S });
    const before = cpuSnapshot(measured.pid);
    const r = await autocannon({ ...base, duration });
    scenario = {
      name,
      cpu: cpuShare(before, cpuSnapshot(measured.pid), CORES),
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
  }
  const cpu = scenario.cpu!;
  log(
    `  ${name}: ${Math.round(scenario.rps)} req/s, p50 ${scenario.p50} ms, p99 ${scenario.p99} ms` +
      `${scenario.non2xx ? `, ${scenario.non2xx} non-2xx` : ''}${scenario.errors ? `, ${scenario.errors} errors` : ''}` +
      `; CPU server ${pct(cpu.server)}, PostgreSQL ${pct(cpu.postgres)}, load generator ${pct(cpu.bench)}`,
  );
  return scenario;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;
/** The server under test, for the CPU accounting of each scenario. */
export const measured: { pid: number | undefined } = { pid: undefined };
