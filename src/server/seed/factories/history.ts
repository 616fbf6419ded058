// A past of finished bookings for given businesses and workers, written in bulk (the demo seed, the training tests
// and the benchmark): past shifts, their bookings completed, cancelled late or missed, and published ratings both
// ways. Deterministic: the same inputs and seed give the same history. Outcomes follow a known rule (a worker's own
// quality, skills that fit the position, a business they know), so the learned weights have something to find.
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import { localDateTime } from '../../../shared/domain/timesheet';
import { insertPastApplications } from '../../booking/booking-facts';
import { favourites, ratings, type shiftApplications, shifts } from '../../db/schema';
import type { Tx } from '../../messaging/outbox';
import { updateRatingAverages } from '../../trust/rating-averages';

export type HistoryBusiness = {
  managerId: string;
  businessName: string;
  managerEmail: string;
  address: string;
};
/** `quality` 0..1: how likely the worker's bookings go well; `skills` decide which positions fit them. */
export type HistoryWorker = { workerId: string; skills: readonly string[]; quality: number };

export type HistoryOptions = {
  businesses: readonly HistoryBusiness[];
  workers: readonly HistoryWorker[];
  bookings: number;
  now: Date;
  /** Shifts are spread over this many days before now (within the 180-day reliability window by default). */
  days?: number;
  seed?: number;
  /** Rows per INSERT statement. */
  chunk?: number;
};

export const HISTORY_POSITIONS = [
  { title: 'Brunch Server', skill: 'Server/Waitstaff' },
  { title: 'Host / Greeter', skill: 'Greeter' },
  { title: 'Prep Cook', skill: 'Food prep' },
  { title: 'Food Runner', skill: 'Food runner' },
  { title: 'Weekend Cashier', skill: 'Cashier' },
  { title: 'Sales Associate', skill: 'Sales associate' },
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A fixed pseudo-random sequence (no Math.random): the same seed, the same history. */
export function sequence(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
type Outcome = 'good' | 'poor' | 'late' | 'very_late' | 'no_show';

/** Inserts the history; returns the counts. Everything in the caller's transaction (or the database directly). */
export async function seedBookingHistory(db: Tx, options: HistoryOptions) {
  const next = sequence(options.seed ?? 14);
  const days = options.days ?? 170;
  const chunk = options.chunk ?? 2_000;
  const shiftRows: (typeof shifts.$inferInsert)[] = [];
  const applicationRows: (typeof shiftApplications.$inferInsert)[] = [];
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const pairs = new Map<string, { completed: number; thirdAt?: Date }>();
  const counts = { completed: 0, good: 0, late: 0, noShows: 0 };
  for (let i = 0; i < options.bookings; i++) {
    const business = options.businesses[Math.floor(next() * options.businesses.length)] as HistoryBusiness;
    const worker = options.workers[Math.floor(next() * options.workers.length)] as HistoryWorker;
    const position = HISTORY_POSITIONS[
      Math.floor(next() * HISTORY_POSITIONS.length)
    ] as (typeof HISTORY_POSITIONS)[number];
    // Oldest first, so a worker's earlier bookings are their past when the later ones are trained on.
    const day = Math.floor(((options.bookings - i) / options.bookings) * days) + 1;
    const startsAt = new Date(Math.floor((options.now.getTime() - day * DAY) / HOUR) * HOUR - 5 * HOUR);
    const endsAt = new Date(startsAt.getTime() + 6 * HOUR);
    const pair = `${business.managerId}:${worker.workerId}`;
    const before = pairs.get(pair)?.completed ?? 0;
    const fits = worker.skills.includes(position.skill);
    const p = sigmoid(-3 + 2.2 * (fits ? 1 : 0) + 3 * worker.quality + 0.8 * Math.min(before, 2));
    const outcome = pickOutcome(next() < p, next());
    const shiftId = uuidFrom(next, i);
    const applicationId = uuidFrom(next, i + 1);
    const local = localDateTime(startsAt, DEFAULT_TIME_ZONE);
    shiftRows.push({
      id: shiftId,
      managerId: business.managerId,
      businessName: business.businessName,
      managerEmail: business.managerEmail,
      positionTitle: position.title,
      locationAddress: business.address,
      shiftDate: local.slice(0, 10),
      startTime: local.slice(11, 16),
      endTime: localDateTime(endsAt, DEFAULT_TIME_ZONE).slice(11, 16),
      timeZone: DEFAULT_TIME_ZONE,
      startsAt,
      endsAt,
      hourlyRateCents: 1700 + Math.floor(next() * 6) * 50,
      requirements: `Experience as ${position.skill.toLowerCase()} preferred.`,
      contactPerson: 'Shift lead',
      contactPhone: '+13015550142',
      createdAt: new Date(startsAt.getTime() - 5 * DAY),
      acceptedCount: outcome === 'late' || outcome === 'very_late' ? 0 : 1,
    });
    const selectedAt = new Date(startsAt.getTime() - 4 * DAY);
    const acceptedAt = new Date(selectedAt.getTime() + Math.floor(5 + next() * 120) * 60_000);
    const base = {
      id: applicationId,
      shiftId,
      workerId: worker.workerId,
      appliedAt: new Date(selectedAt.getTime() - DAY),
      selectedAt,
      acceptedAt,
    };
    if (outcome === 'good' || outcome === 'poor') {
      const completedAt = new Date(endsAt.getTime() + 2 * HOUR);
      applicationRows.push({
        ...base,
        status: 'completed',
        checkedInAt: startsAt,
        checkedOutAt: endsAt,
        completedAt,
      });
      const publishedAt = new Date(completedAt.getTime() + Math.floor(1 + next() * 6) * DAY);
      const managerStars =
        outcome === 'good' ? 4 + Math.round(next() * worker.quality) : 2 + Math.round(next());
      ratingRows.push(
        {
          applicationId,
          shiftId,
          raterId: business.managerId,
          rateeId: worker.workerId,
          raterRole: 'manager',
          stars: managerStars,
          createdAt: completedAt,
          publishedAt,
        },
        {
          applicationId,
          shiftId,
          raterId: worker.workerId,
          rateeId: business.managerId,
          raterRole: 'talent',
          stars: 3 + Math.round(next() * 2),
          createdAt: completedAt,
          publishedAt,
        },
      );
      pairs.set(pair, {
        completed: before + 1,
        thirdAt: before === 2 ? publishedAt : pairs.get(pair)?.thirdAt,
      });
      counts.completed++;
      if (outcome === 'good') counts.good++;
    } else if (outcome === 'no_show') {
      applicationRows.push({
        ...base,
        status: 'no_show',
        cancelledAt: new Date(endsAt.getTime() + 4 * HOUR),
        cancelledBy: 'system',
        cancellationConsequence: 'no_show',
      });
      counts.noShows++;
    } else {
      const ahead = outcome === 'late' ? 48 * HOUR : 6 * HOUR;
      applicationRows.push({
        ...base,
        status: 'cancelled',
        cancelledAt: new Date(startsAt.getTime() - ahead),
        cancelledBy: 'talent',
        cancellationConsequence: outcome,
      });
      counts.late++;
    }
  }
  for (let i = 0; i < shiftRows.length; i += chunk)
    await db.insert(shifts).values(shiftRows.slice(i, i + chunk));
  await insertPastApplications(db, applicationRows, chunk);
  for (let i = 0; i < ratingRows.length; i += chunk)
    await db.insert(ratings).values(ratingRows.slice(i, i + chunk));
  await starRegulars(db, pairs);
  const ids = [...options.workers.map((w) => w.workerId), ...options.businesses.map((b) => b.managerId)];
  await updateRatingAverages(db, ids);
  await db.execute(sql`
    update talent_profiles tp set shifts_completed = (
      select count(*) from shift_applications sa where sa.worker_id = tp.user_id and sa.status = 'completed')
    where tp.user_id in (${sql.join(
      options.workers.map((w) => sql`${w.workerId}::uuid`),
      sql`, `,
    )})`);
  return { bookings: options.bookings, ...counts };
}

/** A good booking, or one of the bad kinds: mostly rated below 4, some late cancellations and no-shows. */
function pickOutcome(good: boolean, roll: number): Outcome {
  if (good) return 'good';
  if (roll < 0.55) return 'poor';
  if (roll < 0.75) return 'late';
  if (roll < 0.87) return 'very_late';
  return 'no_show';
}

/** A business stars the workers it booked three times or more, after the third completion's rating. */
async function starRegulars(db: Tx, pairs: Map<string, { completed: number; thirdAt?: Date }>) {
  const rows = [...pairs.entries()].flatMap(([pair, { thirdAt }]) => {
    const [managerId, workerId] = pair.split(':') as [string, string];
    return thirdAt ? [{ managerId, workerId, createdAt: thirdAt }] : [];
  });
  if (rows.length > 0) await db.insert(favourites).values(rows).onConflictDoNothing();
}

/** A version-4-shaped uuid from the sequence (deterministic ids keep the training order stable run to run). */
function uuidFrom(next: () => number, salt: number): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[salt % 4]}${hex(3)}-${hex(12)}`;
}
