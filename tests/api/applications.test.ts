import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/db/factories/accounts';
import { createShift, createShiftPostedAt, dayFromToday } from '../../src/server/db/factories/shifts';
import {
  devMessages,
  events,
  notifications,
  outbox,
  shiftApplications,
  shifts,
  smsOptOuts,
  users,
} from '../../src/server/db/schema';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import type { SmsService } from '../../src/server/messaging/sms-service';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

let t: TestApp;
type Manager = Awaited<ReturnType<typeof createManager>>;
type Talent = Awaited<ReturnType<typeof createTalent>>;
let manager: Manager;
let otherManager: Manager;

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: 'https://talentbridge.test' });
  manager = await createManager(t.ctx);
  otherManager = await createManager(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const apply = (talent: Talent | null, shiftId: string) =>
  client(t, talent).post(`/api/shifts/${shiftId}/applications`);
const select = (who: { token: string } | null, applicationId: string) =>
  client(t, who).post(`/api/applications/${applicationId}/select`);
const respond = (who: { token: string } | null, applicationId: string, action: 'accept' | 'decline') =>
  client(t, who).post(`/api/applications/${applicationId}/${action}`);

async function appliedTalent(shiftId: string, overrides = {}) {
  const talent = await createTalent(t.ctx, overrides);
  // Offer texts go only to verified phones (issue 10 item 7); the unverified case is in security-sms.test.ts.
  await markPhoneVerified(t.ctx, talent.userId);
  const { application } = expectStatus(await apply(talent, shiftId), 201);
  return { talent, applicationId: application.id as string };
}

async function selectedTalent(shiftId: string) {
  const applied = await appliedTalent(shiftId);
  expectStatus(await select(manager, applied.applicationId), 200);
  return applied;
}

const smsTo = (phone: string) => t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, phone));
/** E-mails queued for `address`, newest first. */
const mailsTo = (address: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id));
const applicationRow = async (id: string) =>
  (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, id)))[0]!;

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
    let body = expectStatus(await client(t, manager).get(`/api/shifts/${shift.id}/applications`), 200);
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
        // Issue 10 item 20 (ADR 013): an applicant's contact details wait for the manager's selection.
        email: null,
        phone: null,
        hasPhone: true,
        skills: ['Server/Waitstaff', 'Food runner'],
        avatarUrl: null,
      },
    });
    expect(body.applications[0].worker.bio).toContain('brunch');

    expectStatus(await select(manager, second.applicationId), 200);
    body = expectStatus(await client(t, manager).get(`/api/shifts/${shift.id}/applications`), 200);
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

describe('select and contact (POST /api/applications/:id/select)', () => {
  it('texts the offer first, then marks selected with both times, notifies the worker and publishes', async () => {
    // Posted a fortnight before: a shift may be dated at most 12 months ahead (issue 10 item 21).
    const shift = await createShiftPostedAt(t.ctx, manager.userId, new Date('2099-11-20T12:00:00Z'), {
      businessName: 'Harbor Street Bistro',
      positionTitle: 'Line Cook',
      shiftDate: '2099-12-04',
      startTime: '16:00',
      endTime: '23:30',
      hourlyRate: '21.75',
      locationAddress: '12 Harbor Street, Baltimore',
    });
    const { talent, applicationId } = await appliedTalent(shift.id, {
      name: 'Jordan Reyes',
      phone: '(240) 555-0188',
    });
    const body = expectStatus(await select(manager, applicationId), 200);
    expect(body.sms).toBe('sent');
    expect(body.application).toMatchObject({ status: 'selected' });
    const row = await applicationRow(applicationId);
    expect(row.selectedAt).toBeInstanceOf(Date);
    expect(row.contactedAt).toEqual(row.selectedAt);

    const [sms] = await smsTo('+12405550188');
    for (const part of [
      'Jordan Reyes',
      'Harbor Street Bistro',
      'Line Cook',
      'Friday, December 4, 2099',
      '4:00 PM - 11:30 PM',
      '$21.75/hr',
      '12 Harbor Street, Baltimore',
      'https://talentbridge.test/worker-dashboard',
    ])
      expect(sms!.body).toContain(part);

    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, talent.userId));
    expect(notice).toMatchObject({ type: 'shift_selected', senderId: manager.userId, sentVia: ['sms'] });
    expect(notice!.data).toMatchObject({
      businessName: 'Harbor Street Bistro',
      positionTitle: 'Line Cook',
      shiftDate: 'Friday, December 4, 2099',
      shiftTime: '4:00 PM - 11:30 PM',
      hourlyRate: '$21.75',
      location: '12 Harbor Street, Baltimore',
      workerName: 'Jordan Reyes',
    });
    const published = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.userId, talent.userId), eq(events.type, 'application_changed')));
    expect(published.at(-1)!.payload).toEqual({ applicationId, shiftId: shift.id, status: 'selected' });
  });

  it('selects once under a double click: one SMS, one 200, one 409', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { applicationId } = await appliedTalent(shift.id, { phone: '(240) 555-0177' });
    const [a, b] = await Promise.all([select(manager, applicationId), select(manager, applicationId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await smsTo('+12405550177')).toHaveLength(1);
    const again = await select(manager, applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This worker has already been contacted.');
  });

  it('changes nothing when the SMS fails, and shows the failure', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id);
    const real = t.ctx.services.sms;
    const failing: SmsService = { sendNow: async () => ({ status: 'failed', error: '' }) };
    t.ctx.services.sms = failing;
    try {
      const res = await select(manager, applicationId);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('Failed to send SMS. Please try again.');
      t.ctx.services.sms = { sendNow: async () => ({ status: 'failed', error: 'Invalid To number' }) };
      expect((await select(manager, applicationId)).json().error.message).toBe('Invalid To number');
    } finally {
      t.ctx.services.sms = real;
    }
    expect(await applicationRow(applicationId)).toMatchObject({
      status: 'interested',
      contactedAt: null,
      selectedAt: null,
    });
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, talent.userId));
    expect(notices).toHaveLength(0);
  });

  it('still selects a worker who replied STOP, with the in-app notice only, and says so', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id, { phone: '(240) 555-0166' });
    // The number replied STOP: kept per number (issue 10 item 8).
    await t.ctx.db.insert(smsOptOuts).values({ phone: '+12405550166', optedOutAt: new Date() });
    const body = expectStatus(await select(manager, applicationId), 200);
    expect(body).toMatchObject({ sms: 'opted_out', application: { status: 'selected' } });
    expect(await smsTo('+12405550166')).toHaveLength(0);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, talent.userId));
    expect(notice).toMatchObject({ type: 'shift_selected', sentVia: [] });
  });

  it('does not text a worker who never agreed to SMS: in-app notice only, and says so', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id, {
      phone: '(240) 555-0131',
      smsNotifications: false,
    });
    const body = expectStatus(await select(manager, applicationId), 200);
    expect(body).toMatchObject({ sms: 'opted_out', application: { status: 'selected' } });
    expect(await smsTo('+12405550131')).toHaveLength(0);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, talent.userId));
    expect(notice).toMatchObject({ type: 'shift_selected', sentVia: [] });
  });

  it("refuses a worker without a phone with the spec's title and message", async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id);
    await t.ctx.db.update(users).set({ phone: null }).where(eq(users.id, talent.userId));
    const res = await select(manager, applicationId);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      title: 'Cannot send SMS',
      message: 'Worker has no phone number on file',
    });
    expect((await applicationRow(applicationId)).status).toBe('interested');
  });

  it("refuses selecting on another manager's shift, by talent, and without a session", async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id);
    const res = await select(otherManager, applicationId);
    expect(res.statusCode).toBe(404);
    expect((await select(talent, applicationId)).statusCode).toBe(403);
    expect((await select(null, applicationId)).statusCode).toBe(401);
    expect((await select(manager, 'nope')).statusCode).toBe(404);
    expect((await applicationRow(applicationId)).status).toBe('interested');
  });

  it('refuses selecting for a shift that has started or is already filled', async () => {
    const past = await createShiftPostedAt(t.ctx, manager.userId, new Date(Date.now() - 5 * 86_400_000));
    const late = await createTalent(t.ctx);
    const [row] = await t.ctx.db
      .insert(shiftApplications)
      .values({ shiftId: past.id, workerId: late.userId })
      .returning({ id: shiftApplications.id });
    expect((await select(manager, row!.id)).json().error.message).toBe('This shift has already started.');

    const full = await createShift(t.ctx, manager.userId);
    const { applicationId } = await appliedTalent(full.id);
    await t.ctx.db.update(shifts).set({ acceptedCount: 1 }).where(eq(shifts.id, full.id));
    const res = await select(manager, applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This shift has already been filled.');
  });
});

describe('accept and decline (POST /api/applications/:id/accept|decline)', () => {
  it('accepts: counts the place, notifies the manager, queues the e-mail, fills the shift', async () => {
    const shift = await createShift(t.ctx, manager.userId, { managerEmail: 'shifts@harbor.example' });
    const { talent, applicationId } = await selectedTalent(shift.id);
    const body = expectStatus(await respond(talent, applicationId, 'accept'), 200);
    expect(body.application.status).toBe('accepted');
    const row = await applicationRow(applicationId);
    expect(row.acceptedAt).toBeInstanceOf(Date);
    const [stored] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(stored!.acceptedCount).toBe(1);

    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, manager.userId), eq(notifications.type, 'worker_accepted')));
    expect(notice).toMatchObject({ senderId: talent.userId, sentVia: ['email'] });
    expect(notice!.data).toMatchObject({
      workerName: 'Jordan Reyes',
      workerPhone: '(240) 555-0199',
      positionTitle: shift.positionTitle,
      businessName: shift.businessName,
      location: shift.locationAddress,
    });
    // To the manager's account address; the shift form's free-text "Manager email" is not a mail target.
    expect(await mailsTo('shifts@harbor.example')).toHaveLength(0);
    const [mail] = await mailsTo(manager.email);
    expect(mail).toMatchObject({ channel: 'email', userId: manager.userId });
    expect(mail!.subject).toContain('accepted');
    expect(mail!.body).toContain('Jordan Reyes');

    const mine = expectStatus(await client(t, manager).get('/api/shifts/mine?limit=50'), 200);
    expect(mine.shifts.find((s: { id: string }) => s.id === shift.id)).toMatchObject({
      acceptedCount: 1,
      maxApplications: 1,
    });
    const list = expectStatus(await client(t, null).get('/api/shifts/open?limit=50'), 200);
    expect(list.shifts.map((s: { id: string }) => s.id)).not.toContain(shift.id);
    const late = await createTalent(t.ctx);
    expect((await apply(late, shift.id)).json().error.message).toBe('This shift has already been filled.');
  });

  it('declines: clears accepted_at, notifies the manager and queues the e-mail', async () => {
    const shift = await createShift(t.ctx, manager.userId, { managerEmail: 'decline@harbor.example' });
    const { talent, applicationId } = await selectedTalent(shift.id);
    expectStatus(await respond(talent, applicationId, 'decline'), 200);
    expect(await applicationRow(applicationId)).toMatchObject({ status: 'declined', acceptedAt: null });
    expect(await mailsTo('decline@harbor.example')).toHaveLength(0);
    const [mail] = await mailsTo(manager.email);
    expect(mail!.subject).toContain('declined');
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, manager.userId), eq(notifications.type, 'worker_declined')));
    expect(notice).toBeDefined();
    const [stored] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(stored!.acceptedCount).toBe(0);
  });

  it('refuses every transition but selected → accepted / declined', async () => {
    const shift = await createShift(t.ctx, manager.userId, { maxApplications: 5 });
    const interested = await appliedTalent(shift.id);
    for (const action of ['accept', 'decline'] as const) {
      const res = await respond(interested.talent, interested.applicationId, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'You can only accept or decline a shift you have been selected for.',
      );
    }
    const accepted = await selectedTalent(shift.id);
    expectStatus(await respond(accepted.talent, accepted.applicationId, 'accept'), 200);
    expect((await respond(accepted.talent, accepted.applicationId, 'accept')).statusCode).toBe(409);
    expect((await respond(accepted.talent, accepted.applicationId, 'decline')).statusCode).toBe(409);
    const declined = await selectedTalent(shift.id);
    expectStatus(await respond(declined.talent, declined.applicationId, 'decline'), 200);
    expect((await respond(declined.talent, declined.applicationId, 'accept')).statusCode).toBe(409);
    const [stored] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(stored!.acceptedCount).toBe(1);
  });

  it("refuses accepting someone else's application, and managers or anonymous callers", async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { applicationId } = await selectedTalent(shift.id);
    const stranger = await createTalent(t.ctx);
    const res = await respond(stranger, applicationId, 'accept');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Application not found');
    expect((await respond(manager, applicationId, 'accept')).statusCode).toBe(403);
    expect((await respond(null, applicationId, 'accept')).statusCode).toBe(401);
    expect((await respond(stranger, 'x', 'decline')).statusCode).toBe(404);
    expect((await applicationRow(applicationId)).status).toBe('selected');
  });

  it('refuses accepting a place once the shift has filled', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const first = await selectedTalent(shift.id);
    const second = await selectedTalent(shift.id);
    expectStatus(await respond(first.talent, first.applicationId, 'accept'), 200);
    const res = await respond(second.talent, second.applicationId, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This shift has already been filled.');
    expect((await applicationRow(second.applicationId)).status).toBe('selected');
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
      // Issue 10 item 20 (ADR 013): applying alone does not reveal how to reach the business.
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

  it('is for talent only', async () => {
    expect((await client(t, manager).get('/api/applications/mine')).statusCode).toBe(403);
    const anonymous = await client(t, null).get('/api/applications/mine');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Please log in to access your dashboard.');
  });
});
