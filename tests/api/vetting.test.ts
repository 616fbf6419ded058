// docs/product/operations.md, "Vetting": the queue, each decision and its notices, the race,
// resubmission and the appeal of a rejection.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { talentProfiles } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { testAppForFile } from '../support/http';
import { auditRows, enrolledStaff } from './ops-fixtures';
import { talentCookie, vettingApi } from './vetting-fixtures';

const t = testAppForFile();
const api = vettingApi(t);
const HOUR = 3_600_000;

const atClock = (ms: number) => {
  t.ctx.clock.now = new Date(ms);
};

describe('vetting', () => {
  it('starts a new profile in review with the checklist of what is done', async () => {
    const talent = await createTalent(t.ctx);
    const res = await api.mine(talentCookie(talent));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'in_review', label: 'In review', note: null, appeal: null });
    expect(body.checklist.map((c: { item: string }) => c.item)).toEqual([
      'E-mail verified',
      'Phone verified',
      'Photo',
      'Profile complete',
      'Identity checked by our team',
    ]);
    expect(body.checklist.find((c: { item: string }) => c.item === 'Identity checked by our team').done).toBe(
      false,
    );
    expect(body.checklist.find((c: { item: string }) => c.item === 'E-mail verified').done).toBe(false);
  });

  it('lists the queue oldest first with age, paginated, and opens a profile', async () => {
    const staff = await enrolledStaff(t);
    const base = Date.now() - 100 * 24 * HOUR;
    atClock(base + 2 * HOUR);
    const second = await createTalent(t.ctx, { name: 'Second Queue' });
    atClock(base);
    const first = await createTalent(t.ctx, { name: 'First Queue' });
    atClock(base + 5 * HOUR);
    const queue = await api.call('GET', '/api/ops/vetting', staff.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    const { items, total, page, pageSize } = queue.json();
    expect(page).toBe(1);
    expect(pageSize).toBe(25);
    expect(total).toBeGreaterThanOrEqual(2);
    // Older than everything else in this file's database: the first two places.
    expect(items[0]).toMatchObject({ userId: first.userId, name: 'First Queue', ageMs: 5 * HOUR });
    expect(items[1]).toMatchObject({ userId: second.userId, ageMs: 3 * HOUR });
    const later = await api.call('GET', `/api/ops/vetting?page=${Math.ceil(total / 25) + 1}`, staff.cookie);
    expect(later.json().items).toEqual([]);
    expect((await api.call('GET', '/api/ops/vetting?page=0', staff.cookie)).statusCode).toBe(400);
    const review = await api.call('GET', `/api/ops/vetting/${first.userId}`, staff.cookie);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ name: 'First Queue', status: 'in_review', avatarUrl: null });
    expect(
      (await api.call('GET', '/api/ops/vetting/00000000-0000-4000-8000-000000000000', staff.cookie))
        .statusCode,
    ).toBe(404);
    // The console's front page counts it and ages it from the oldest.
    const queues = (await api.call('GET', '/api/ops/queues', staff.cookie)).json().queues;
    expect(queues.find((q: { key: string }) => q.key === 'vetting')).toMatchObject({
      label: 'Vetting',
      oldestAt: new Date(base).toISOString(),
    });
  });

  it('approves: the flag, the notice in-app and by e-mail, the live event and the audit entry', async () => {
    const staff = await enrolledStaff(t);
    const talent = await createTalent(t.ctx);
    const res = await api.decide(staff.cookie, talent.userId, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: talent.userId, status: 'approved' });
    const [profile] = await t.ctx.db
      .select({ approved: talentProfiles.approved, status: talentProfiles.vettingStatus })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, talent.userId));
    expect(profile).toEqual({ approved: true, status: 'approved' });
    const mine = (await api.mine(talentCookie(talent))).json();
    expect(mine.label).toBe('Approved');
    expect(mine.checklist.at(-1)).toEqual({ item: 'Identity checked by our team', done: true });
    expect((await api.noticesOf(talent.userId))[0]).toMatchObject({ title: 'Your profile is approved' });
    expect((await api.emailsTo(talent.email))[0]).toMatchObject({ subject: 'Your profile is approved' });
    expect((await api.eventsOf(talent.userId))[0]?.payload).toEqual({ status: 'approved' });
    const [entry] = await auditRows(t, talent.userId);
    expect(entry).toMatchObject({
      actorId: staff.userId,
      actorRole: 'ops',
      action: 'staff.vetting_approve',
      targetKind: 'talent_profile',
      before: { vettingStatus: 'in_review' },
      after: { vettingStatus: 'approved' },
    });
    // Decided: a second decision is refused.
    expect((await api.decide(staff.cookie, talent.userId, 'reject', 'Late')).statusCode).toBe(409);
  });

  it('asks for changes with a note; the worker resubmits and keeps the place in the queue', async () => {
    const staff = await enrolledStaff(t);
    const talent = await createTalent(t.ctx);
    const cookie = talentCookie(talent);
    const noNote = await api.decide(staff.cookie, talent.userId, 'request_changes', '  ');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toBe('Write a note saying what the worker should change.');
    const before = (await api.mine(cookie)).json().submittedAt;
    const note = 'Please add a photo where your face is visible.';
    expect((await api.decide(staff.cookie, talent.userId, 'request_changes', note)).statusCode).toBe(200);
    expect((await api.mine(cookie)).json()).toMatchObject({ status: 'changes_requested', note });
    expect((await api.noticesOf(talent.userId))[0]?.message).toContain(note);
    expect((await api.emailsTo(talent.email))[0]?.body).toContain(note);
    expect((await auditRows(t, talent.userId))[0]).toMatchObject({
      action: 'staff.vetting_request_changes',
      reason: note,
    });
    const resubmit = await api.call('POST', '/api/vetting/me/resubmit', cookie);
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect(resubmit.json()).toMatchObject({ status: 'in_review', submittedAt: before });
    expect((await api.eventsOf(talent.userId))[0]?.payload).toEqual({ status: 'in_review' });
    expect((await api.call('POST', '/api/vetting/me/resubmit', cookie)).statusCode).toBe(409);
  });

  it('rejects with a reason, which the worker appeals once within 14 days', async () => {
    const staff = await enrolledStaff(t);
    const talent = await createTalent(t.ctx);
    const other = await createTalent(t.ctx);
    const cookie = talentCookie(talent);
    expect((await api.decide(staff.cookie, talent.userId, 'reject')).json().error.message).toBe(
      'Write the reason for the rejection; the worker sees it.',
    );
    const reason = 'The documents did not match the profile.';
    expect((await api.decide(staff.cookie, talent.userId, 'reject', reason)).statusCode).toBe(200);
    expect((await api.mine(cookie)).json()).toMatchObject({
      status: 'rejected',
      note: reason,
      appeal: { status: 'possible' },
    });
    expect((await api.noticesOf(talent.userId))[0]?.title).toBe('Your profile was not approved');
    const appeal = (who: string, subjectId: string) =>
      api.call('POST', '/api/appeals', who, {
        subjectKind: 'vetting',
        subjectId,
        note: 'Please look again.',
      });
    // Someone else's profile, or one not rejected, is not theirs to appeal.
    expect((await appeal(cookie, other.userId)).statusCode).toBe(404);
    expect((await appeal(talentCookie(other), other.userId)).statusCode).toBe(409);
    const made = await appeal(cookie, talent.userId);
    expect(made.statusCode, made.body).toBe(201);
    expect((await appeal(cookie, talent.userId)).json().error.message).toBe(
      'You have already appealed this decision.',
    );
    expect((await api.mine(cookie)).json().appeal).toEqual({ status: 'open' });
  });

  it('closes the appeal of a rejection after 14 days', async () => {
    const staff = await enrolledStaff(t);
    const talent = await createTalent(t.ctx);
    expect((await api.decide(staff.cookie, talent.userId, 'reject', 'No.')).statusCode).toBe(200);
    // The rejection was made 14 days and a second ago.
    await t.ctx.db
      .update(talentProfiles)
      .set({ vettingDecidedAt: new Date(Date.now() - 14 * 24 * HOUR - 1000) })
      .where(eq(talentProfiles.userId, talent.userId));
    expect((await api.mine(talentCookie(talent))).json().appeal).toEqual({ status: 'closed' });
    const late = await api.call('POST', '/api/appeals', talentCookie(talent), {
      subjectKind: 'vetting',
      subjectId: talent.userId,
      note: 'Please look again.',
    });
    expect(late.statusCode).toBe(409);
  });

  it('decides once when two staff decide at the same moment; the other reads who, when and what', async () => {
    const [a, b] = [await enrolledStaff(t), await enrolledStaff(t)];
    const talent = await createTalent(t.ctx);
    const results = await Promise.all([
      api.decide(a.cookie, talent.userId, 'approve'),
      api.decide(b.cookie, talent.userId, 'reject', 'Not enough detail.'),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const loser = results.find((r) => r.statusCode === 409)!.json();
    const label = winner.status === 'approved' ? 'Approve' : 'Reject';
    expect(loser.error.message).toBe(`Already decided by Olive Ops at ${winner.decidedAt}: ${label}.`);
    expect(
      (await auditRows(t, talent.userId)).filter((r) => r.action.startsWith('staff.vetting')),
    ).toHaveLength(1);
    expect(await api.noticesOf(talent.userId)).toHaveLength(1);
  });
});
