// The selected worker accepts or declines (POST /api/applications/:id/accept|decline).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, shifts } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { client, expectStatus } from '../support/marketplace';
import { applicationRow, applicationsAppForFile, mailsTo, manager, t } from './applications-app';
import { appliedTalent, apply, respond, selectedTalent } from './applications-fixtures';

applicationsAppForFile();

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
    // The fill already ended the second offer (no limbo); the refused accept changes nothing.
    expect(await applicationRow(second.applicationId)).toMatchObject({
      status: 'rejected',
      endedReason: 'filled',
    });
  });
});
