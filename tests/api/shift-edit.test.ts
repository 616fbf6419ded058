// 'Edit shift' (docs/product/shifts.md, "Edit shift"): who may edit, until when, the same validation
// as posting, capacity never below the booked count, a stale form refused, and wall-clock times across a DST change.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { shiftChanges as shiftChangesTable, shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { EDIT_SHIFT_MESSAGES } from '../../src/shared/marketplace/edit-shift-messages';
import { client, expectStatus } from '../support/marketplace';
import { applicationsAppForFile, manager, otherManager, t } from './applications-app';
import { editForm, putShift, staffedShift } from './shift-edit-fixtures';

applicationsAppForFile();

afterEach(() => {
  t.ctx.clock.now = null;
});

const historyOf = (shiftId: string) =>
  t.ctx.db.select().from(shiftChangesTable).where(eq(shiftChangesTable.shiftId, shiftId));

describe('PUT /api/shifts/:shiftId refusals', () => {
  it('is for the shift’s own manager only: 401, 403 for talent, 404 for another manager', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const talent = await createTalent(t.ctx);
    expect((await putShift(null, shift.id, editForm(shift))).statusCode).toBe(401);
    expect((await putShift(talent, shift.id, editForm(shift))).statusCode).toBe(403);
    const other = expectStatus(
      await putShift(otherManager, shift.id, editForm(shift, { startTime: '10:00' })),
      404,
    );
    expect(other.error.message).toBe(EDIT_SHIFT_MESSAGES.notFound);
    expect(expectStatus(await putShift(manager, 'not-a-uuid', editForm(shift)), 404).error.message).toBe(
      EDIT_SHIFT_MESSAGES.notFound,
    );
    expect(await historyOf(shift.id)).toHaveLength(0);
  });

  it('refuses an edit from the start on', async () => {
    const lastWeek = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    const shift = await createShiftPostedAt(t.ctx, manager.userId, lastWeek);
    const started = expectStatus(
      await putShift(manager, shift.id, editForm(shift, { startTime: '10:00' })),
      409,
    );
    expect(started.error.message).toBe(EDIT_SHIFT_MESSAGES.started);
  });

  it('refuses an edit of a cancelled shift (and the edit racing a cancellation has one outcome)', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    await t.ctx.db.update(shifts).set({ status: 'cancelled' }).where(eq(shifts.id, shift.id));
    const body = expectStatus(
      await putShift(manager, shift.id, editForm(shift, { startTime: '10:00' })),
      409,
    );
    expect(body.error.message).toBe(EDIT_SHIFT_MESSAGES.cancelled);
    const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(row!.startTime).toBe('09:00:00');
  });

  it('an edit and a cancellation at the same instant: one order wins, never a half-edited cancelled shift', async () => {
    const { owner, shift } = await staffedShift();
    const [edit, cancel] = await Promise.all([
      putShift(owner, shift.id, editForm(shift, { startTime: '10:00' })),
      client(t, owner).post(`/api/shifts/${shift.id}/cancel`, {}),
    ]);
    expect(cancel.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(row!.status).toBe('cancelled');
    if (edit.statusCode === 200) expect(row!.startTime).toBe('10:00:00');
    else {
      expect(expectStatus(edit, 409).error.message).toBe(EDIT_SHIFT_MESSAGES.cancelled);
      expect(row!.startTime).toBe('09:00:00');
      expect(await historyOf(shift.id)).toHaveLength(0);
    }
  });

  it('edits a closed shift (bookings kept)', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    await t.ctx.db.update(shifts).set({ status: 'closed' }).where(eq(shifts.id, shift.id));
    const body = expectStatus(
      await putShift(manager, shift.id, editForm(shift, { positionTitle: 'Host' })),
      200,
    );
    expect(body.shift).toMatchObject({ positionTitle: 'Host', status: 'closed' });
  });

  it('refuses max applications below the booked count, at the field', async () => {
    const { owner, shift } = await staffedShift();
    const body = expectStatus(await putShift(owner, shift.id, editForm(shift, { maxApplications: 0 })), 400);
    expect(JSON.stringify(body)).toContain('Max applications must be at least 1');
    await t.ctx.db.update(shifts).set({ acceptedCount: 2 }).where(eq(shifts.id, shift.id));
    const below = expectStatus(await putShift(owner, shift.id, editForm(shift, { maxApplications: 1 })), 400);
    expect(below.error.fieldErrors).toEqual({
      maxApplications: 'Max applications cannot be below the 2 workers already booked.',
    });
  });

  it('validates like the create form: bad input, a past date, an end before the start, a missing version', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    for (const bad of [
      { businessName: '' },
      { hourlyRate: '18.555' },
      { endTime: '08:00' },
      { shiftDate: '2020-01-01' },
      { contactPhone: '123' },
      { version: -1 },
      { breakDuration: 'lots' },
    ]) {
      const res = await putShift(manager, shift.id, editForm(shift, bad as object));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const { version: _version, ...noVersion } = editForm(shift);
    expect((await putShift(manager, shift.id, noVersion)).statusCode).toBe(400);
    expect(await historyOf(shift.id)).toHaveLength(0);
  });
});

describe('PUT /api/shifts/:shiftId saving', () => {
  it('a form with no change answers 200 and writes no history and no notice', async () => {
    const { owner, shift } = await staffedShift();
    const body = expectStatus(await putShift(owner, shift.id, editForm(shift)), 200);
    expect(body).toMatchObject({ changed: false, material: false, workersTold: 0 });
    expect(body.shift.version).toBe(shift.version);
    expect(await historyOf(shift.id)).toHaveLength(0);
  });

  it('a second tab with the form it loaded earlier gets 409 and overwrites nothing', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const first = expectStatus(
      await putShift(manager, shift.id, editForm(shift, { positionTitle: 'Host' })),
      200,
    );
    expect(first.shift.version).toBe(shift.version + 1);
    const stale = expectStatus(
      await putShift(manager, shift.id, editForm(shift, { breakDuration: 45 })),
      409,
    );
    expect(stale.error.message).toBe('This shift was changed in another tab. Reload to see the changes.');
    const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(row).toMatchObject({ positionTitle: 'Host', breakMinutes: 30 });
  });

  it('two tabs saving at the same instant: one wins, the other is told to reload', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const results = await Promise.all([
      putShift(manager, shift.id, editForm(shift, { positionTitle: 'Host' })),
      putShift(manager, shift.id, editForm(shift, { positionTitle: 'Runner' })),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(shift.id)).toHaveLength(1);
  });

  it('a worker accepting meanwhile does not make the manager’s form stale', async () => {
    const { owner, shift, selected } = await staffedShift();
    expectStatus(
      await client(t, selected.talent).post(`/api/applications/${selected.applicationId}/accept`),
      200,
    );
    expectStatus(await putShift(owner, shift.id, editForm(shift, { parkingInfo: 'Lot B' })), 200);
  });

  it('lowering max while the selected worker accepts: exactly one of the two goes through', async () => {
    const { owner, shift, selected } = await staffedShift();
    const [edit, accept] = await Promise.all([
      putShift(owner, shift.id, editForm(shift, { maxApplications: 1 })),
      client(t, selected.talent).post(`/api/applications/${selected.applicationId}/accept`),
    ]);
    expect([edit.statusCode, accept.statusCode].sort()).toEqual(
      edit.statusCode === 200 ? [200, 409] : [200, 400],
    );
    const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(row!.acceptedCount).toBeLessThanOrEqual(row!.maxApplications);
  });

  it('accepts and stores "Offer the next applicant automatically" on create and edit', async () => {
    const created = expectStatus(
      await client(t, manager).post('/api/shifts', {
        ...editForm(await createShift(t.ctx, manager.userId)),
        autoBackfill: false,
      }),
      201,
    );
    expect(created.shift.autoBackfill).toBe(false);
    const edited = expectStatus(
      await putShift(manager, created.shift.id, editForm(created.shift, { autoBackfill: true })),
      200,
    );
    expect(edited).toMatchObject({
      changed: true,
      material: false,
      workersTold: 0,
      shift: { autoBackfill: true },
    });
  });

  it('moving a shift across the 2026-11-01 New York DST change keeps its wall-clock times', async () => {
    t.ctx.clock.now = new Date('2026-10-27T12:00:00Z');
    const owner = await createManager(t.ctx);
    const shift = await createShift(t.ctx, owner.userId, { shiftDate: '2026-10-31' });
    expect(shift.timeZone).toBe('America/New_York');
    expect(shift.startsAt).toBe('2026-10-31T13:00:00.000Z');
    const body = expectStatus(
      await putShift(owner, shift.id, editForm(shift, { shiftDate: '2026-11-02' })),
      200,
    );
    expect(body.shift).toMatchObject({
      startTime: '09:00',
      endTime: '15:00',
      startsAt: '2026-11-02T14:00:00.000Z',
      endsAt: '2026-11-02T20:00:00.000Z',
    });
    const overnight = expectStatus(
      await putShift(
        owner,
        shift.id,
        editForm(body.shift, {
          shiftDate: '2026-10-31',
          startTime: '22:00',
          endTime: '06:00',
          overnight: true,
        }),
      ),
      200,
    );
    // 22:00 EDT to 06:00 EST the next morning: nine hours, not eight.
    expect(overnight.shift).toMatchObject({
      startsAt: '2026-11-01T02:00:00.000Z',
      endsAt: '2026-11-01T11:00:00.000Z',
    });
  });
});
