// docs/product/operations.md, "Queues": the refusals, appeals and reported ratings — each queue oldest
// first with its age and pages, each decision with a reason, its effect, notices and audit row, and two staff deciding
// at once (one wins; the other reads who, when and what). Messages and flags: ops-queues-messages.test.ts; disputed
// timesheets: ops-queues-disputes.test.ts.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appeals, ratings, shiftApplications, talentProfiles, users } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { suspendAccount } from '../../src/server/trust/suspend-account';
import { suspensionSubjectId } from '../../src/server/trust/suspension-appeal-link';
import { expectStatus } from '../support/marketplace';
import {
  booked,
  cancelBooking,
  cancellationsAppForFile,
  hoursBefore,
  shiftOf,
} from './cancellations-fixtures';
import {
  auditOf,
  decideItem,
  frontPage,
  mailTo,
  noticesOf,
  queuePage,
  type StaffMember,
  twoStaff,
} from './ops-queues-fixtures';
import { as, completedBooking, rate, ratingsOf, report, t, workerAverage } from './ratings-fixtures';

cancellationsAppForFile();
let olive: StaffMember;
let pat: StaffMember;
beforeAll(async () => {
  ({ olive, pat } = await twoStaff());
});

const appealOf = async (
  userId: string,
  kind: 'no_show' | 'vetting' | 'suspension',
  subjectId: string,
  createdAt: Date,
) =>
  (
    await t.ctx.db
      .insert(appeals)
      .values({ userId, subjectKind: kind, subjectId, note: 'I was there.', createdAt })
      .returning()
  )[0]!;

describe('the console queues', () => {
  it('are staff only, with clear refusals', async () => {
    const talent = await createTalent(t.ctx);
    expect((await queuePage(null, 'appeals')).statusCode).toBe(401);
    expect((await queuePage(talent, 'appeals')).statusCode).toBe(403);
    expect((await queuePage(olive, 'nothing')).statusCode).toBe(400);
    expect((await queuePage(olive, 'appeals', 0)).statusCode).toBe(400);
    const bad = await decideItem(olive, 'appeals', 'not-an-id', { decision: 'uphold', reason: 'x' });
    expect(bad.statusCode).toBe(404);
    const wrong = await decideItem(olive, 'appeals', crypto.randomUUID(), { decision: 'retry', reason: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("Choose 'Uphold' or 'Dismiss'.");
    const blank = await decideItem(olive, 'appeals', crypto.randomUUID(), {
      decision: 'uphold',
      reason: '  ',
    });
    expect(blank.json().error.message).toBe('Please give a reason.');
  });

  it('lists appeals oldest first with age, counts them on the front page, and decides once between two staff', async () => {
    const worker = await createTalent(t.ctx);
    const now = t.ctx.now().getTime();
    const older = await appealOf(
      worker.userId,
      'no_show',
      crypto.randomUUID(),
      new Date(now - 90 * 86_400_000),
    );
    const newer = await appealOf(
      worker.userId,
      'no_show',
      crypto.randomUUID(),
      new Date(now - 80 * 86_400_000),
    );
    const front = await frontPage(olive);
    expect(front.appeals!.oldestAt).toBe(older.createdAt.toISOString());
    const page = expectStatus(await queuePage(olive, 'appeals'), 200);
    expect(page.items[0]).toMatchObject({ id: older.id, body: 'I was there.' });
    expect(page.items[0].ageMs).toBeGreaterThanOrEqual(90 * 86_400_000 - 1000);
    expect(page.items[1].id).toBe(newer.id);
    expect(page.decisions).toEqual([
      { value: 'uphold', label: 'Uphold' },
      { value: 'dismiss', label: 'Dismiss' },
    ]);

    const results = await Promise.all([
      decideItem(olive, 'appeals', older.id, { decision: 'uphold', reason: 'The manager confirmed.' }),
      decideItem(pat, 'appeals', older.id, { decision: 'dismiss', reason: 'No proof.' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    const [row] = await t.ctx.db.select().from(appeals).where(eq(appeals.id, older.id));
    const winner = row!.status === 'upheld' ? 'Olive Ops' : 'Pat Console';
    const label = row!.status === 'upheld' ? 'Uphold' : 'Dismiss';
    expect(loser.json().error.message).toBe(
      `Already decided by ${winner} at ${row!.decidedAt!.toISOString()}: ${label}.`,
    );
    const [notice] = await noticesOf(worker.userId, 'appeal_decided');
    expect(notice!.title).toMatch(/^Your appeal was (upheld|dismissed)$/);
    expect((await mailTo(worker.email))[0]!.subject).toBe(notice!.title);
    const audit = await auditOf(older.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toMatch(/^staff\.appeal_(upheld|dismissed)$/);
    expect((await frontPage(olive)).appeals!.count).toBe(front.appeals!.count - 1);
  });

  it('returns an upheld vetting rejection to review', async () => {
    const worker = await createTalent(t.ctx);
    await t.ctx.db
      .update(talentProfiles)
      .set({ vettingStatus: 'rejected', approved: false, vettingDecidedAt: t.ctx.now() })
      .where(eq(talentProfiles.userId, worker.userId));
    const appeal = await appealOf(worker.userId, 'vetting', worker.userId, t.ctx.now());
    expectStatus(
      await decideItem(olive, 'appeals', appeal.id, { decision: 'uphold', reason: 'ID now clear.' }),
      200,
    );
    const [profile] = await t.ctx.db
      .select()
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, worker.userId));
    expect(profile!.vettingStatus).toBe('in_review');
  });

  it("reinstates an upheld suspension through the account page's use-case", async () => {
    const worker = await createTalent(t.ctx);
    await suspendAccount(t.ctx, { id: olive.userId, role: 'ops' }, worker.userId, {
      reason: 'Spam.',
      ip: null,
    });
    const appeal = await appealOf(worker.userId, 'suspension', crypto.randomUUID(), t.ctx.now());
    const res = expectStatus(
      await decideItem(pat, 'appeals', appeal.id, { decision: 'uphold', reason: 'Not spam.' }),
      200,
    );
    expect(res.link).toBe(`/ops/accounts/${worker.userId}`);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, worker.userId));
    expect(user!.suspendedAt).toBeNull();
    expect((await auditOf(worker.userId)).map((a) => a.action)).toContain('staff.account_reinstated');
  });

  it('shows the decision each appeal is about in words: the shift and how the mark counted, or the reason and date', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const late = await booked(owner, shift.id);
    const absent = await booked(owner, shift.id);
    hoursBefore(shift, 48);
    expectStatus(await cancelBooking(late.talent, late.applicationId), 200);
    const cancelledAt = t.ctx.now();
    const appealed = async (who: StaffMember, subjectKind: string, subjectId: string) =>
      expectStatus(
        await (await as(who)).post('/api/appeals', { subjectKind, subjectId, note: 'Listen.' }),
        201,
      ).appeal.id as string;
    const lateAppeal = await appealed(late.talent, 'cancellation', late.applicationId);
    // A no-show is marked after the start; the mark's time is the booking's cancelled_at (create-appeal.ts).
    const markedAt = new Date(new Date(shift.startsAt).getTime() + 4 * 3_600_000);
    await t.ctx.db
      .update(shiftApplications)
      .set({ status: 'no_show', cancelledAt: markedAt })
      .where(eq(shiftApplications.id, absent.applicationId));
    t.ctx.clock.now = new Date(markedAt.getTime() + 3_600_000);
    const noShowAppeal = await appealed(absent.talent, 'no_show', absent.applicationId);

    const rejected = await createTalent(t.ctx);
    await t.ctx.db
      .update(talentProfiles)
      .set({ vettingStatus: 'in_review', approved: false })
      .where(eq(talentProfiles.userId, rejected.userId));
    expectStatus(
      await (await as(olive)).post(`/api/ops/vetting/${rejected.userId}/decision`, {
        decision: 'reject',
        note: 'The ID photo is of someone else.',
      }),
      200,
    );
    const rejectedAt = t.ctx.now();
    const vettingAppeal = await appealed(rejected, 'vetting', rejected.userId);

    const suspended = await createTalent(t.ctx);
    t.ctx.clock.now = new Date(t.ctx.now().getTime() + 60_000);
    const suspendedAt = t.ctx.now();
    await suspendAccount(t.ctx, { id: pat.userId, role: 'ops' }, suspended.userId, {
      reason: 'Messages asking workers for money.',
      ip: null,
    });
    const suspensionAppeal = await appealOf(
      suspended.userId,
      'suspension',
      suspensionSubjectId(suspended.userId, suspendedAt),
      t.ctx.now(),
    );

    const items = new Map<string, { appealed: unknown }>();
    for (let page = 1; ; page++) {
      const res = expectStatus(await queuePage(olive, 'appeals', page), 200);
      for (const item of res.items) items.set(item.id, item);
      if (page * res.pageSize >= res.total) break;
    }
    const onShift = {
      positionTitle: shift.positionTitle,
      businessName: shift.businessName,
      startsAt: new Date(shift.startsAt).toISOString(),
      timeZone: 'America/New_York',
    };
    expect(items.get(lateAppeal)!.appealed).toEqual({
      kind: 'cancellation',
      shift: onShift,
      at: cancelledAt.toISOString(),
      counted: 'Late cancellation: counts once',
      reason: null,
      decidedBy: null,
    });
    expect(items.get(noShowAppeal)!.appealed).toEqual({
      kind: 'no_show',
      shift: onShift,
      at: markedAt.toISOString(),
      counted: 'No-show: counts three times against reliability',
      reason: null,
      decidedBy: null,
    });
    expect(items.get(vettingAppeal)!.appealed).toEqual({
      kind: 'vetting',
      shift: null,
      at: rejectedAt.toISOString(),
      counted: null,
      reason: 'The ID photo is of someone else.',
      decidedBy: 'Olive Ops',
    });
    expect(items.get(suspensionAppeal.id)!.appealed).toEqual({
      kind: 'suspension',
      shift: null,
      at: suspendedAt.toISOString(),
      counted: null,
      reason: 'Messages asking workers for money.',
      decidedBy: 'Pat Console',
    });
  });

  it("'Remove the rating' hides it from the lists and the average; reporter and rater told", async () => {
    const booking = await completedBooking();
    expectStatus(
      await rate(booking.owner, booking.applicationId, { stars: 1, tags: [], comment: 'Rude.' }),
      201,
    );
    expectStatus(await rate(booking.talent, booking.applicationId, { stars: 5, tags: [] }), 201);
    expect((await workerAverage(booking.talent.userId)).count).toBe(1);
    const [given] = await t.ctx.db.select().from(ratings).where(eq(ratings.raterId, booking.owner.userId));
    expectStatus(await report(booking.talent, given!.id, 'Not true.'), 201);
    const page = expectStatus(await queuePage(olive, 'rating-reports'), 200);
    const item = page.items.find((i: { body: string }) => i.body === 'Not true.');
    expect(item.facts).toContainEqual({ label: 'Comment', value: 'Rude.' });
    const decided = await decideItem(olive, 'rating-reports', item.id, {
      decision: 'remove',
      reason: 'Abusive.',
    });
    expectStatus(decided, 200);
    expect(await workerAverage(booking.talent.userId)).toEqual({ average: null, count: 0 });
    const list = expectStatus(
      await (await as(booking.owner)).get(`/api/ratings/about/${booking.talent.userId}`),
      200,
    );
    expect(list.ratings).toEqual([]);
    const seen = expectStatus(await ratingsOf(booking.talent, booking.applicationId), 200);
    expect(seen.theirs).toBeNull();
    expect(await noticesOf(booking.talent.userId, 'rating_report_decided')).toHaveLength(1);
    expect((await noticesOf(booking.owner.userId, 'rating_report_decided'))[0]!.title).toBe(
      'Your rating was removed',
    );
    const again = await decideItem(pat, 'rating-reports', item.id, { decision: 'keep', reason: 'Fine.' });
    expect(again.json().error.message).toMatch(/^Already decided by Olive Ops at .*: Remove the rating\.$/);
  });
});
