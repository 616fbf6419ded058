// Where the CPU goes during a scenario: the server process (all its threads, argon2 included), the PostgreSQL
// server's processes and this process (the load generator), from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function processSeconds(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is the first; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of each PostgreSQL process, by pid (backends come and go as pools open and close connections). */
function postgresSeconds(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        byPid.set(pid, processSeconds(pid));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

export type CpuSnapshot = { server: number; postgres: Map<string, number>; bench: number; at: number };
export type CpuShare = { server: number; postgres: number; bench: number };

export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  const own = process.cpuUsage();
  return {
    server: serverPid ? processSeconds(serverPid) : 0,
    postgres: postgresSeconds(),
    bench: (own.user + own.system) / 1e6,
    at: performance.now(),
  };
}

/** Share of the whole machine (all cores) each part used between two snapshots. */
export function cpuShare(before: CpuSnapshot, after: CpuSnapshot, cores: number): CpuShare {
  const wall = (after.at - before.at) / 1000;
  const share = (seconds: number) => seconds / wall / cores;
  // Processes that started in the window count from zero; those that ended take their last seconds with them
  // (an undercount of what an idle pooled connection used, never a negative share).
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  return {
    server: share(after.server - before.server),
    postgres: share(postgres),
    bench: share(after.bench - before.bench),
  };
}
