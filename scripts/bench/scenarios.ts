import type { AutocannonRequest } from 'autocannon';
import { encodeCursor } from '../../src/server/lib/keyset-cursor';
import { BASELINE_PATH } from './baseline-route';
import { bestMatchScenarios, rankedShiftId } from './matching';
import type { Scenario } from './report';
import { run } from './run';
import { BENCH_PASSWORD, type BenchUser, type Seeded, type Sql } from './seed';
import { SIGNED_IN_LISTING_PATH, SIGNED_IN_READS, type SignedInRead } from './signed-in-reads';

const cookie = (u: BenchUser) => ({ cookie: `tb_session=${u.token}` });

export type Read = { key: SignedInRead; request: AutocannonRequest & { headers: Record<string, string> } };

/** The three signed-in reads, as the app, the reference server and the held runs get them. */
function signedInReads(seeded: Seeded, inputs: ScenarioInputs): Read[] {
  const manager = cookie(seeded.managers[0]!);
  return [
    // Signed-in talent never read from the open-shifts cache (docs/decisions/007): the database path.
    {
      key: 'listing',
      request: { method: 'GET', path: SIGNED_IN_LISTING_PATH, headers: cookie(seeded.talent[0]!) },
    },
    { key: 'managerShifts', request: { method: 'GET', path: '/api/shifts/mine', headers: manager } },
    {
      key: 'applications',
      request: { method: 'GET', path: `/api/shifts/${inputs.viewedShiftId}/applications`, headers: manager },
    },
  ];
}

export type ScenarioInputs = { deepCursor: string; viewedShiftId: string; rankedShiftId: string };

/** What the scenarios need from the database, read while this process may still query it (PGlite). */
export async function scenarioInputs(sql: Sql, seeded: Seeded): Promise<ScenarioInputs> {
  // The cursor after row 6 000 of the listing: page 301 of 20.
  const deepId = seeded.openShiftIds[Math.min(6000, seeded.openShiftIds.length - 1)];
  const deepRow = (await sql('SELECT starts_at, id FROM shifts WHERE id = $1', [deepId])).rows[0];
  const viewed = await sql(
    `SELECT s.id FROM shifts s WHERE s.manager_id = $1 AND s.starts_at > now()
     AND EXISTS (SELECT 1 FROM shift_applications a WHERE a.shift_id = s.id) ORDER BY s.starts_at LIMIT 1`,
    [seeded.managers[0]!.id],
  );
  return {
    deepCursor: encodeCursor({ at: new Date(deepRow.starts_at), id: deepRow.id }),
    viewedShiftId: viewed.rows[0].id,
    rankedShiftId: await rankedShiftId(sql),
  };
}

/**
 * `afterReads` runs once the app's signed-in reads are measured and before sign-in and apply write to the database,
 * so what it measures (the reference server, the held runs) reads the same rows.
 */
export async function runScenarios(
  url: string,
  seeded: Seeded,
  inputs: ScenarioInputs,
  afterReads: (reads: Read[]) => Promise<(Scenario | null)[]>,
): Promise<Scenario[]> {
  const { deepCursor } = inputs;
  const everyone = [...seeded.talent, ...seeded.managers];
  let signInNo = 0;
  let applyNo = 0;
  let shiftCursor = 0;
  const scenarios: (Scenario | null)[] = [];
  scenarios.push(await run('baseline', url, { method: 'GET', path: BASELINE_PATH }));
  scenarios.push(await run('open shifts, first page', url, { method: 'GET', path: '/api/shifts/open' }));
  scenarios.push(
    await run('open shifts, deep page (row 6 000)', url, {
      method: 'GET',
      path: `/api/shifts/open?cursor=${deepCursor}`,
    }),
  );
  scenarios.push(
    await run(
      'open shifts, first page',
      url,
      { method: 'GET', path: '/api/shifts/open' },
      { rate: 1500, connections: 50 },
    ),
  );
  const reads = signedInReads(seeded, inputs);
  for (const read of reads) scenarios.push(await run(SIGNED_IN_READS[read.key], url, read.request));
  scenarios.push(...(await afterReads(reads)));
  scenarios.push(...(await bestMatchScenarios(url, seeded, inputs.rankedShiftId)));
  // Sign-in allows 5 attempts per e-mail and address and 30 per address in 15 minutes:
  // every request signs in the next of the 2 000 seeded accounts, from its own client address behind the
  // load balancer the server trusts (TRUST_PROXY=loopback, scripts/bench/server.ts), so none comes near a limit.
  scenarios.push(
    await run('sign-in', url, {
      method: 'POST',
      path: '/api/auth/sign-in',
      setupRequest: (req) => {
        const n = signInNo++;
        const user = everyone[n % everyone.length]!;
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          // With its role, as the manager and talent sign-in forms send it: one verification each.
          body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD, role: user.role }),
        };
      },
    }),
  );
  // Every apply is a new (worker, shift) pair, so each one creates an application (201), none a 409.
  scenarios.push(
    await run('apply', url, {
      method: 'POST',
      path: '/api/shifts/x/applications',
      setupRequest: (req) => {
        const worker = seeded.talent[applyNo++ % seeded.talent.length]!;
        let shiftId = '';
        for (let tries = 0; tries < seeded.openShiftIds.length; tries++) {
          shiftId = seeded.openShiftIds[shiftCursor++ % seeded.openShiftIds.length]!;
          if (!seeded.applied.has(`${shiftId} ${worker.id}`)) break;
        }
        seeded.applied.add(`${shiftId} ${worker.id}`);
        return { ...req, path: `/api/shifts/${shiftId}/applications`, headers: cookie(worker) };
      },
    }),
  );
  return scenarios.filter((s): s is Scenario => s !== null);
}
