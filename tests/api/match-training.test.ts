// The match model's training job (docs/decisions/018-match-score.md, "Training"): nothing learned
// below MATCHING.learnAfterOutcomes outcomes; above it a learned model with its sample size and positives, the same
// weights bit for bit from the same data, no weight below 0, a second run of the same job storing nothing more;
// each outcome's facts come from the worker's earlier bookings only; and a rating or a mark that counts for nothing on
// the cards counts for nothing in training either.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appeals, matchModels, ratings, scheduledJobs, shiftApplications } from '../../src/server/db/schema';
import {
  fitMatchModel,
  MATCH_TRAINING_KIND,
  scheduleMatchTraining,
} from '../../src/server/features/matching/train-match-model';
import { countOutcomes, loadTrainingOutcomes } from '../../src/server/features/matching/train-outcomes';
import { currentMatchModel, forgetMatchModel } from '../../src/server/match/match-model';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { type HistoryWorker, seedBookingHistory } from '../../src/server/seed/factories/history';
import { MATCHING } from '../../src/shared/constants';
import { MATCH_FEATURE_NAMES } from '../../src/shared/domain/match-score';
import { createTestContext, type TestContext } from '../support/test-context';

let ctx: TestContext;
let workers: HistoryWorker[];
let businesses: { managerId: string; businessName: string; managerEmail: string; address: string }[];
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-06-10T12:00:00Z');
  businesses = [];
  for (const companyName of ['Harbor Street Bistro', 'Fells Point Market']) {
    const m = await createManager(ctx, { companyName });
    businesses.push({
      managerId: m.userId,
      businessName: companyName,
      managerEmail: m.email,
      address: '1 Main St',
    });
  }
  workers = [];
  const profiles = [
    { skills: ['Server/Waitstaff', 'Greeter'], quality: 0.9 },
    { skills: ['Food prep', 'Food runner'], quality: 0.6 },
    { skills: ['Cashier', 'Sales associate'], quality: 0.3 },
    { skills: ['Server/Waitstaff', 'Food runner', 'Cashier'], quality: 0.75 },
    { skills: ['Greeter'], quality: 0.1 },
  ];
  for (const p of profiles) {
    const t = await createTalent(ctx, { skills: p.skills as never });
    workers.push({ workerId: t.userId, skills: p.skills, quality: p.quality });
  }
});

afterAll(() => ctx.cleanup());

const trainingJobs = () =>
  ctx.db
    .select({ runAt: scheduledJobs.runAt, status: scheduledJobs.status })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.kind, MATCH_TRAINING_KIND))
    .orderBy(scheduledJobs.runAt);

describe('the match model training job', () => {
  it('learns nothing below the threshold; the defaults stay in use and the next run is a day later', async () => {
    await seedBookingHistory(ctx.db, {
      businesses,
      workers,
      bookings: 60,
      now: ctx.now(),
      seed: 1,
      days: 170,
    });
    expect(await countOutcomes(ctx.db)).toBeLessThan(MATCHING.learnAfterOutcomes);
    await scheduleMatchTraining(ctx);
    await ctx.services.scheduler.runDue();
    expect(await ctx.db.select().from(matchModels)).toHaveLength(0);
    forgetMatchModel(ctx.db);
    expect((await currentMatchModel(ctx.db)).source).toBe('default');
    const jobs = await trainingJobs();
    expect(jobs.map((j) => j.status)).toEqual(['done', 'pending']);
    expect((jobs[1]?.runAt.getTime() ?? 0) - (jobs[0]?.runAt.getTime() ?? 0)).toBe(DAY);
  });

  it('each outcome sees only the earlier bookings of its worker (its own rating never explains it)', async () => {
    const outcomes = await loadTrainingOutcomes(ctx.db);
    expect(outcomes.length).toBe(await countOutcomes(ctx.db));
    expect(Math.min(...outcomes.map((o) => o.facts.completedShifts))).toBe(0);
    expect(Math.min(...outcomes.map((o) => o.facts.ratingCount))).toBe(0);
    for (const o of outcomes) expect(o.facts.ratingCount).toBeLessThanOrEqual(o.facts.completedShifts);
    expect(outcomes.map((o) => o.applicationId)).toEqual([...outcomes.map((o) => o.applicationId)].sort());
  });

  it('above the threshold it stores learned weights with the sample size and positives, all weights at least 0', async () => {
    await seedBookingHistory(ctx.db, {
      businesses,
      workers,
      bookings: 400,
      now: ctx.now(),
      seed: 2,
      days: 160,
    });
    const outcomes = await countOutcomes(ctx.db);
    expect(outcomes).toBeGreaterThanOrEqual(MATCHING.learnAfterOutcomes);
    ctx.clock.now = new Date(ctx.now().getTime() + DAY);
    await ctx.services.scheduler.runDue();
    const rows = await ctx.db.select().from(matchModels);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.source).toBe('learned');
    expect(row?.sampleSize).toBe(outcomes);
    expect(row?.positives).toBeGreaterThan(0);
    expect(row?.positives).toBeLessThan(outcomes);
    expect(row?.trainedAt.toISOString()).toBe(ctx.now().toISOString());
    expect(Object.keys(row?.weights ?? {}).sort()).toEqual(['bias', ...MATCH_FEATURE_NAMES].sort());
    for (const name of MATCH_FEATURE_NAMES) expect(row?.weights[name]).toBeGreaterThanOrEqual(0);
    // Skills that fit the position drive the made-up outcomes: the model finds it.
    expect(row?.weights.skills).toBeGreaterThan(0.5);
    const current = await currentMatchModel(ctx.db);
    expect(current).toMatchObject({ source: 'learned', sampleSize: outcomes, positives: row?.positives });
    expect(current.model.weights.skills).toBe(row?.weights.skills);
  });

  it('the same data gives the same weights bit for bit', async () => {
    const a = await fitMatchModel(ctx);
    const b = await fitMatchModel(ctx);
    const [stored] = await ctx.db.select().from(matchModels);
    expect(a && b).toBeTruthy();
    expect(Object.is(a?.model.bias, b?.model.bias)).toBe(true);
    expect(Object.is(a?.model.bias, stored?.weights.bias)).toBe(true);
    for (const name of MATCH_FEATURE_NAMES) {
      expect(Object.is(a?.model.weights[name], b?.model.weights[name])).toBe(true);
      expect(Object.is(a?.model.weights[name], stored?.weights[name])).toBe(true);
    }
  });

  it('a second run of the same job stores nothing more; the start-up scheduling of the day adds no row', async () => {
    const [done] = (await trainingJobs()).filter((j) => j.status === 'done').slice(-1);
    const { runMatchTraining } = await import('../../src/server/features/matching/train-match-model');
    await runMatchTraining(ctx, { runAt: done?.runAt ?? new Date() });
    expect(await ctx.db.select().from(matchModels)).toHaveLength(1);
    const before = (await trainingJobs()).length;
    await scheduleMatchTraining(ctx);
    expect((await trainingJobs()).length).toBe(before);
  });

  it('completed bookings without a manager rating and cancellations that count for nothing are no outcomes', async () => {
    const before = await countOutcomes(ctx.db);
    const [someone] = await ctx.db
      .select()
      .from(shiftApplications)
      .where(eq(shiftApplications.status, 'cancelled'))
      .limit(1);
    await ctx.db
      .update(shiftApplications)
      .set({ cancellationConsequence: 'none', emergencyExcuse: true })
      .where(eq(shiftApplications.id, someone?.id ?? ''));
    expect(await countOutcomes(ctx.db)).toBe(before - 1);
    expect((await loadTrainingOutcomes(ctx.db)).some((o) => o.applicationId === someone?.id)).toBe(false);
  });

  it('a rating removed by staff and a mark upheld on appeal count for nothing, as on the cards', async () => {
    const before = await loadTrainingOutcomes(ctx.db);
    const beforeById = new Map(before.map((o) => [o.applicationId, o]));
    const [rated] = await ctx.db
      .select({ id: ratings.applicationId, workerId: ratings.rateeId })
      .from(ratings)
      .where(and(eq(ratings.raterRole, 'manager'), isNotNull(ratings.publishedAt)))
      .orderBy(ratings.applicationId)
      .limit(1);
    const [noShow] = await ctx.db
      .select({ id: shiftApplications.id, workerId: shiftApplications.workerId })
      .from(shiftApplications)
      .where(eq(shiftApplications.status, 'no_show'))
      .orderBy(shiftApplications.id)
      .limit(1);
    expect(beforeById.has(rated!.id) && beforeById.has(noShow!.id)).toBe(true);
    await ctx.db
      .update(ratings)
      .set({ hiddenAt: ctx.now(), hiddenReason: 'Abusive comment.' })
      .where(and(eq(ratings.applicationId, rated!.id), eq(ratings.raterRole, 'manager')));
    await ctx.db.insert(appeals).values({
      userId: noShow!.workerId,
      subjectKind: 'no_show',
      subjectId: noShow!.id,
      note: 'I was there.',
      status: 'upheld',
    });

    // Neither is an outcome any more...
    expect(await countOutcomes(ctx.db)).toBe(before.length - 2);
    const after = await loadTrainingOutcomes(ctx.db);
    expect(after.map((o) => o.applicationId)).toEqual(
      before.map((o) => o.applicationId).filter((id) => id !== rated!.id && id !== noShow!.id),
    );
    // ...nor a fact of its worker's later outcomes: one rating fewer, a better reliability.
    const bookingsOf = async (workerId: string) =>
      new Set(
        (
          await ctx.db
            .select({ id: shiftApplications.id })
            .from(shiftApplications)
            .where(eq(shiftApplications.workerId, workerId))
        ).map((r) => r.id),
      );
    const ratedWorkers = await bookingsOf(rated!.workerId);
    const noShowWorkers = await bookingsOf(noShow!.workerId);
    const was = (o: (typeof after)[number]) => beforeById.get(o.applicationId)!.facts;
    expect(
      after.some((o) => ratedWorkers.has(o.applicationId) && o.facts.ratingCount === was(o).ratingCount - 1),
    ).toBe(true);
    expect(
      after.some(
        (o) => noShowWorkers.has(o.applicationId) && (o.facts.reliability ?? 0) > (was(o).reliability ?? 0),
      ),
    ).toBe(true);
    // Other workers' facts stay as they were, but for the platform's mean rating, one rating smaller.
    for (const o of after)
      if (!ratedWorkers.has(o.applicationId) && !noShowWorkers.has(o.applicationId))
        expect({ ...o.facts, platformRating: 0 }).toEqual({ ...was(o), platformRating: 0 });
    expect(after[0]?.facts.platformRating).not.toBe(before[0]?.facts.platformRating);
  });
});
