// Training figure ("Training on 100 000 outcomes: under 30 s, off the request path"), on a fresh
// PostgreSQL database of its own: 100 000 finished bookings of 2 000 workers at 100 businesses (completed and rated
// by the manager, rated below 4, cancelled late by the worker, or missed) written in set-based statements, then the
// training job's own code (train-match-model.ts: count, load the facts in one statement, fit, store) timed whole,
// with the load and the fit also timed apart. The fit is run twice to check it gives the same weights bit for bit.
import type pg from 'pg';
import { runMigrations } from '../../src/server/db/migrate';
import { fitLogisticNonNegative } from '../../src/server/features/matching/train-logistic';
import { trainMatchModel } from '../../src/server/features/matching/train-match-model';
import { loadTrainingOutcomes, trainingSet } from '../../src/server/features/matching/train-outcomes';
import { openOwnDatabase } from './own-database';
import { log } from './settings';

export const TRAINING_OUTCOMES = Number(process.env.BENCH_TRAINING_OUTCOMES ?? 100_000);
/** the target. */
export const TRAINING_SECONDS = 30;
const WORKERS = 2000;
const MANAGERS = 100;

export type TrainingResult = {
  outcomes: number;
  positives: number;
  seconds: number;
  loadSeconds: number;
  fitSeconds: number;
  iterations: number;
  deterministic: boolean;
  weights: Record<string, number>;
};

async function seedOutcomes(sql: pg.Client, n: number) {
  await sql.query(
    `INSERT INTO users (role, email, password_hash, phone, sms_notifications)
     SELECT CASE WHEN g <= ${MANAGERS} THEN 'manager' ELSE 'talent' END, 'train.' || g || '@bench.test', 'x',
            '+1301' || lpad(g::text, 7, '0'), false
     FROM generate_series(1, ${MANAGERS + WORKERS}) g`,
  );
  await sql.query(
    `INSERT INTO manager_accounts (user_id, first_name, last_name, company_name, street_address, city, state)
     SELECT id, 'Train', 'Manager', 'Train Bistro', '1 Main St', 'Baltimore', 'MD' FROM users WHERE role = 'manager'`,
  );
  await sql.query(
    `INSERT INTO talent_profiles (user_id, name, years, skills, approved)
     SELECT id, 'Train Talent', (ARRAY['0-1', '2-3', '4-5', '6+'])[1 + abs(hashtext(email)) % 4],
            CASE abs(hashtext(email)) % 3 WHEN 0 THEN ARRAY['Server/Waitstaff', 'Food runner']
              WHEN 1 THEN ARRAY['Cashier', 'Sales associate'] ELSE ARRAY['Food prep', 'Greeter'] END, true
     FROM users WHERE role = 'talent'`,
  );
  // One past shift per booking, over the last 170 days; position by g, business by g, worker by a hash of g.
  await sql.query(
    `WITH m AS (SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS i FROM users WHERE role = 'manager')
     INSERT INTO shifts (manager_id, business_name, manager_email, position_title, location_address, shift_date,
                         start_time, end_time, time_zone, starts_at, ends_at, hourly_rate_cents, contact_person,
                         contact_phone, requirements, accepted_count)
     SELECT m.id, 'Train Bistro', m.email, (ARRAY['Brunch Server', 'Cashier', 'Prep Cook', 'Host'])[1 + g % 4],
            '1 Main St', (t.st AT TIME ZONE 'America/New_York')::date, '09:00', '15:00', 'America/New_York',
            t.st, t.st + interval '6 hours', 1800, 'Pat', '+13015550142', 'Experience preferred.', 1
     FROM generate_series(0, $1::int - 1) g
     JOIN m ON m.i = g % ${MANAGERS}
     CROSS JOIN LATERAL (SELECT now() - (1 + (g::float8 / $1) * 170) * interval '1 day' AS st) t`,
    [n],
  );
  await sql.query(
    `WITH s AS (SELECT id, starts_at, ends_at, row_number() OVER (ORDER BY starts_at, id) - 1 AS i FROM shifts),
          w AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS i FROM users WHERE role = 'talent'),
          x AS (SELECT s.*, w.id AS worker_id, abs(hashtext(s.id::text)) % 100 AS roll
                FROM s JOIN w ON w.i = abs(hashtext('w' || s.i)) % ${WORKERS})
     INSERT INTO shift_applications (shift_id, worker_id, status, applied_at, selected_at, accepted_at, completed_at,
                                     cancelled_at, cancelled_by, cancellation_consequence)
     SELECT id, worker_id, CASE WHEN roll < 85 THEN 'completed' WHEN roll < 95 THEN 'cancelled' ELSE 'no_show' END,
            starts_at - interval '3 days', starts_at - interval '2 days',
            starts_at - interval '2 days' + (roll * interval '2 minutes'),
            CASE WHEN roll < 85 THEN ends_at + interval '2 hours' END,
            CASE WHEN roll >= 85 AND roll < 95 THEN starts_at - interval '6 hours'
                 WHEN roll >= 95 THEN ends_at + interval '4 hours' END,
            CASE WHEN roll >= 85 AND roll < 95 THEN 'talent' WHEN roll >= 95 THEN 'system' END,
            CASE WHEN roll >= 85 AND roll < 95 THEN 'very_late' WHEN roll >= 95 THEN 'no_show' END
     FROM x`,
  );
  await sql.query(
    `INSERT INTO ratings (application_id, shift_id, rater_id, ratee_id, rater_role, stars, created_at, published_at)
     SELECT a.id, a.shift_id, s.manager_id, a.worker_id, 'manager', 1 + abs(hashtext(a.id::text)) % 5,
            a.completed_at, a.completed_at + interval '1 day'
     FROM shift_applications a JOIN shifts s ON s.id = a.shift_id WHERE a.status = 'completed'`,
  );
  await sql.query('ANALYZE');
}

export async function measureTraining(): Promise<TrainingResult | null> {
  const own = await openOwnDatabase('training');
  if (!own) return null;
  const { database, sql } = own;
  try {
    await runMigrations(database);
    const seedStarted = performance.now();
    await seedOutcomes(sql, TRAINING_OUTCOMES);
    log(
      `training: ${TRAINING_OUTCOMES} outcomes seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const deps = { db: database.db, now: () => new Date() };
    const started = performance.now();
    const trained = await trainMatchModel(deps);
    const seconds = (performance.now() - started) / 1000;
    if (!trained) throw new Error('training: no model was trained');
    const loadStarted = performance.now();
    const set = trainingSet(await loadTrainingOutcomes(database.db));
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const fitStarted = performance.now();
    const fit = fitLogisticNonNegative(set.rows, set.labels);
    const fitSeconds = (performance.now() - fitStarted) / 1000;
    const deterministic =
      Object.is(fit.bias, trained.model.bias) &&
      fit.weights.every((w, j) => Object.is(w, Object.values(trained.model.weights)[j]));
    const result: TrainingResult = {
      outcomes: trained.sampleSize,
      positives: trained.positives,
      seconds,
      loadSeconds,
      fitSeconds,
      iterations: trained.iterations,
      deterministic,
      weights: { bias: trained.model.bias, ...trained.model.weights },
    };
    log(`training: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await own.close();
  }
}
