// What an edit tells whom (docs/product/shifts.md, "Edit shift"): material changes ask booked
// workers to re-confirm, every selected and booked worker hears before → after, pending offers follow a moved start,
// re-confirmation tells the manager, and the change history is for the manager and the shift's applicants only.
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { events, notifications, outbox, scheduledJobs, users } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { offerExpiresAt } from '../../src/shared/domain/offer-window';
import { EDIT_SHIFT_MESSAGES } from '../../src/shared/marketplace/edit-shift-messages';
import { client, expectStatus } from '../support/marketplace';
import { applicationRow, applicationsAppForFile, otherManager, t } from './applications-app';
import { applied, editForm, putShift, reconfirm, shiftChanges, staffedShift } from './shift-edit-fixtures';

applicationsAppForFile();

afterEach(() => {
  t.ctx.clock.now = null;
});

const noticesTo = (userId: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'shift_changed')))
    .orderBy(desc(notifications.createdAt));
const queuedFor = (userId: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.userId, userId)).orderBy(desc(outbox.id));

describe('telling workers about an edit', () => {
  it('a material change: booked re-confirms (text where they get texts), selected is told, others are not', async () => {
    const { owner, shift, booked, selected, waiting } = await staffedShift();
    const body = expectStatus(await putShift(owner, shift.id, editForm(shift, { startTime: '10:00' })), 200);
    expect(body).toMatchObject({
      changed: true,
      material: true,
      workersTold: 2,
      shift: { startTime: '10:00' },
    });

    const [bookedNotice] = await noticesTo(booked.talent.userId);
    expect(bookedNotice).toMatchObject({ title: 'Shift changed — please re-confirm', sentVia: ['sms'] });
    expect(bookedNotice!.message).toContain('Start 9:00 AM → 10:00 AM');
    expect(bookedNotice!.message).toContain("'Keep my booking'");
    const [text] = (await queuedFor(booked.talent.userId)).filter((m) => m.channel === 'sms');
    // The text says 'to': '→' would make it a UCS-2 text (docs/product/sms.md, "Texts").
    expect(text!.body).toContain('Start 9:00 AM to 10:00 AM');
    expect((await applicationRow(booked.applicationId)).termsChangedAt).not.toBeNull();

    const [selectedNotice] = await noticesTo(selected.talent.userId);
    expect(selectedNotice).toMatchObject({ title: 'Shift changed', sentVia: [] });
    expect(selectedNotice!.message).toContain('Your offer still stands');
    expect((await applicationRow(selected.applicationId)).termsChangedAt).toBeNull();

    expect(await noticesTo(waiting.talent.userId)).toHaveLength(0);
    // Every applicant's dashboard and the manager's lists refetch.
    for (const userId of [owner.userId, waiting.talent.userId]) {
      const live = await t.ctx.db
        .select()
        .from(events)
        .where(and(eq(events.userId, userId), eq(events.type, 'shift_changed')));
      expect(live.map((e) => e.payload)).toEqual([{ shiftId: shift.id }]);
    }
  });

  it('a booked worker without texts is e-mailed', async () => {
    const { owner, shift, booked } = await staffedShift();
    await t.ctx.db.update(users).set({ smsNotifications: false }).where(eq(users.id, booked.talent.userId));
    expectStatus(await putShift(owner, shift.id, editForm(shift, { locationAddress: '1 Pier Road' })), 200);
    const [mail] = await queuedFor(booked.talent.userId);
    expect(mail).toMatchObject({ channel: 'email', recipient: booked.talent.email });
    expect(mail!.body).toContain('Location');
    expect(mail!.body).toContain('1 Pier Road');
    const [notice] = await noticesTo(booked.talent.userId);
    expect(notice!.sentVia).toEqual(['email']);
  });

  it('pay up tells workers without re-confirmation; pay down asks for it', async () => {
    const { owner, shift, booked } = await staffedShift();
    const up = expectStatus(await putShift(owner, shift.id, editForm(shift, { hourlyRate: '20.00' })), 200);
    expect(up).toMatchObject({ material: false, workersTold: 2 });
    expect((await applicationRow(booked.applicationId)).termsChangedAt).toBeNull();
    const [notice] = await noticesTo(booked.talent.userId);
    expect(notice).toMatchObject({ title: 'Shift changed' });
    expect(notice!.message).toContain('Pay $18.50/hr → $20.00/hr');
    const down = expectStatus(
      await putShift(owner, up.shift.id, editForm(up.shift, { hourlyRate: '17.00' })),
      200,
    );
    expect(down).toMatchObject({ material: true });
    expect((await applicationRow(booked.applicationId)).termsChangedAt).not.toBeNull();
  });

  it('the manager’s own settings (max applications, auto-backfill) tell nobody but are in the history', async () => {
    const { owner, shift, booked } = await staffedShift();
    const body = expectStatus(
      await putShift(owner, shift.id, editForm(shift, { maxApplications: 3, autoBackfill: false })),
      200,
    );
    expect(body).toMatchObject({ changed: true, material: false, workersTold: 0 });
    expect(await noticesTo(booked.talent.userId)).toHaveLength(0);
    const history = expectStatus(await shiftChanges(owner, shift.id), 200);
    expect(history.changes[0].changes.map((c: { field: string }) => c.field)).toEqual([
      'maxApplications',
      'autoBackfill',
    ]);
    // Workers do not see the manager's settings: the edit is not in their history at all.
    expect(expectStatus(await shiftChanges(booked.talent, shift.id), 200).changes).toEqual([]);
  });

  it('a moved start moves a pending offer’s expiry and its job; an unmoved one keeps both', async () => {
    const { owner, shift, selected } = await staffedShift();
    const before = (await applicationRow(selected.applicationId)).offerExpiresAt;
    const same = expectStatus(
      await putShift(owner, shift.id, editForm(shift, { parkingInfo: 'Lot B' })),
      200,
    );
    expect((await applicationRow(selected.applicationId)).offerExpiresAt).toEqual(before);

    // Tomorrow at 9:00 instead of in three days: the window now ends an hour before the new start at the latest.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: shift.timeZone,
    });
    const moved = expectStatus(
      await putShift(owner, shift.id, editForm(same.shift, { shiftDate: tomorrow })),
      200,
    );
    const row = await applicationRow(selected.applicationId);
    const expected = offerExpiresAt(row.selectedAt!, moved.shift.startsAt);
    expect(row.offerExpiresAt).toEqual(expected);
    const jobs = await t.ctx.db
      .select()
      .from(scheduledJobs)
      .where(
        and(eq(scheduledJobs.kind, 'offer-expiry'), eq(scheduledJobs.subjectId, selected.applicationId)),
      );
    expect(jobs.map((job) => job.runAt)).toEqual([expected]);
  });
});

describe('re-confirmation and history', () => {
  it('"Keep my booking" clears the mark once, tells the manager; refused when nothing changed or not one’s own', async () => {
    const { owner, shift, booked, selected } = await staffedShift();
    const refusedEarly = expectStatus(await reconfirm(booked.talent, booked.applicationId), 409);
    expect(refusedEarly.error.message).toBe(EDIT_SHIFT_MESSAGES.reconfirmNotNeeded);
    expectStatus(await putShift(owner, shift.id, editForm(shift, { dressCode: 'All black' })), 200);

    expect((await reconfirm(selected.talent, booked.applicationId)).statusCode).toBe(404);
    expect((await reconfirm(owner, booked.applicationId)).statusCode).toBe(403);
    expect((await reconfirm(selected.talent, selected.applicationId)).statusCode).toBe(409);

    const body = expectStatus(await reconfirm(booked.talent, booked.applicationId), 200);
    expect(body.application).toMatchObject({ status: 'accepted', termsChangedAt: null });
    const [told] = await noticesTo(owner.userId);
    expect(told).toMatchObject({ title: 'Booking re-confirmed' });
    expect((await reconfirm(booked.talent, booked.applicationId)).statusCode).toBe(409);
    expect(await noticesTo(owner.userId)).toHaveLength(1);
  });

  it('the history, newest first, for the manager and any applicant; 404 for other workers and managers', async () => {
    const { owner, shift, waiting } = await staffedShift();
    const first = expectStatus(await putShift(owner, shift.id, editForm(shift, { startTime: '10:00' })), 200);
    t.ctx.clock.now = new Date(Date.now() + 60_000);
    expectStatus(await putShift(owner, shift.id, editForm(first.shift, { hourlyRate: '21.00' })), 200);

    const history = expectStatus(await shiftChanges(waiting.talent, shift.id), 200);
    expect(history.changes).toHaveLength(2);
    expect(history.changes[0]).toMatchObject({
      material: false,
      changes: [{ field: 'hourlyRate', label: 'Pay', before: '$18.50/hr', after: '$21.00/hr' }],
    });
    expect(history.changes[1].changes[0]).toMatchObject({
      label: 'Start',
      before: '9:00 AM',
      after: '10:00 AM',
    });
    expect(expectStatus(await shiftChanges(owner, shift.id), 200).changes).toHaveLength(2);

    const stranger = await createTalent(t.ctx);
    expect((await shiftChanges(stranger, shift.id)).statusCode).toBe(404);
    expect((await shiftChanges(otherManager, shift.id)).statusCode).toBe(404);
    expect((await shiftChanges(null, shift.id)).statusCode).toBe(401);
    expect((await shiftChanges(owner, 'nope')).statusCode).toBe(404);
  });

  it('a change of the on-site contact is in the history only for workers the booking shares contact details with', async () => {
    const { owner, shift, booked, selected, waiting } = await staffedShift();
    const withdrawn = await applied(shift.id);
    expectStatus(
      await client(t, withdrawn.talent).post(`/api/applications/${withdrawn.applicationId}/withdraw`),
      200,
    );
    expectStatus(
      await putShift(
        owner,
        shift.id,
        editForm(shift, {
          contactPerson: 'Dana Night',
          contactPhone: '(212) 555-0199',
          dressCode: 'All black',
        }),
      ),
      200,
    );
    const fieldsSeenBy = async (who: { token: string }) =>
      expectStatus(await shiftChanges(who, shift.id), 200).changes.flatMap(
        (edit: { changes: { field: string }[] }) => edit.changes.map((change) => change.field),
      );

    // ADR 013: applying alone (or having withdrawn) shares no contact details, and the history follows that rule.
    for (const viewer of [waiting, withdrawn]) {
      const seen = await fieldsSeenBy(viewer.talent);
      expect(seen).toEqual(['dressCode']);
      const raw = JSON.stringify(expectStatus(await shiftChanges(viewer.talent, shift.id), 200));
      expect(raw).not.toContain('Dana Night');
      expect(raw).not.toContain('0199');
    }
    for (const viewer of [booked, selected])
      expect(await fieldsSeenBy(viewer.talent)).toEqual(['dressCode', 'contactPerson', 'contactPhone']);
    expect(await fieldsSeenBy(owner)).toEqual(['dressCode', 'contactPerson', 'contactPhone']);

    // An edit of the contact alone is not in their history at all.
    const reloaded = expectStatus(
      await client(t, owner).get(`/api/shifts/${shift.id}/applications`),
      200,
    ).shift;
    t.ctx.clock.now = new Date(Date.now() + 60_000);
    expectStatus(await putShift(owner, shift.id, editForm(reloaded, { contactPerson: 'Sam Day' })), 200);
    expect(expectStatus(await shiftChanges(waiting.talent, shift.id), 200).changes).toHaveLength(1);
    expect(expectStatus(await shiftChanges(booked.talent, shift.id), 200).changes).toHaveLength(2);
  });

  it('the worker’s dashboard shows the booking awaiting re-confirmation', async () => {
    const { owner, shift, booked } = await staffedShift();
    expectStatus(await putShift(owner, shift.id, editForm(shift, { breakDuration: 60 })), 200);
    const mine = expectStatus(await client(t, booked.talent).get('/api/applications/mine'), 200);
    const card = mine.applications.find((a: { id: string }) => a.id === booked.applicationId);
    expect(card.termsChangedAt).not.toBeNull();
    expect(card.shift.breakMinutes).toBe(60);
  });
});

describe('a max lowered to the booked count', () => {
  it('fills the shift: the waiting applications and the pending offer end as filled, without a change notice', async () => {
    const { owner, shift, booked, selected, waiting } = await staffedShift();
    const body = expectStatus(await putShift(owner, shift.id, editForm(shift, { maxApplications: 1 })), 200);
    expect(body.shift).toMatchObject({ maxApplications: 1, acceptedCount: 1 });
    for (const ended of [selected, waiting])
      expect(await applicationRow(ended.applicationId)).toMatchObject({
        status: 'rejected',
        endedReason: 'filled',
      });
    expect((await applicationRow(booked.applicationId)).status).toBe('accepted');
    expect(await noticesTo(selected.talent.userId)).toHaveLength(0);
  });
});

describe('reminders after an edit', () => {
  it('a moved start reschedules the booked worker’s reminders to the new start', async () => {
    const { owner, shift, booked } = await staffedShift();
    const moved = expectStatus(await putShift(owner, shift.id, editForm(shift, { startTime: '11:00' })), 200);
    const jobs = await t.ctx.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.subjectId, booked.applicationId), eq(scheduledJobs.status, 'pending')));
    const reminders = jobs.filter((job) => job.kind.startsWith('reminder-'));
    expect(reminders.length).toBeGreaterThan(0);
    const start = new Date(moved.shift.startsAt).getTime();
    for (const job of reminders) expect(job.payload).toEqual({ startsAt: new Date(start).toISOString() });
  });
});
