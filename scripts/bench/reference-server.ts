// The bench's reference for the signed-in reads: a bare `node:http` server, no framework, with a
// `pg.Pool` on the app's PostgreSQL database (PostgreSQL only: PGlite admits one process, the app's). It answers
//   GET /api/shifts/open?sort=soonest        (a talent's first page, 'Soonest': the listing with their own applications)
//   GET /api/shifts/mine                     (a manager's own upcoming shifts with their applicant counts)
//   GET /api/shifts/:shiftId/applications    (a manager's shift with its applicants, 'Best match' first)
// as the app does: the `tb_session` cookie is looked up with the app's session query (src/server/auth/sessions.ts,
// resolveSession), then the page is read with the app's query (same columns, conditions, order, LIMIT and keyset)
// and the same JSON is sent. The trust figures (reliability, ratings, match scores, the applicants' order)
// come from reference-trust.ts and reference-match.ts: the app's statements written again, their figures computed by
// the app's pure rules in src/shared. The SQL is written by hand, plain and parameterised, but for the rules that also
// live in SQL (which bookings count for reliability and for 'worked here'), which are the app's own fragments rendered
// to text once at start-up (reference-sql.ts), so no copy of a rule can drift. scripts/bench.ts checks
// at start-up that this server and the app return deep-equal bodies for the three reads, so it cannot drift.
//
// What it deliberately leaves out, all of which the app does on these requests: Fastify's routing, hooks and
// request ids; helmet's security headers and the Permissions-Policy header; the cross-site request check; request
// validation (zod on the query string and path, the cursor's checks, a 400 for a malformed one); the response
// schema's serialisation (the zod serializer: here a plain JSON.stringify); the error handler and the error body
// shape (refusals here are a bare status); logging and its URL redaction; the anonymous visitors' open-shifts
// cache (only signed-in reads are answered).
//
// Env: DATABASE_URL, HOST, PORT (scripts/bench/server.ts sets them).
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';
import { workerReliabilityOf } from '../../src/server/trust/load-reliability';
import { SESSION_REFRESH_MS } from '../../src/shared/constants';
import type { Role } from '../../src/shared/domain/roles';
import { isShiftVisible } from '../../src/shared/domain/shift-availability';
import { APPLICATION_COLUMNS, applicantDto, type Row, shiftDto, shiftWithContactDto } from './reference-dto';
import { openShiftMatches, rankedApplicants, workerOwnFacts } from './reference-match';
import { businessRatings, businessReliability, workerReliability } from './reference-trust';

const PAGE_SIZE = 20; // OPEN_SHIFTS_PAGE_SIZE and MANAGER_SHIFTS_PAGE_SIZE
const MAX_APPLICANTS = 500; // get-shift-applications.ts
const DATE_OID = 1082;

// As many connections as the app's pool (src/server/db/client.ts). `date` columns stay 'yyyy-MM-dd' strings,
// as Drizzle's { mode: 'string' } gives them to the app.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  types: {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID
        ? (value: string) => value
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  },
});
pool.on('error', () => {});

const query = async (text: string, values: unknown[], name?: string) =>
  (await pool.query(name ? { name, text, values } : { text, values })).rows as Row[];

const SESSION_SQL = `
  SELECT u.id AS user_id, u.role, u.email, tp.name AS talent_name, ma.first_name, ma.last_name, ma.company_name,
         s.id AS session_id, s.created_at, s.last_seen_at, s.expires_at
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN talent_profiles tp ON tp.user_id = u.id
  LEFT JOIN manager_accounts ma ON ma.user_id = u.id
  WHERE s.token_hash = $1 AND s.expires_at > $2
  LIMIT 1`;

const SHIFT_COLUMNS = `s.id, s.manager_id, s.business_name, s.manager_email, s.position_title, s.location_address,
  s.shift_date, s.start_time, s.end_time, s.overnight, s.time_zone, s.starts_at, s.ends_at, s.hourly_rate_cents,
  s.break_minutes, s.dress_code, s.job_description, s.requirements, s.parking_info, s.contact_person,
  s.contact_phone, s.max_applications, s.non_smokers, s.additional_info, s.status, s.accepted_count, s.created_at,
  s.auto_backfill, s.version, s.favourites_first_until`;

type Session = { userId: string; role: Role };

/** resolveSession: the session row with its user, refreshing last_seen_at at most every 30 minutes. */
async function resolveSession(cookieHeader: string | undefined, now: Date): Promise<Session | null> {
  const token = cookieHeader?.match(/(?:^|;\s*)tb_session=([^;]*)/)?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(decodeURIComponent(token)).digest('hex');
  const [row] = await query(SESSION_SQL, [hash, now]);
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() >= SESSION_REFRESH_MS)
    await query('UPDATE sessions SET last_seen_at = $1 WHERE id = $2', [now, row.session_id]);
  return { userId: row.user_id, role: row.role };
}

const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
/** No validation: the bench only sends cursors the app handed out. */
const decodeCursor = (value: string) => {
  const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  return { at: at!, id: id! };
};

/** A 'Favourites first' window still running (visibility-sql.ts): only the manager's favourites see the shift. */
const WINDOW_RUNNING = 's.favourites_first_until IS NOT NULL AND s.favourites_first_until > $1';
/** visibility-sql.ts, shiftVisibleToWorkerSql with the worker as $2: no block either way, the window rule. */
const VISIBLE_TO_WORKER = `s.manager_id NOT IN (SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = $2
    UNION ALL SELECT b2.blocker_id FROM blocks b2 WHERE b2.blocked_id = $2)
  AND (NOT (${WINDOW_RUNNING})
    OR EXISTS (SELECT 1 FROM favourites f WHERE f.manager_id = s.manager_id AND f.worker_id = $2))`;

/**
 * The signed-in open-shifts page, 'Soonest' (list-open-shifts.ts; a talent's with open-shifts-for.ts's `sort=soonest`):
 * open, upcoming, not filled, visible to the caller; soonest first; a talent's own application joined, each shift
 * with its business's reliability and rating and the talent's match. Talent get 'Best match' unless they ask for
 * 'Soonest': the reference answers only 'Soonest' (the 'Best match' reads have their own scenarios).
 */
async function openShifts(session: Session, url: URL, now: Date) {
  const viewerId = session.role === 'talent' ? session.userId : null;
  if (viewerId && url.searchParams.get('sort') !== 'soonest') return 400;
  const cursor = url.searchParams.get('cursor');
  const after = cursor ? decodeCursor(cursor) : null;
  const keyset = viewerId ? '$3::timestamptz, $4::uuid' : '$2::timestamptz, $3::uuid';
  const [rows, own] = await Promise.all([
    query(
      `SELECT ${SHIFT_COLUMNS}, a.id AS application_id, a.status AS application_status
       FROM shifts s
       LEFT JOIN shift_applications a ON a.shift_id = s.id AND ${viewerId ? 'a.worker_id = $2' : 'false'}
       WHERE s.starts_at > $1 AND s.status = 'open' AND s.accepted_count < s.max_applications
         AND ${viewerId ? VISIBLE_TO_WORKER : `NOT (${WINDOW_RUNNING})`}
         ${after ? `AND (s.starts_at, s.id) > (${keyset})` : ''}
       ORDER BY s.starts_at, s.id
       LIMIT ${PAGE_SIZE + 1}`,
      [now, ...(viewerId ? [viewerId] : []), ...(after ? [after.at, after.id] : [])],
    ),
    viewerId ? workerOwnFacts(query, viewerId, now) : null,
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const managerIds = page.map((r) => r.manager_id);
  const listed = page.map((r) => ({
    id: r.id,
    positionTitle: r.position_title,
    requirements: r.requirements,
  }));
  const [reliabilityOf, ratingOf, matches] = await Promise.all([
    businessReliability(query, managerIds, now),
    businessRatings(query, managerIds),
    viewerId && own ? openShiftMatches(query, viewerId, own, listed) : null,
  ]);
  return {
    shifts: page.map((r) => ({
      ...shiftDto(r),
      myApplication:
        r.application_id && r.application_status
          ? { id: r.application_id, status: r.application_status }
          : null,
      businessReliability: reliabilityOf(r.manager_id),
      businessRating: ratingOf(r.manager_id),
      match: matches?.get(r.id) ?? null,
      businessId: viewerId ? r.manager_id : null,
    })),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last.starts_at, last.id) : null,
  };
}

/** list-manager-shifts.ts: the manager's own upcoming shifts, newest first, with how many applied. */
async function managerShifts(session: Session, url: URL, now: Date) {
  const cursor = url.searchParams.get('cursor');
  const before = cursor ? decodeCursor(cursor) : null;
  const rows = await query(
    `SELECT ${SHIFT_COLUMNS},
            (SELECT count(*)::int FROM shift_applications sa WHERE sa.shift_id = s.id) AS application_count
     FROM shifts s
     WHERE s.manager_id = $1 AND s.starts_at > $2
       ${before ? 'AND (s.created_at, s.id) < ($3::timestamptz, $4::uuid)' : ''}
     ORDER BY s.created_at DESC, s.id DESC
     LIMIT ${PAGE_SIZE + 1}`,
    [session.userId, now, ...(before ? [before.at, before.id] : [])],
  );
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    shifts: page.map((r) => ({ ...shiftWithContactDto(r), applicationCount: r.application_count })),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

/** A booking stays in view even with a block between the pair (get-shift-applications.ts). */
const BOOKED = "('accepted', 'checked_in', 'completed', 'no_show')";

/**
 * get-shift-applications.ts: the manager's own upcoming shift and its applicants ('Best match' first unless
 * `sort=newest`), each with their match, reliability, rating, the manager's star and whether they are vetted.
 */
async function shiftApplications(session: Session, shiftId: string, url: URL, now: Date) {
  // As the app does: the shift and its applicants at once, the applicants used only once the shift is the caller's
  // and visible. A blocked pair's applications are left out, but never a booking.
  // receives_texts: accountReceivesTextsSql (src/server/sms/opt-out.ts): a phone the worker verified and agreed to
  // texts on, and which never replied STOP.
  const [[shift], rows] = await Promise.all([
    query(`SELECT ${SHIFT_COLUMNS} FROM shifts s WHERE s.id = $1 AND s.manager_id = $2 LIMIT 1`, [
      shiftId,
      session.userId,
    ]),
    query(
      `SELECT ${APPLICATION_COLUMNS},
            u.email, u.phone, tp.name, tp.bio, tp.skills, tp.avatar_key, tp.average_rating, tp.rating_count,
            tp.approved,
            u.phone IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone = u.phone)
              AND u.phone_verified_at IS NOT NULL AND u.sms_notifications AS receives_texts,
            EXISTS (SELECT 1 FROM favourites f WHERE f.manager_id = $2 AND f.worker_id = a.worker_id) AS favourite
     FROM shift_applications a
     JOIN users u ON u.id = a.worker_id
     LEFT JOIN talent_profiles tp ON tp.user_id = a.worker_id
     WHERE a.shift_id = $1
       AND (a.status IN ${BOOKED} OR NOT EXISTS (SELECT 1 FROM blocks b
         WHERE (b.blocker_id = $2 AND b.blocked_id = a.worker_id) OR (b.blocker_id = a.worker_id AND b.blocked_id = $2)))
     ORDER BY a.applied_at DESC, a.id DESC
     LIMIT ${MAX_APPLICANTS}`,
      [shiftId, session.userId],
    ),
  ]);
  if (!shift) return 404;
  if (!isShiftVisible({ startsAt: shift.starts_at }, now)) return 403;
  const loading = workerReliability(
    query,
    rows.map((r) => r.worker_id),
    now,
  );
  const sort = url.searchParams.get('sort') === 'newest' ? 'newest' : 'best';
  const applicants = rows.map(
    (r): Row & { id: string; workerId: string; appliedAt: Date; status: string } => ({
      ...r,
      id: r.id,
      workerId: r.worker_id,
      appliedAt: r.applied_at,
      status: r.status,
    }),
  );
  const [reliability, ranked] = await Promise.all([
    loading,
    rankedApplicants(
      query,
      { managerId: shift.manager_id, positionTitle: shift.position_title, requirements: shift.requirements },
      applicants,
      sort,
      loading,
    ),
  ]);
  return {
    shift: shiftWithContactDto(shift),
    applications: ranked.map((r) => applicantDto(r, workerReliabilityOf(reliability, r.worker_id))),
  };
}

const APPLICATIONS_PATH = /^\/api\/shifts\/([0-9a-f-]{36})\/applications$/;

function send(res: ServerResponse, status: number, body?: unknown) {
  const json = body === undefined ? '{}' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://reference');
    if (req.method !== 'GET') return send(res, 404);
    if (url.pathname === '/api/health') return send(res, 200, { ok: true });
    const now = new Date();
    const applications = url.pathname.match(APPLICATIONS_PATH);
    if (url.pathname !== '/api/shifts/open' && url.pathname !== '/api/shifts/mine' && !applications)
      return send(res, 404);
    const session = await resolveSession(req.headers.cookie, now);
    if (!session) return send(res, 401);
    if (url.pathname === '/api/shifts/open') {
      const page = await openShifts(session, url, now);
      return typeof page === 'number' ? send(res, page) : send(res, 200, page);
    }
    if (session.role !== 'manager') return send(res, 403);
    if (url.pathname === '/api/shifts/mine') return send(res, 200, await managerShifts(session, url, now));
    const result = await shiftApplications(session, applications![1]!, url, now);
    return typeof result === 'number' ? send(res, result) : send(res, 200, result);
  } catch (error) {
    process.stderr.write(`reference: ${(error as Error).stack}\n`);
    send(res, 500);
  }
});

server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end();
});
