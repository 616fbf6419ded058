// An offer lapses at its expiry (docs/product/applications.md, "Offer window"): the offer-expiry job
// (expire-offer.ts) marks it expired, tells the worker and the manager, and offers the next applicant when the shift
// has auto_backfill (the backfill job, backfill.ts, scheduled with the expiry and due at once). The clock is moved and
// the scheduler run by hand (docs/decisions/015-scheduler.md): one pass runs what was due when it began, so the
// backfill scheduled by an expiry runs in the next pass.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runBackfill } from '../../src/server/booking/backfill';
import { notifications, scheduledJobs, shifts, users } from '../../src/server/db/schema';
import { expireOffer } from '../../src/server/features/applications/expire-offer';
import type { SmsService } from '../../src/server/messaging/sms-service';
import { createManager } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { offerExpiresAt } from '../../src/shared/domain/offer-window';
import { client, expectStatus } from '../support/marketplace';
import { applicationRow, applicationsAppForFile, type Manager, mailsTo, smsTo, t } from './applications-app';
import { appliedTalent, respond, select } from './applications-fixtures';

applicationsAppForFile();

afterEach(() => {
  t.ctx.clock.now = null;
});

let phones = 0;
/** Its own number per worker, so the per-number daily cap on offer texts never decides a test. */
const applied = (shiftId: string) => appliedTalent(shiftId, { phone: `(301)555-${String(1000 + ++phones)}` });

/** A new manager (the daily cap on offer texts is per manager), a shift three days ahead and three applicants. */
async function shiftWithApplicants() {
  const owner: Manager = await createManager(t.ctx);
  const shift = await createShift(t.ctx, owner.userId);
  const first = await applied(shift.id);
  const second = await applied(shift.id);
  const third = await applied(shift.id);
  return { owner, shift, first, second, third };
}

const jobsFor = (applicationId: string) =>
  t.ctx.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, 'offer-expiry'), eq(scheduledJobs.subjectId, applicationId)));
const backfillJobs = (shiftId: string) =>
  t.ctx.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, 'backfill'), eq(scheduledJobs.subjectId, shiftId)));
const phoneOf = async (userId: string) =>
  (await t.ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)))[0]!.phone!;
const noticesTo = (userId: string) =>
  t.ctx.db.select().from(notifications).where(eq(notifications.recipientId, userId));
const at = (ms: number) => {
  t.ctx.clock.now = new Date(ms);
};

describe('offer expiry (the offer-expiry job)', () => {
  it('selecting sets the expiry from the offer window, schedules one job and says "Respond by" in the shift zone', async () => {
    const { owner, shift, first } = await shiftWithApplicants();
    const now = Date.now();
    at(now);
    const body = expectStatus(await select(owner, first.applicationId), 200);
    const expected = offerExpiresAt(new Date(now), shift.startsAt);
    expect(body.application.offerExpiresAt).toBe(expected.toISOString());
    expect((await applicationRow(first.applicationId)).offerExpiresAt).toEqual(expected);
    const jobs = await jobsFor(first.applicationId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ runAt: expected, status: 'pending' });

    // The shift is three days ahead, so the window is 12 h; the time is the shift's zone's wall clock.
    const respondBy = new Intl.DateTimeFormat('en-US', {
      timeZone: shift.timeZone,
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(expected)
      .replace(/\u202f/g, ' ');
    const [sms] = await smsTo('+13015551001');
    expect(sms?.body ?? '').toContain(`Respond by ${respondBy}`);
    const [notice] = await noticesTo(first.talent.userId);
    expect(notice!.message).toContain(`Respond by ${respondBy}`);

    const applicants = expectStatus(await client(t, owner).get(`/api/shifts/${shift.id}/applications`), 200);
    expect(applicants.shift.autoBackfill).toBe(true);
    const mine = expectStatus(await client(t, first.talent).get('/api/applications/mine'), 200);
    expect(mine.applications[0].offerExpiresAt).toBe(expected.toISOString());
  });

  it('expires the offer when due, tells both sides, backfills the earliest applicant once, and a rerun does nothing', async () => {
    const { owner, shift, first, second, third } = await shiftWithApplicants();
    const now = Date.now();
    at(now);
    expectStatus(await select(owner, first.applicationId), 200);
    const expiry = (await applicationRow(first.applicationId)).offerExpiresAt!;

    at(expiry.getTime() - 1000);
    await t.ctx.services.scheduler.runDue();
    expect((await applicationRow(first.applicationId)).status).toBe('selected');

    at(expiry.getTime() + 1000);
    await t.ctx.services.scheduler.runDue();
    expect((await applicationRow(first.applicationId)).status).toBe('expired');
    const workerNotices = await noticesTo(first.talent.userId);
    expect(workerNotices.map((n) => n.title)).toContain('Offer expired');
    expect(workerNotices.find((n) => n.title === 'Offer expired')!.message).toContain(shift.positionTitle);
    expect(workerNotices.find((n) => n.title === 'Offer expired')!.type).toBe('offer_expired');
    const managerNotices = (await noticesTo(owner.userId)).filter((n) => n.title === 'Offer expired');
    expect(managerNotices).toHaveLength(1);
    expect((await mailsTo(owner.email)).filter((m) => m.subject?.includes('expired'))).toHaveLength(1);

    // The expiry scheduled the backfill, due at once; it runs in the scheduler's next pass.
    expect(await backfillJobs(shift.id)).toMatchObject([
      { status: 'pending', runAt: new Date(expiry.getTime() + 1000) },
    ]);
    expect((await applicationRow(second.applicationId)).status).toBe('interested');
    await t.ctx.services.scheduler.runDue();
    expect(await backfillJobs(shift.id)).toMatchObject([{ status: 'done' }]);

    // The backfill: the earliest applied is selected, with its own expiry and job; the later one waits.
    const next = await applicationRow(second.applicationId);
    expect(next.status).toBe('selected');
    expect(next.offerExpiresAt).toEqual(offerExpiresAt(new Date(expiry.getTime() + 1000), shift.startsAt));
    expect(await jobsFor(second.applicationId)).toHaveLength(1);
    expect((await applicationRow(third.applicationId)).status).toBe('interested');
    // Nothing silent: the manager is told whom the place went to, and until when.
    const offered = (await noticesTo(owner.userId)).filter((n) => n.type === 'backfill_offered');
    expect(offered).toHaveLength(1);
    expect(offered[0]!.title).toBe('Place offered to the next applicant');
    expect(offered[0]!.message).toMatch(
      /we offered it to .+\. They have until \w{3} \d+, \d{1,2}:\d{2} (AM|PM) to accept\. You can still select someone yourself\.$/,
    );

    // A second run of the same job finds nothing to do and sends nothing.
    const before = (await noticesTo(owner.userId)).length;
    const workerBefore = (await noticesTo(first.talent.userId)).length;
    await expireOffer(t.ctx, { subjectId: first.applicationId });
    await t.ctx.services.scheduler.runDue();
    expect(await backfillJobs(shift.id)).toHaveLength(1);
    expect((await noticesTo(owner.userId)).length).toBe(before);
    expect((await noticesTo(first.talent.userId)).length).toBe(workerBefore);
    expect((await applicationRow(third.applicationId)).status).toBe('interested');
    expect(await jobsFor(third.applicationId)).toHaveLength(0);
  });

  it('does not backfill when the shift has auto_backfill off', async () => {
    const { owner, shift, first, second } = await shiftWithApplicants();
    await t.ctx.db.update(shifts).set({ autoBackfill: false }).where(eq(shifts.id, shift.id));
    at(Date.now());
    expectStatus(await select(owner, first.applicationId), 200);
    const expiry = (await applicationRow(first.applicationId)).offerExpiresAt!;
    at(expiry.getTime() + 1000);
    await t.ctx.services.scheduler.runDue();
    await t.ctx.services.scheduler.runDue();
    expect((await applicationRow(first.applicationId)).status).toBe('expired');
    expect(await backfillJobs(shift.id)).toHaveLength(0);
    expect((await applicationRow(second.applicationId)).status).toBe('interested');
    expect(await jobsFor(second.applicationId)).toHaveLength(0);
  });

  it('refuses accept and decline once the offer has lapsed, before and after the job ran', async () => {
    const { owner, first } = await shiftWithApplicants();
    at(Date.now());
    expectStatus(await select(owner, first.applicationId), 200);
    const expiry = (await applicationRow(first.applicationId)).offerExpiresAt!;

    at(expiry.getTime());
    for (const action of ['accept', 'decline'] as const) {
      const res = await respond(first.talent, first.applicationId, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This offer has expired.');
    }
    expect((await applicationRow(first.applicationId)).status).toBe('selected');

    await t.ctx.services.scheduler.runDue();
    expect((await applicationRow(first.applicationId)).status).toBe('expired');
    const res = await respond(first.talent, first.applicationId, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This offer has expired.');
  });

  it('accepts just before the expiry; the job then finds nothing to do', async () => {
    const { owner, first, second } = await shiftWithApplicants();
    at(Date.now());
    expectStatus(await select(owner, first.applicationId), 200);
    const expiry = (await applicationRow(first.applicationId)).offerExpiresAt!;
    at(expiry.getTime() - 1);
    expectStatus(await respond(first.talent, first.applicationId, 'accept'), 200);
    at(expiry.getTime() + 1000);
    await t.ctx.services.scheduler.runDue();
    expect((await applicationRow(first.applicationId)).status).toBe('accepted');
    // The accept filled the one place, so the other applicants were told it is filled (no limbo).
    expect(await applicationRow(second.applicationId)).toMatchObject({
      status: 'rejected',
      endedReason: 'filled',
    });
  });

  it("a manager's select racing the backfill leaves one selection of the next applicant", async () => {
    const { owner, first, second, third } = await shiftWithApplicants();
    at(Date.now());
    expectStatus(await select(owner, first.applicationId), 200);
    const expiry = (await applicationRow(first.applicationId)).offerExpiresAt!;
    at(expiry.getTime() + 1000);
    await t.ctx.services.scheduler.runDue();

    // The backfill picks the earliest applicant, the one the manager is selecting by hand.
    const [manual] = await Promise.all([
      select(owner, second.applicationId),
      t.ctx.services.scheduler.runDue(),
    ]);
    expect([200, 409]).toContain(manual.statusCode);
    expect((await applicationRow(first.applicationId)).status).toBe('expired');
    expect((await applicationRow(second.applicationId)).status).toBe('selected');
    expect((await applicationRow(third.applicationId)).status).toBe('interested');
    expect(await jobsFor(second.applicationId)).toHaveLength(1);
    const offers = (await noticesTo(second.talent.userId)).filter((n) => n.type === 'shift_selected');
    expect(offers).toHaveLength(1);
  });

  it('a backfill whose text provider throws is retried by the scheduler: the next applicant gets exactly one offer text', async () => {
    const { owner, shift, first, second, third } = await shiftWithApplicants();
    at(Date.now());
    expectStatus(await select(owner, first.applicationId), 200);
    const expiry = (await applicationRow(first.applicationId)).offerExpiresAt!;
    at(expiry.getTime() + 1000);
    await t.ctx.services.scheduler.runDue();
    expect((await applicationRow(first.applicationId)).status).toBe('expired');

    // The provider throws on the first send only (a timeout, an outage), then works again.
    const real = t.ctx.services.sms;
    let throws = 1;
    const flaky: SmsService = {
      sendNow: async (input) => {
        if (throws-- > 0) throw new Error('SMS provider unavailable');
        return real.sendNow(input);
      },
    };
    t.ctx.services.sms = flaky;
    try {
      await t.ctx.services.scheduler.runDue();
      expect(throws).toBe(0);
      const [failed] = await backfillJobs(shift.id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS provider unavailable' });
      expect((await applicationRow(second.applicationId)).status).toBe('interested');
      expect(await smsTo(await phoneOf(second.talent.userId))).toHaveLength(0);

      // After the scheduler's backoff the retry selects the next applicant; the third still waits.
      at(expiry.getTime() + 1000 + 60_000);
      await t.ctx.services.scheduler.runDue();
      expect(await backfillJobs(shift.id)).toMatchObject([{ status: 'done', attempts: 2 }]);
      expect((await applicationRow(second.applicationId)).status).toBe('selected');
      expect((await applicationRow(third.applicationId)).status).toBe('interested');
      expect(await smsTo(await phoneOf(second.talent.userId))).toHaveLength(1);
      expect(await smsTo(await phoneOf(third.talent.userId))).toHaveLength(0);
      const offers = (await noticesTo(second.talent.userId)).filter((n) => n.type === 'shift_selected');
      expect(offers).toHaveLength(1);

      // A further run (a crash before "done", a duplicate) finds the place offered and sends nothing.
      await expireOffer(t.ctx, { subjectId: first.applicationId });
      await runBackfill(t.ctx, { subjectId: shift.id });
      expect((await applicationRow(third.applicationId)).status).toBe('interested');
      expect(await smsTo(await phoneOf(second.talent.userId))).toHaveLength(1);
    } finally {
      t.ctx.services.sms = real;
    }
  });
});
