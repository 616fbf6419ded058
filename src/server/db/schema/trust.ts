// Trust: ratings and reports, appeals, favourites, blocks, invitations, the match model.
// Part of the one Drizzle schema (../schema.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AppealStatus, AppealSubjectKind } from '../../../shared/domain/appeals';
import { users } from './accounts';
import { cascadeRef, createdAt, staffDecision, textList, tstz } from './columns';
import { shiftApplications, shifts } from './shifts';

/**
 * A worker's appeal of a decision about them, first of a no-show (docs/product/attendance.md, "Appeals"): one per
 * (subject, user), within 14 days. `subject_id` names the decided row (a shift application for 'no_show' and for a
 * late 'cancellation' mark, docs/product/trust.md), so it
 * carries no foreign key. The operations team decides: status, decided_at, decided_by, decision_reason.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: cascadeRef('user_id', () => users.id),
    subjectKind: text('subject_kind').$type<AppealSubjectKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<AppealStatus>().notNull().default('open'),
    ...staffDecision(() => users.id),
  },
  (t) => [
    uniqueIndex('appeals_subject_user_uq').on(t.subjectKind, t.subjectId, t.userId),
    index('appeals_user_idx').on(t.userId, t.createdAt),
    index('appeals_queue_idx').on(t.status, t.createdAt),
    check(
      'appeals_subject_kind_check',
      sql`${t.subjectKind} IN ('no_show', 'cancellation', 'vetting', 'suspension')`,
    ),
    check('appeals_status_check', sql`${t.status} IN ('open', 'upheld', 'dismissed')`),
  ],
);

export type RaterRole = 'talent' | 'manager';
export type ReportStatus = 'open' | 'upheld' | 'dismissed';

/**
 * One side's rating of a completed booking (docs/product/trust.md, "Ratings"): the worker rates the business
 * (rater_role 'talent'), the manager rates the worker ('manager'). Hidden until `published_at`, set for both of the
 * booking's ratings in one statement when the second arrives or the 7-day window ends; never changed after that,
 * except the rated party's one public reply.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: cascadeRef('application_id', () => shiftApplications.id),
    shiftId: cascadeRef('shift_id', () => shifts.id),
    raterId: cascadeRef('rater_id', () => users.id),
    rateeId: cascadeRef('ratee_id', () => users.id),
    raterRole: text('rater_role').$type<RaterRole>().notNull(),
    stars: integer('stars').notNull(),
    /** Stored exactly as typed (at most 500 characters); rendered as text, never as HTML. */
    comment: text('comment'),
    tags: textList('tags'),
    createdAt: createdAt(),
    publishedAt: tstz('published_at'),
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    /** 'Remove the rating' by staff (migration 0020): hidden from every list and the averages. */
    hiddenAt: tstz('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('ratings_application_rater_uq').on(t.applicationId, t.raterRole),
    index('ratings_ratee_live_idx').on(t.rateeId, t.publishedAt),
    index('ratings_rater_idx').on(t.raterId, t.createdAt),
    check('ratings_stars_check', sql`${t.stars} BETWEEN 1 AND 5`),
    check('ratings_comment_length_check', sql`char_length(${t.comment}) <= 500`),
    check('ratings_rater_role_check', sql`${t.raterRole} IN ('talent', 'manager')`),
  ],
);

/** 'Report' on a live rating (docs/product/trust.md): one per (rating, reporter); the operations team decides. */
export const ratingReports = pgTable(
  'rating_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ratingId: cascadeRef('rating_id', () => ratings.id),
    reporterId: cascadeRef('reporter_id', () => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    ...staffDecision(() => users.id),
  },
  (t) => [
    uniqueIndex('rating_reports_rating_reporter_uq').on(t.ratingId, t.reporterId),
    index('rating_reports_queue_idx').on(t.status, t.createdAt),
    check('rating_reports_status_check', sql`${t.status} IN ('open', 'upheld', 'dismissed')`),
  ],
);

/** A manager's starred worker (docs/product/trust.md, "Favourites"). */
export const favourites = pgTable(
  'favourites',
  {
    managerId: cascadeRef('manager_id', () => users.id),
    workerId: cascadeRef('worker_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_pair_uq').on(t.managerId, t.workerId),
    index('favourites_worker_idx').on(t.workerId),
  ],
);

/**
 * 'Block worker' (a manager) and 'Hide this business' (a worker): silent and mutual (docs/product/trust.md,
 * "Blocks"). A row either way means the pair no longer see each other's shifts or applications.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: cascadeRef('blocker_id', () => users.id),
    blockedId: cascadeRef('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocks_pair_uq').on(t.blockerId, t.blockedId),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/** 'Invite favourites' (docs/product/trust.md): one invitation per (shift, worker), however often the button is pressed. */
export const shiftInvitations = pgTable(
  'shift_invitations',
  {
    shiftId: cascadeRef('shift_id', () => shifts.id),
    workerId: cascadeRef('worker_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_invitations_pair_uq').on(t.shiftId, t.workerId),
    index('shift_invitations_worker_idx').on(t.workerId),
  ],
);

/**
 * The match model's weights (docs/decisions/018-match-score.md): the defaults until 200 outcomes exist, then one
 * row per training run. The newest row is the model in use; `source` says which.
 */
export const matchModels = pgTable(
  'match_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<'default' | 'learned'>().notNull(),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    sampleSize: integer('sample_size').notNull(),
    /** Outcomes in the sample that were good (completed without cancellation, rated 4 or more). */
    positives: integer('positives').notNull(),
    trainedAt: tstz('trained_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('match_models_trained_idx').on(t.trainedAt)],
);
