// The batch loaders of reliability (src/server/trust/load-reliability.ts) select in
// SQL exactly the bookings the pure formula counts (src/shared/domain/reliability.ts): on 500 workers and 20
// businesses with seeded histories over 400 days (every outcome, excused cancellations, upheld and open appeals,
// events in the future), each figure equals the formula's from the same rows, and 500 ids take one round trip.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessReliabilityQuery,
  loadBusinessReliability,
  loadWorkerReliability,
  workerReliabilityQuery,
} from '../../src/server/trust/load-reliability';
import {
  type BusinessBookingEvent,
  businessBookingCounts,
  businessReliability,
  hoursBetween,
  reliabilityWindowStart,
  type WorkerBookingEvent,
  workerBookingOutcome,
  workerReliability,
} from '../../src/shared/domain/reliability';
import { createTestApp, type TestApp } from '../support/http';

let t: TestApp;
const NOW = new Date('2026-11-26T12:00:00Z');
type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => {
  const result = (await t.ctx.db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
};

beforeAll(async () => {
  t = await createTestApp();
  const now = sql`${NOW.toISOString()}::timestamptz`;
  await t.ctx.db.execute(sql`
    insert into users (id, role, email, password_hash)
    select md5('w' || i)::uuid, 'talent', 'w' || i || '@load.test', 'x' from generate_series(1, 500) i
    union all
    select md5('m' || i)::uuid, 'manager', 'm' || i || '@load.test', 'x' from generate_series(1, 20) i`);
  // 2 000 shifts, 100 per business, spread over 400 days before now and 20 days after.
  await t.ctx.db.execute(sql`
    insert into shifts (id, manager_id, business_name, manager_email, position_title, location_address, shift_date,
      start_time, end_time, time_zone, starts_at, ends_at, hourly_rate_cents, contact_person, contact_phone, status)
    select md5('s' || i)::uuid, md5('m' || (i % 20 + 1))::uuid, 'B', 'm@load.test', 'Server', 'Here', '2026-01-01',
      '09:00', '15:00', 'America/New_York', ${now} - (i % 420 - 20) * interval '1 day',
      ${now} - (i % 420 - 20) * interval '1 day' + interval '6 hours', 1850, 'C', '+13015550100', 'closed'
    from generate_series(1, 2000) i`);
  // 30 bookings per worker on distinct shifts, with outcomes and times from a hash of the pair.
  await t.ctx.db.execute(sql`
    insert into shift_applications (id, shift_id, worker_id, status, cancellation_consequence, cancelled_by,
      cancelled_at, completed_at, emergency_excuse)
    select md5('a' || w || '-' || k)::uuid, md5('s' || ((w * 37 + k * 67) % 2000 + 1))::uuid, md5('w' || w)::uuid,
      (array['completed','completed','completed','completed','no_show','cancelled','cancelled','cancelled','cancelled','withdrawn'])[h % 10 + 1],
      (array[null,null,null,null,'no_show','late','very_late','business_late','none',null])[h % 10 + 1],
      (array[null,null,null,null,'system','talent','talent','manager','talent',null])[h % 10 + 1],
      case when h % 10 between 4 and 8 then s.starts_at - (h % 50) * interval '1 hour' end,
      case when h % 10 < 4 and h % 7 > 0 then s.ends_at + (h % 60) * interval '1 hour' end,
      h % 10 = 8 and h % 3 = 0
    from generate_series(1, 500) w, generate_series(1, 30) k,
      lateral (select ('x' || substr(md5(w || ':' || k), 1, 7))::bit(28)::int as h) hh,
      lateral (select starts_at, ends_at from shifts where id = md5('s' || ((w * 37 + k * 67) % 2000 + 1))::uuid) s
    on conflict do nothing`);
  // Appeals: some upheld, some open, by the worker and by the business.
  await t.ctx.db.execute(sql`
    insert into appeals (user_id, subject_kind, subject_id, note, status)
    select sa.worker_id, case when sa.status = 'no_show' then 'no_show' else 'cancellation' end, sa.id, 'n',
      case when abs(hashtext(sa.id::text)) % 2 = 0 then 'upheld' else 'open' end
    from shift_applications sa
    where sa.cancellation_consequence in ('no_show', 'late', 'very_late') and abs(hashtext(sa.id::text)) % 5 = 0
    union all
    select s.manager_id, 'cancellation', sa.id, 'n', 'upheld'
    from shift_applications sa join shifts s on s.id = sa.shift_id
    where sa.cancellation_consequence = 'business_late' and abs(hashtext(sa.id::text)) % 4 = 0`);
  // Approved timesheets of some completed bookings, approved 1 to 72 h after submission.
  await t.ctx.db.execute(sql`
    insert into timesheets (application_id, shift_id, worker_id, manager_id, check_in_at, check_out_at, break_minutes,
      worked_minutes, hourly_rate_cents, pay_cents, status, submitted_at, approved_at, approved_by)
    select sa.id, s.id, sa.worker_id, s.manager_id, s.starts_at, s.ends_at, 30, 330, 1850, 10175, 'approved',
      s.ends_at, s.ends_at + (abs(hashtext(sa.id::text)) % 72 + 1) * interval '1 hour', 'manager'
    from shift_applications sa join shifts s on s.id = sa.shift_id
    where sa.status = 'completed' and abs(hashtext(sa.id::text)) % 3 > 0`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Every worker's and business's events as the formula reads them, from the same rows. */
async function events() {
  const bookings = await rows(sql`
    select sa.id, sa.worker_id, s.manager_id, sa.status, sa.cancellation_consequence as consequence,
      sa.emergency_excuse as excused, coalesce(sa.completed_at, sa.cancelled_at, s.ends_at) as at,
      exists (select 1 from appeals ap where ap.subject_id = sa.id and ap.user_id = sa.worker_id
        and ap.status = 'upheld') as worker_upheld,
      exists (select 1 from appeals ap where ap.subject_id = sa.id and ap.user_id = s.manager_id
        and ap.status = 'upheld') as business_upheld
    from shift_applications sa join shifts s on s.id = sa.shift_id`);
  const workers = new Map<string, WorkerBookingEvent[]>();
  const businesses = new Map<string, BusinessBookingEvent[]>();
  for (const b of bookings) {
    const at = new Date(b.at as string);
    // Which bookings count, and as what: the pure rule ('My reliability' uses it).
    const row = {
      status: b.status as string,
      cancellationConsequence: b.consequence as string | null,
      emergencyExcuse: Boolean(b.excused),
      workerAppealUpheld: Boolean(b.worker_upheld),
      businessAppealUpheld: Boolean(b.business_upheld),
    };
    const outcome = workerBookingOutcome(row);
    if (outcome) {
      const list = workers.get(b.worker_id as string) ?? [];
      list.push({ outcome, at });
      workers.set(b.worker_id as string, list);
    }
    if (businessBookingCounts(row)) {
      const list = businesses.get(b.manager_id as string) ?? [];
      list.push({ at, lateByBusiness: b.consequence === 'business_late' });
      businesses.set(b.manager_id as string, list);
    }
  }
  return { workers, businesses };
}

describe('the reliability loaders', () => {
  it("give every worker the formula's figure from the same rows, 500 at once", async () => {
    const ids = (await rows(sql`select id from users where role = 'talent' order by id`)).map((r) =>
      String(r.id),
    );
    expect(ids).toHaveLength(500);
    await loadWorkerReliability(t.ctx.db, ids, NOW); // warm
    const started = performance.now();
    const loaded = await loadWorkerReliability(t.ctx.db, ids, NOW);
    const ms = performance.now() - started;
    console.info(`loadWorkerReliability: 500 workers in ${ms.toFixed(1)} ms`);
    if (process.env.EXPLAIN_RELIABILITY)
      for (const r of await rows(sql`explain (analyze, buffers) ${workerReliabilityQuery(ids, NOW)}`))
        console.info(Object.values(r)[0]);
    const { workers } = await events();
    let figures = 0;
    for (const id of ids) {
      const expected = workerReliability(workers.get(id) ?? [], NOW);
      expect(loaded.get(id), id).toEqual(expected);
      if (expected.figure !== null) figures++;
    }
    expect(figures, 'most workers have a figure').toBeGreaterThan(400);
  });

  it("give every business the formula's share and median approval time", async () => {
    const ids = (await rows(sql`select id from users where role = 'manager' order by id`)).map((r) =>
      String(r.id),
    );
    await loadBusinessReliability(t.ctx.db, ids, NOW); // warm
    const started = performance.now();
    const loaded = await loadBusinessReliability(t.ctx.db, ids, NOW);
    console.info(`loadBusinessReliability: 20 businesses in ${(performance.now() - started).toFixed(1)} ms`);
    if (process.env.EXPLAIN_RELIABILITY)
      for (const r of await rows(sql`explain (analyze, buffers) ${businessReliabilityQuery(ids, NOW)}`))
        console.info(Object.values(r)[0]);
    const { businesses } = await events();
    const since = reliabilityWindowStart(NOW);
    for (const id of ids) {
      const approvals = await rows(sql`
        select submitted_at, approved_at from timesheets
        where manager_id = ${id}::uuid and approved_at > ${since.toISOString()}::timestamptz
          and approved_at <= ${NOW.toISOString()}::timestamptz
        order by approved_at desc, id desc limit 20`);
      const hours = approvals.map((a) => hoursBetween(a.submitted_at as string, a.approved_at as string));
      const expected = businessReliability(businesses.get(id) ?? [], hours, NOW);
      const got = loaded.get(id)!;
      expect({ ...got, medianApprovalHours: null }).toEqual({ ...expected, medianApprovalHours: null });
      expect(got.medianApprovalHours ?? -1).toBeCloseTo(expected.medianApprovalHours ?? -1, 6);
    }
  });

  it('answers nothing for no ids and leaves out what is not a uuid', async () => {
    expect((await loadWorkerReliability(t.ctx.db, [], NOW)).size).toBe(0);
    const loaded = await loadWorkerReliability(t.ctx.db, ['not-an-id', "'; drop table users; --"], NOW);
    expect(loaded.size).toBe(0);
  });
});
