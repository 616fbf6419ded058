// Applying to a shift, the manager's view of its applications, and the worker's own list; selecting is in
// applications-select.test.ts, accepting and declining in applications-accept-decline.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, shifts, users } from '../../src/server/db/schema';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, createShiftPostedAt, dayFromToday } from '../../src/server/seed/factories/shifts';
import { wholeShiftTimesheet } from '../factories/timesheets';
import { client, expectStatus } from '../support/marketplace';
import { applicationRow, applicationsAppForFile, manager, otherManager, t } from './applications-app';
import { appliedTalent, apply, select } from './applications-fixtures';

applicationsAppForFile();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('applying (POST /api/shifts/:id/applications)', () => {
  it('records interest once and publishes the change to the worker and the manager', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id);
    expect(await applicationRow(applicationId)).toMatchObject({
      status: 'interested',
      workerId: talent.userId,
    });
    const seen = await t.ctx.db.select().from(events).where(eq(events.type, 'application_changed'));
    const mine = seen.filter((e) => e.payload.applicationId === applicationId).map((e) => e.userId);
    expect(mine.sort()).toEqual([talent.userId, manager.userId].sort());
  });

  it('answers 409 to applying twice, also when both requests arrive at once', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const talent = await createTalent(t.ctx);
    const [a, b] = await Promise.all([apply(talent, shift.id), apply(talent, shift.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await apply(talent, shift.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied to this shift.');
  });

  it('refuses a manager (403) and asks an anonymous caller to log in (401)', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    expect((await client(t, manager).post(`/api/shifts/${shift.id}/applications`)).statusCode).toBe(403);
    const anonymous = await apply(null, shift.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Please log in to apply for shifts.');
  });

  it('refuses past, filled, closed and nonexistent shifts with clear messages', async () => {
    const talent = await createTalent(t.ctx);
    const past = await createShiftPostedAt(t.ctx, manager.userId, new Date(Date.now() - 5 * 86_400_000));
    const filled = await createShift(t.ctx, manager.userId);
    await t.ctx.db.update(shifts).set({ acceptedCount: 1 }).where(eq(shifts.id, filled.id));
    const closed = await createShift(t.ctx, manager.userId);
    await t.ctx.db.update(shifts).set({ status: 'closed' }).where(eq(shifts.id, closed.id));
    const cases = [
      [past.id, 409, 'This shift has already started.'],
      [filled.id, 409, 'This shift has already been filled.'],
      [closed.id, 409, 'This shift is no longer accepting applications.'],
      ['8a1d5c1e-0000-4000-8000-000000000000', 404, 'Shift not found'],
      ['not-a-uuid', 404, 'Shift not found'],
    ] as const;
    for (const [id, status, message] of cases) {
      const res = await apply(talent, id);
      expect(res.statusCode, id).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('says the session expired when the worker id no longer exists (docs/product/applications.md, 23503)', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const talent = await createTalent(t.ctx);
    await t.ctx.db.delete(users).where(eq(users.id, talent.userId));
    // A session resolved just before its user went away reaches the insert; the foreign key decides.
    await expect(applyToShift(t.ctx, talent.userId, shift.id)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session has expired. Please log in again.',
    });
    expect((await apply(talent, shift.id)).statusCode).toBe(401);
  });
});

describe('viewing applications (GET /api/shifts/:id/applications)', () => {
  it('shows the owner each applicant with avatar, name, bio and skills, newest first; e-mail and phone once selected', async () => {
    const shift = await createShift(t.ctx, manager.userId, { maxApplications: 2 });
    const first = await appliedTalent(shift.id, { name: 'Ada Early' });
    const second = await appliedTalent(shift.id, { name: "Bea O'Late", phone: '(410) 555-0123' });
    let body = expectStatus(
      await client(t, manager).get(`/api/shifts/${shift.id}/applications?sort=newest`),
      200,
    );
    expect(body.shift).toMatchObject({ id: shift.id, positionTitle: shift.positionTitle });
    expect(body.applications.map((a: { id: string }) => a.id)).toEqual([
      second.applicationId,
      first.applicationId,
    ]);
    expect(body.applications[0]).toMatchObject({
      status: 'interested',
      contactedAt: null,
      worker: {
        id: second.talent.userId,
        name: "Bea O'Late",
        // ADR 013: an applicant's contact details wait for the manager's selection.
        email: null,
        phone: null,
        hasPhone: true,
        skills: ['Server/Waitstaff', 'Food runner'],
        avatarUrl: null,
      },
    });
    expect(body.applications[0].worker.bio).toContain('brunch');

    expectStatus(await select(manager, second.applicationId), 200);
    body = expectStatus(
      await client(t, manager).get(`/api/shifts/${shift.id}/applications?sort=newest`),
      200,
    );
    expect(body.applications[0].worker).toMatchObject({ email: second.talent.email, phone: '4105550123' });
    expect(body.applications[1].worker).toMatchObject({ name: 'Ada Early', email: null, phone: null });
  });

  it("answers another manager's shift and a missing one alike, with the spec's message", async () => {
    const shift = await createShift(t.ctx, manager.userId);
    for (const url of [
      `/api/shifts/${shift.id}/applications`,
      '/api/shifts/8a1d5c1e-0000-4000-8000-000000000000/applications',
      '/api/shifts/garbage/applications',
    ]) {
      const res = await client(t, otherManager).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Shift not found or you don't have permission to view it");
    }
  });

  it('refuses past shifts, talent and anonymous callers with the spec messages', async () => {
    const past = await createShiftPostedAt(t.ctx, manager.userId, new Date(Date.now() - 5 * 86_400_000));
    const res = await client(t, manager).get(`/api/shifts/${past.id}/applications`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Cannot view applications for past shifts');
    const talent = await createTalent(t.ctx);
    expect((await client(t, talent).get(`/api/shifts/${past.id}/applications`)).statusCode).toBe(403);
    const anonymous = await client(t, null).get(`/api/shifts/${past.id}/applications`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('You must be logged in to view applications');
  });
});

describe("the worker's applications (GET /api/applications/mine)", () => {
  it('lists them newest first, joined with their shift details (contact details once selected)', async () => {
    const talent = await createTalent(t.ctx);
    const early = await createShift(t.ctx, manager.userId, { shiftDate: dayFromToday(6) });
    const late = await createShift(t.ctx, manager.userId, {
      shiftDate: dayFromToday(2),
      positionTitle: 'Host',
    });
    expectStatus(await apply(talent, early.id), 201);
    t.ctx.clock.now = new Date(Date.now() + 1000);
    expectStatus(await apply(talent, late.id), 201);
    t.ctx.clock.now = null;
    const body = expectStatus(await client(t, talent).get('/api/applications/mine'), 200);
    expect(body.applications.map((a: { shiftId: string }) => a.shiftId)).toEqual([late.id, early.id]);
    expect(body.applications[0].shift).toMatchObject({
      positionTitle: 'Host',
      businessName: late.businessName,
      // ADR 013: applying alone does not reveal how to reach the business.
      contactPerson: null,
      contactPhone: null,
      managerEmail: null,
      hourlyRateCents: 1850,
    });
    const [lateApplication] = body.applications;
    expectStatus(await select(manager, lateApplication.id), 200);
    const after = expectStatus(await client(t, talent).get('/api/applications/mine'), 200);
    expect(after.applications[0].shift).toMatchObject({
      contactPerson: late.contactPerson,
      contactPhone: '3015550142',
      managerEmail: late.managerEmail,
    });
    expect(after.applications[1].shift).toMatchObject({ contactPerson: null, contactPhone: null });
  });

  it('says until when a draft timesheet can be submitted and a completed shift rated, and stops once done', async () => {
    const talent = await createTalent(t.ctx);
    const posted = await createShiftPostedAt(t.ctx, manager.userId, new Date(Date.now() - 5 * DAY));
    const [shift] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
    const draft = await t.ctx.db.transaction((tx) => wholeShiftTimesheet(tx, t.ctx, shift!, talent.userId));
    const mine = async () =>
      expectStatus(await client(t, talent).get('/api/applications/mine'), 200).applications.find(
        (a: { id: string }) => a.id === draft.applicationId,
      );

    // A draft: submitted for the worker 24 h after its creation, so owed until then.
    expect(await mine()).toMatchObject({
      status: 'checked_in',
      submitTimesheetBy: new Date(draft.createdAt.getTime() + 24 * HOUR).toISOString(),
      rateBy: null,
    });
    expectStatus(await client(t, talent).post(`/api/timesheets/${draft.id}/submit`), 200);
    expect(await mine()).toMatchObject({ submitTimesheetBy: null, rateBy: null });

    // Approved: the booking completes, and the worker may rate it for 7 days.
    expectStatus(await client(t, manager).post(`/api/timesheets/${draft.id}/approve`), 200);
    const completed = await applicationRow(draft.applicationId);
    const rateBy = new Date(completed.completedAt!.getTime() + 7 * DAY).toISOString();
    expect(await mine()).toMatchObject({ status: 'completed', submitTimesheetBy: null, rateBy });
    // Rated: nothing owed (the window's end is the same: pending-actions.test.ts).
    expectStatus(
      await client(t, talent).post(`/api/applications/${draft.applicationId}/ratings`, { stars: 5 }),
      201,
    );
    expect((await mine()).rateBy).toBeNull();
  });

  it('is for talent only', async () => {
    expect((await client(t, manager).get('/api/applications/mine')).statusCode).toBe(403);
    const anonymous = await client(t, null).get('/api/applications/mine');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Please log in to access your dashboard.');
  });
});
