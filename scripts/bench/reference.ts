import type { Scenario } from './report';
import { measured, run } from './run';
import type { Read } from './scenarios';
import { type ServerProcess, startServer } from './server';
import { log, want } from './settings';
import { referenceName, SIGNED_IN_READS } from './signed-in-reads';

/**
 * The signed-in reads against the reference server (PostgreSQL only), started beside the app, which stands idle
 * meanwhile. It must first answer each read with the body the app gives, or the bench stops here.
 */
export async function runReference(
  app: ServerProcess,
  serverEnv: Record<string, string | undefined>,
  reads: Read[],
): Promise<(Scenario | null)[]> {
  const wanted = reads.filter((r) => want(referenceName(r.key).toLowerCase()));
  if (!wanted.length) return [];
  const reference = await startServer(serverEnv, { entry: ['scripts/bench/reference-server.ts'] });
  const appPid = measured.pid;
  try {
    for (const read of reads) await assertSameBody(app.url, reference.url, read);
    log(`reference server answers the ${reads.length} signed-in reads with the app's bodies`);
    measured.pid = reference.child.pid;
    const scenarios: (Scenario | null)[] = [];
    for (const read of wanted)
      scenarios.push(await run(referenceName(read.key), reference.url, read.request));
    return scenarios;
  } finally {
    measured.pid = appPid;
    await reference.stop();
  }
}

async function assertSameBody(appUrl: string, referenceUrl: string, read: Read) {
  const get = async (base: string) => {
    const response = await fetch(`${base}${read.request.path}`, { headers: read.request.headers });
    return { status: response.status, body: await response.json() };
  };
  const fromApp = await get(appUrl);
  const fromReference = await get(referenceUrl);
  const difference =
    fromApp.status !== 200 || fromReference.status !== 200
      ? `status ${fromApp.status} from the app, ${fromReference.status} from the reference`
      : firstDifference(fromApp.body, fromReference.body, '$');
  if (difference)
    throw new Error(
      `the reference server (scripts/bench/reference-server.ts) no longer answers ${read.request.path} ` +
        `(${SIGNED_IN_READS[read.key]}) as the app does: ${difference}. Make it match the app.`,
    );
}

/** Where two JSON values first differ (a path and both values), or null when they are deep-equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    if (Array.isArray(a) !== Array.isArray(b)) return `${path}: an array on one side only`;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
    return null;
  }
  return Object.is(a, b)
    ? null
    : `${path} is ${JSON.stringify(a)} from the app, ${JSON.stringify(b)} from the reference`;
}
