// Seeds the benchmark database in a few set-based statements (INSERT … SELECT generate_series), not one
// use-case call per row: 2 000 users (200 managers, 1 800 talent), 10 000 shifts (70 % open and upcoming,
// 15 % closed, 15 % already started), 20 000 applications, and a session for every user. Every account
// has the same password, hashed once (argon2id, the product's parameters).
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../../src/shared/domain/roles';
import { seedMatchingData } from './matching';

// biome-ignore lint/suspicious/noExplicitAny: rows of ad-hoc SQL.
export type Sql = (text: string, params?: unknown[]) => Promise<{ rows: any[] }>;

export const BENCH_PASSWORD = 'Bench-Pass-2026';
export const MANAGERS = 200;
export const TALENT = 1800;
export const SHIFTS = 10_000;
export const APPLICATIONS = 20_000;
const TZ = 'America/New_York';

export type BenchUser = { id: string; email: string; role: Role; token: string };
export type Seeded = {
  managers: BenchUser[];
  talent: BenchUser[];
  /** Upcoming open shifts, soonest first (the listing's order). */
  openShiftIds: string[];
  /** "shiftId workerId" of every application, so new ones can be chosen without a 409. */
  applied: Set<string>;
};

export async function seedBenchDatabase(sql: Sql, passwordHash: string): Promise<Seeded> {
  await sql(
    `INSERT INTO users (role, email, password_hash, phone, sms_notifications)
     SELECT 'manager', 'bench.manager.' || g || '@bench.test', $1, '+1301555' || lpad(g::text, 4, '0'), false
     FROM generate_series(1, ${MANAGERS}) g`,
    [passwordHash],
  );
  await sql(
    `INSERT INTO users (role, email, password_hash, phone, sms_notifications)
     SELECT 'talent', 'bench.talent.' || g || '@bench.test', $1, '+1240555' || lpad(g::text, 4, '0'), false
     FROM generate_series(1, ${TALENT}) g`,
    [passwordHash],
  );
  await sql(
    `INSERT INTO manager_accounts (user_id, first_name, last_name, company_name, street_address, city, state, zip)
     SELECT id, 'Bench', 'Manager', 'Bench Bistro ' || substring(email from 'manager\\.(\\d+)@'), '12 Harbor Street',
            'Baltimore', 'MD', '21202'
     FROM users WHERE role = 'manager'`,
  );
  await sql(
    `INSERT INTO talent_profiles (user_id, name, sector, years, skills, bio, approved)
     SELECT id, 'Bench Talent ' || substring(email from 'talent\\.(\\d+)@'), 'restaurant', '2-3',
            ARRAY['Server/Waitstaff', 'Food runner'], 'Calm under a full section.', true
     FROM users WHERE role = 'talent'`,
  );
  // g % 20: 0-13 open and upcoming (70 %), 14-16 closed, 17-19 started in the past.
  await sql(
    `WITH m AS (SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS i FROM users WHERE role = 'manager')
     INSERT INTO shifts (manager_id, business_name, manager_email, position_title, location_address, shift_date,
                         start_time, end_time, overnight, time_zone, starts_at, ends_at, hourly_rate_cents,
                         break_minutes, dress_code, job_description, contact_person, contact_phone,
                         max_applications, status, created_at)
     SELECT m.id, 'Bench Bistro ' || (g % ${MANAGERS}), m.email,
            (ARRAY['Brunch Server', 'Cashier', 'Host', 'Barista', 'Food Runner'])[1 + g % 5],
            (g % 900 + 1) || ' Harbor Street, Baltimore, MD 21202',
            (t.st AT TIME ZONE '${TZ}')::date, (t.st AT TIME ZONE '${TZ}')::time,
            ((t.st + interval '6 hours') AT TIME ZONE '${TZ}')::time,
            ((t.st + interval '6 hours') AT TIME ZONE '${TZ}')::date > (t.st AT TIME ZONE '${TZ}')::date,
            '${TZ}', t.st, t.st + interval '6 hours', 1500 + g % 1000, 30,
            'Black shirt, black trousers', 'Serve a section of eight tables during a busy service.',
            'Pat Lopez', '+13015550142', 1 + g % 3,
            CASE WHEN g % 20 BETWEEN 14 AND 16 THEN 'closed' ELSE 'open' END,
            now() - (g % 5000) * interval '1 minute'
     FROM generate_series(0, ${SHIFTS - 1}) g
     JOIN m ON m.i = g % ${MANAGERS}
     CROSS JOIN LATERAL (
       SELECT CASE WHEN g % 20 >= 17 THEN now() - (1 + g % 30) * interval '1 day'
                   ELSE date_trunc('hour', now()) + (1 + g % 60) * interval '1 day' + (g % 11) * interval '1 hour'
              END AS st
     ) t`,
  );
  // Two applications per shift, from different workers (g and g + 10 000 map to workers 1 000 apart).
  await sql(
    `WITH s AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS i FROM shifts),
          w AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS i FROM users WHERE role = 'talent')
     INSERT INTO shift_applications (shift_id, worker_id, status, applied_at)
     SELECT s.id, w.id, 'interested', now() - (g % 4000) * interval '1 minute'
     FROM generate_series(0, ${APPLICATIONS - 1}) g
     JOIN s ON s.i = g % ${SHIFTS}
     JOIN w ON w.i = g % ${TALENT}`,
  );

  // A past of rated bookings and a shift with 500 applicants, for 'Best match' (matching.ts).
  await seedMatchingData(sql);

  const users = (await sql(`SELECT id, email, role FROM users ORDER BY role, email`)).rows as Omit<
    BenchUser,
    'token'
  >[];
  const withTokens = users.map((u) => ({ ...u, token: randomBytes(32).toString('base64url') }));
  await sql(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT h, u, now() + interval '23 hours' FROM unnest($1::text[], $2::uuid[]) AS x(h, u)`,
    [withTokens.map((u) => createHash('sha256').update(u.token).digest('hex')), withTokens.map((u) => u.id)],
  );
  const open = await sql(
    `SELECT id FROM shifts WHERE status = 'open' AND starts_at > now() AND accepted_count < max_applications
     ORDER BY starts_at, id`,
  );
  const applications = await sql(`SELECT shift_id, worker_id FROM shift_applications`);
  await sql('ANALYZE');
  return {
    managers: withTokens.filter((u) => u.role === 'manager'),
    talent: withTokens.filter((u) => u.role === 'talent'),
    openShiftIds: open.rows.map((r) => r.id as string),
    applied: new Set(applications.rows.map((r) => `${r.shift_id} ${r.worker_id}`)),
  };
}

export async function countRows(sql: Sql) {
  // One at a time: a pg.Client runs one query at a time anyway.
  const count = async (text: string) => (await sql(text)).rows[0].n as number;
  return {
    users: await count('SELECT count(*)::int AS n FROM users'),
    shifts: await count('SELECT count(*)::int AS n FROM shifts'),
    openShifts: await count(
      `SELECT count(*)::int AS n FROM shifts WHERE status = 'open' AND starts_at > now()`,
    ),
    applications: await count('SELECT count(*)::int AS n FROM shift_applications'),
  };
}
