// Performance ("Performance"; docs/decisions/018-match-score.md): a past for the seeded workers (completed
// bookings rated both ways, no-shows, favourites) so 'Best match' has real features to load, a shift with 500
// applicants, and the two 'Best match' reads held at a rate: (a) a signed-in worker's open shifts, p99 ≤ 60 ms at
// 200 req/s on PostgreSQL; (b) the applicants list of 500 ranked, p99 ≤ 50 ms. Training is in training.ts.
import type { Scenario } from './report';
import { run } from './run';
import type { BenchUser, Seeded, Sql } from './seed';

export const BEST_MATCH = { rate: 200, p99Ms: 60 } as const;
/** A manager opens an applicants list now and then, not hundreds of times a second: held at this rate. */
export const RANKED_APPLICANTS = { applicants: 500, rate: 20, p99Ms: 50 } as const;
export const BEST_MATCH_NAMES = {
  openShifts: "best match: a signed-in worker's open shifts",
  applicants: `best match: applicants list of ${RANKED_APPLICANTS.applicants} ranked`,
} as const;

/**
 * In set-based statements: the applications of shifts that have started become completed (9 in 10) or no-shows,
 * each completed one rated both ways and published; the stored averages and completed counts follow; a manager stars
 * one in five workers it booked; and the first manager's last upcoming shift gets 500 applicants.
 */
export async function seedMatchingData(sql: Sql): Promise<void> {
  await sql(
    `UPDATE shift_applications a
     SET status = CASE WHEN abs(hashtext(a.id::text)) % 10 = 0 THEN 'no_show' ELSE 'completed' END,
         selected_at = s.starts_at - interval '2 days',
         accepted_at = s.starts_at - interval '2 days' + (abs(hashtext(a.id::text)) % 180) * interval '1 minute',
         completed_at = CASE WHEN abs(hashtext(a.id::text)) % 10 = 0 THEN NULL ELSE s.ends_at + interval '2 hours' END,
         cancelled_by = CASE WHEN abs(hashtext(a.id::text)) % 10 = 0 THEN 'system' END,
         cancellation_consequence = CASE WHEN abs(hashtext(a.id::text)) % 10 = 0 THEN 'no_show' END,
         cancelled_at = CASE WHEN abs(hashtext(a.id::text)) % 10 = 0 THEN s.ends_at + interval '4 hours' END
     FROM shifts s WHERE s.id = a.shift_id AND s.starts_at < now()`,
  );
  await sql(
    `INSERT INTO ratings (application_id, shift_id, rater_id, ratee_id, rater_role, stars, created_at, published_at)
     SELECT a.id, a.shift_id, r.rater, r.ratee, r.role, CASE WHEN abs(hashtext(a.id::text || r.role)) % 10 < 6 THEN 5
                 WHEN abs(hashtext(a.id::text || r.role)) % 10 < 9 THEN 4 ELSE 2 END,
            a.completed_at, a.completed_at + interval '1 day'
     FROM shift_applications a JOIN shifts s ON s.id = a.shift_id
     CROSS JOIN LATERAL (VALUES (s.manager_id, a.worker_id, 'manager'), (a.worker_id, s.manager_id, 'talent'))
       AS r(rater, ratee, role)
     WHERE a.status = 'completed'`,
  );
  await sql(
    `UPDATE talent_profiles tp SET average_rating = x.avg, rating_count = x.n, shifts_completed = x.n
     FROM (SELECT ratee_id, round(avg(stars), 2) AS avg, count(*)::int AS n FROM ratings
           WHERE rater_role = 'manager' GROUP BY ratee_id) x
     WHERE tp.user_id = x.ratee_id`,
  );
  await sql(
    `UPDATE manager_accounts m SET average_rating = x.avg, rating_count = x.n
     FROM (SELECT ratee_id, round(avg(stars), 2) AS avg, count(*)::int AS n FROM ratings
           WHERE rater_role = 'talent' GROUP BY ratee_id) x
     WHERE m.user_id = x.ratee_id`,
  );
  await sql(
    `INSERT INTO favourites (manager_id, worker_id)
     SELECT DISTINCT s.manager_id, a.worker_id FROM shift_applications a JOIN shifts s ON s.id = a.shift_id
     WHERE a.status = 'completed' AND abs(hashtext(a.worker_id::text || s.manager_id::text)) % 5 = 0
     ON CONFLICT DO NOTHING`,
  );
  await sql(
    `WITH target AS (
       SELECT s.id FROM shifts s
       WHERE s.manager_id = (SELECT id FROM users WHERE role = 'manager' ORDER BY email LIMIT 1)
         AND s.status = 'open' AND s.starts_at > now()
       ORDER BY s.starts_at DESC, s.id LIMIT 1)
     INSERT INTO shift_applications (shift_id, worker_id, status, applied_at)
     SELECT target.id, w.id, 'interested', now() - w.i * interval '1 minute'
     FROM target
     CROSS JOIN (SELECT id, row_number() OVER (ORDER BY email) AS i FROM users WHERE role = 'talent') w
     WHERE w.i <= ${RANKED_APPLICANTS.applicants}
     ON CONFLICT DO NOTHING`,
  );
}

/** The shift with the most applicants (the 500 above). */
export async function rankedShiftId(sql: Sql): Promise<string> {
  const { rows } = await sql(
    `SELECT shift_id FROM shift_applications GROUP BY shift_id ORDER BY count(*) DESC, shift_id LIMIT 1`,
  );
  return rows[0].shift_id as string;
}

const cookie = (u: BenchUser) => ({ cookie: `tb_session=${u.token}` });

/** (a) and (b), each held at its rate; read-only, so they run with the other reads, before sign-in and apply. */
export async function bestMatchScenarios(
  url: string,
  seeded: Seeded,
  rankedShift: string,
): Promise<(Scenario | null)[]> {
  return [
    await run(
      BEST_MATCH_NAMES.openShifts,
      url,
      { method: 'GET', path: '/api/shifts/open?sort=best', headers: cookie(seeded.talent[0]!) },
      { rate: BEST_MATCH.rate },
    ),
    await run(
      BEST_MATCH_NAMES.applicants,
      url,
      {
        method: 'GET',
        path: `/api/shifts/${rankedShift}/applications?sort=best`,
        headers: cookie(seeded.managers[0]!),
      },
      { rate: RANKED_APPLICANTS.rate },
    ),
  ];
}
