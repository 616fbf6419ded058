// The match model's training data (docs/decisions/018-match-score.md, "Training"): every finished booking with an
// outcome, and the facts of its (worker, shift) pair as they stood before that shift, loaded in one SQL statement
// (window functions over each worker's bookings, not a query per row). Rows come ordered by application id, so the
// same database gives the same rows in the same order, and so the same weights.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RELIABILITY } from '../../../shared/constants';
import {
  FALLBACK_PLATFORM_RATING,
  MATCH_FEATURE_NAMES,
  type MatchFacts,
  matchFeatures,
} from '../../../shared/domain/match-score';
import { workerReliabilityFromCounts } from '../../../shared/domain/reliability';
import { rowsOf } from '../../db/rows';
import { ratings, shiftApplications } from '../../db/schema';
import { countsAsWorkedHereSql } from '../../match/worked-here-sql';
import type { Tx } from '../../messaging/outbox';
import { ratingCountsSql } from '../../trust/live-rating-sql';
import { workerBookingOutcomeSql } from '../../trust/reliability-booking-sql';

/** A good outcome: completed without cancellation and rated 4 or more by the manager (product-next §6). */
export const GOOD_RATING = 4;

export type TrainingOutcome = { applicationId: string; facts: MatchFacts; label: 0 | 1 };
export type TrainingSet = { rows: number[][]; labels: number[]; positives: number };

type Row = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

const sa = alias(shiftApplications, 'sa');
const managerRating = alias(ratings, 'r');
const platformRating = alias(ratings, 'pr');

/**
 * The finished bookings that count for their worker's reliability, as the cards count them (workerBookingOutcomeSql:
 * no excused cancellation, no mark whose appeal was upheld), each with its outcome, whether it counts for workedHere,
 * and the manager's rating of it when that rating counts (ratingCountsSql: live, not removed by staff, not between
 * linked accounts). Every outcome is one of them, and the facts of an outcome are read from the earlier ones.
 * OFFSET 0 keeps the outcome computed once per booking.
 */
const BOOKINGS = sql`
  select * from (
    select sa.id, sa.worker_id, s.manager_id, s.starts_at, s.position_title, s.requirements,
      ${workerBookingOutcomeSql(sa)} as outcome, ${countsAsWorkedHereSql(sa)} as worked_here,
      r.stars as manager_stars
    from shift_applications sa
    join shifts s on s.id = sa.shift_id
    left join ratings r on r.application_id = sa.id and r.rater_role = 'manager' and ${ratingCountsSql(managerRating)}
    where sa.status in ('completed', 'no_show', 'cancelled')
    offset 0
  ) booking
  where booking.outcome is not null`;

/**
 * The outcome of a booking `b` (BOOKINGS): 1 when completed and rated GOOD_RATING or more by the manager (a rating
 * that counts); 0 when completed and rated below it, cancelled late or very late by the worker, or a no-show. A
 * completed booking the manager has not rated (yet) is no outcome; nor is a booking that does not count.
 */
const LABEL = sql.raw(`case
  when b.outcome = 'completed' and b.manager_stars >= ${GOOD_RATING} then 1
  when b.outcome = 'completed' and b.manager_stars is not null then 0
  when b.outcome in ('late', 'very_late', 'no_show') then 0
end`);

/** How many outcomes exist (the same rule as LABEL): training waits for MATCHING.learnAfterOutcomes. */
export async function countOutcomes(db: Pick<Tx, 'execute'>): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`with b as (${BOOKINGS}) select count(*) as n from b where ${LABEL} is not null`),
  );
  return num(row?.n);
}

/**
 * Outcomes with the facts known before each shift: ratings, reliability counts (the RELIABILITY.lastBookings
 * previous bookings that count; the 180-day bound of the live figure is not applied here) and completions at this
 * business come from the worker's earlier bookings only, so a booking's own rating never explains itself. Skills,
 * years and answer speed (median over all the worker's answered offers) are as they are now; favourite counts when
 * starred before the shift started. The shrinkage's prior is today's platform mean of worker ratings that count.
 */
export async function loadTrainingOutcomes(db: Pick<Tx, 'execute'>): Promise<TrainingOutcome[]> {
  const recent = RELIABILITY.lastBookings;
  const rows = rowsOf(
    await db.execute(sql`
      with b as (${BOOKINGS}),
      h as (
        select b.*, ${LABEL} as label,
          count(*) filter (where outcome = 'completed') over before as completed_before,
          count(*) filter (where worked_here) over here as completed_here,
          count(*) filter (where outcome = 'completed') over recent as r_completed,
          count(*) filter (where outcome = 'late') over recent as r_late,
          count(*) filter (where outcome = 'very_late') over recent as r_very_late,
          count(*) filter (where outcome = 'no_show') over recent as r_no_show,
          sum(manager_stars) over before as stars_sum,
          count(manager_stars) over before as stars_count
        from b
        window before as (partition by worker_id order by starts_at, id rows between unbounded preceding and 1 preceding),
          here as (partition by worker_id, manager_id order by starts_at, id
            rows between unbounded preceding and 1 preceding),
          recent as (partition by worker_id order by starts_at, id rows between ${sql.raw(String(recent))} preceding and 1 preceding)
      ),
      answers as (
        select worker_id,
          percentile_cont(0.5) within group (order by extract(epoch from (accepted_at - selected_at)) / 60.0) as minutes
        from shift_applications
        where accepted_at is not null and selected_at is not null and accepted_at >= selected_at
        group by worker_id
      )
      select h.id, h.position_title, h.requirements, tp.skills, tp.years, h.label,
        h.completed_before, h.completed_here, h.r_completed, h.r_late, h.r_very_late, h.r_no_show,
        h.stars_sum, h.stars_count, a.minutes as answer_minutes,
        exists (select 1 from favourites f
          where f.manager_id = h.manager_id and f.worker_id = h.worker_id and f.created_at <= h.starts_at) as favourite,
        (select avg(pr.stars) from ratings pr where pr.rater_role = 'manager' and ${ratingCountsSql(platformRating)})
          as platform_rating
      from h
      join talent_profiles tp on tp.user_id = h.worker_id
      left join answers a on a.worker_id = h.worker_id
      where h.label is not null
      order by h.id`),
  );
  return rows.map(toOutcome);
}

function toOutcome(row: Row): TrainingOutcome {
  const starsCount = num(row.stars_count);
  const reliability = workerReliabilityFromCounts({
    completed: num(row.r_completed),
    late: num(row.r_late),
    veryLate: num(row.r_very_late),
    noShows: num(row.r_no_show),
  });
  const facts: MatchFacts = {
    positionTitle: String(row.position_title ?? ''),
    requirements: (row.requirements as string | null) ?? null,
    skills: parseTextArray(row.skills),
    years: (row.years as string | null) ?? null,
    ratingAverage: starsCount > 0 ? num(row.stars_sum) / starsCount : null,
    ratingCount: starsCount,
    platformRating: numOrNull(row.platform_rating) ?? FALLBACK_PLATFORM_RATING,
    reliability: reliability.figure,
    completedHere: num(row.completed_here),
    favourite: row.favourite === true || row.favourite === 't',
    medianAnswerMinutes: numOrNull(row.answer_minutes),
    completedShifts: num(row.completed_before),
  };
  return { applicationId: String(row.id), facts, label: num(row.label) === 1 ? 1 : 0 };
}

/** node-postgres returns text[] as an array; a raw '{a,"b c"}' literal is parsed too. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.length < 2) return [];
  const inner = value.slice(1, -1);
  if (inner === '') return [];
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? ''),
  );
}

/** The features of each outcome in MATCH_FEATURE_NAMES order, with their labels. */
export function trainingSet(outcomes: readonly TrainingOutcome[]): TrainingSet {
  const rows = outcomes.map((o) => {
    const features = matchFeatures(o.facts);
    return MATCH_FEATURE_NAMES.map((name) => features[name]);
  });
  const labels = outcomes.map((o) => o.label);
  return { rows, labels, positives: labels.filter((l) => l === 1).length };
}
