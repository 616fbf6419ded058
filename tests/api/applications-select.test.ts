// Selecting an applicant and the contact details that follow (POST /api/applications/:id/select).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountFlags,
  events,
  notifications,
  rateLimitHits,
  shiftApplications,
  shifts,
  smsOptOuts,
  users,
} from '../../src/server/db/schema';
import type { SmsService } from '../../src/server/messaging/sms-service';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { client, expectSelectedInAppOnly, expectStatus } from '../support/marketplace';
import { applicationRow, applicationsAppForFile, manager, otherManager, smsTo, t } from './applications-app';
import { appliedTalent, select } from './applications-fixtures';

applicationsAppForFile();

describe('select and contact (POST /api/applications/:id/select)', () => {
  it('texts the offer first, then marks selected with both times, notifies the worker and publishes', async () => {
    // Posted a fortnight before: a shift may be dated at most 12 months ahead.
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

    // The text fits one segment (docs/product/sms.md, "Offer text"); the spec's other data (the worker's name, the
    // rate, the address) is in the notice below.
    const [sms] = await smsTo('+12405550188');
    const { replyCode } = await applicationRow(applicationId);
    expect(sms!.body).toMatch(
      new RegExp(
        `^TalentBridge: Harbor Street Bistro offers you Line Cook, Fri, Dec 4 4:00 PM-11:30 PM\\. Reply YES or NO \\(code ${replyCode}\\)\\. Respond by [A-Z][a-z]{2} \\d{1,2}, \\d{1,2}:\\d{2} [AP]M\\. STOP to opt out$`,
      ),
    );
    expect(sms!.body.length).toBeLessThanOrEqual(160);

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
    // The number replied STOP: kept per number.
    await t.ctx.db.insert(smsOptOuts).values({ phone: '+12405550166', optedOutAt: new Date() });
    const body = expectStatus(await select(manager, applicationId), 200);
    await expectSelectedInAppOnly(t, body, talent.userId, '+12405550166');
  });

  it('does not text a worker who never agreed to SMS: in-app notice only, and says so', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id, {
      phone: '(240) 555-0131',
      smsNotifications: false,
    });
    const body = expectStatus(await select(manager, applicationId), 200);
    await expectSelectedInAppOnly(t, body, talent.userId, '+12405550131');
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

describe('a daily cap on offer texts (docs/product/sms.md, "Daily caps")', () => {
  it('is said before the click, named in the answer, and never files the manager as abusive', async () => {
    const owner = await createManager(t.ctx);
    const shift = await createShift(t.ctx, owner.userId);
    const { applicationId } = await appliedTalent(shift.id, {
      name: 'Jordan Reyes',
      phone: '(240) 555-0163',
    });
    // Three offer texts reached this number today (from other businesses).
    await t.ctx.db.insert(rateLimitHits).values(
      [1, 2, 3].map((hour) => ({
        bucket: 'offer_sms_number_day',
        key: '+12405550163',
        createdAt: new Date(Date.now() - hour * 3_600_000),
      })),
    );
    const list = expectStatus(await client(t, owner).get(`/api/shifts/${shift.id}/applications`), 200);
    expect(list.applications[0].worker.offerTextCap).toBe('number');

    const body = expectStatus(await select(owner, applicationId), 200);
    expect(body.sms).toBe('capped');
    expect(body.note).toBe(
      'Jordan Reyes has had 3 offer texts today, the most one number gets in 24 hours, so they were notified in the app only.',
    );
    expect((await applicationRow(applicationId)).status).toBe('selected');
    expect((await smsTo('+12405550163')).filter((m) => m.body.includes('offers you'))).toEqual([]);
    // A cap of the recipient's is not the sender's doing: no flag for the staff's queue.
    expect(await t.ctx.db.select().from(accountFlags).where(eq(accountFlags.userId, owner.userId))).toEqual(
      [],
    );
  });

  it("the manager's own cap is named too, and does file the manager for the staff's queue", async () => {
    const owner = await createManager(t.ctx);
    const shift = await createShift(t.ctx, owner.userId);
    const { applicationId } = await appliedTalent(shift.id, { name: 'Ada Moss', phone: '(240) 555-0164' });
    await t.ctx.db.insert(rateLimitHits).values(
      Array.from({ length: 20 }, (_, i) => ({
        bucket: 'offer_sms_manager_day',
        key: owner.userId,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const body = expectStatus(await select(owner, applicationId), 200);
    expect(body).toMatchObject({
      sms: 'capped',
      note: 'You have sent 20 offer texts today, the most in 24 hours, so they were notified in the app only.',
    });
    const flags = await t.ctx.db.select().from(accountFlags).where(eq(accountFlags.userId, owner.userId));
    expect(flags.map((f) => f.kind)).toEqual(['sms_daily_cap']);
  });
});
