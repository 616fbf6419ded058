// How the access-control matrix calls each marketplace route (shifts, applications, notifications, events, SMS), per
// cell (tests/quality/access-matrix.test.ts); account, sign-in and public routes are in builders-accounts.ts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { shiftApplications, shifts } from '../../../src/server/db/schema';
import { computeTwilioSignature } from '../../../src/server/messaging/twilio-signature';
import { editForm } from '../../support/shift-edit-form';
import { freshAccepted, freshInterested, freshSelected, freshShift, statusCheck } from './requests';
import { type Builder, ORIGIN, type Party, type Request, TWILIO_TOKEN, t } from './world';

/** A refused close or cancel leaves the shift open; an accepted one moves it. */
const shiftStatusCheck = (id: string, after: string) => async (status: number) => {
  const [row] = await t.ctx.db.select({ status: shifts.status }).from(shifts).where(eq(shifts.id, id));
  expect(row?.status).toBe(status < 300 ? after : 'open');
};

/** A manager's list of shifts, when answered, holds only the caller's shifts (`self` is signed in when it is). */
const onlyOwnShifts = (self: { userId: string } | null) => async (status: number, body: string) => {
  if (status !== 200) return;
  const mine = await t.ctx.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(eq(shifts.managerId, self!.userId));
  const ids = new Set(mine.map((r) => r.id));
  for (const s of JSON.parse(body).shifts) expect(ids.has(s.id), `shift ${s.id} is the caller's`).toBe(true);
};

/**
 * POST /api/applications/:applicationId/<action> on a fresh application of the target party's in the `before`
 * status: it ends `after` when the call succeeds and is left `before` when it is refused.
 */
const applicationMove = (
  action: string,
  fresh: (p: Party) => Promise<string>,
  before: string,
  after: string,
  payload?: object,
): [string, Builder] => [
  `POST /api/applications/:applicationId/${action}`,
  async ({ target }) => {
    const id = await fresh(target);
    return {
      method: 'POST',
      url: `/api/applications/${id}/${action}`,
      ...(payload ? { payload } : {}),
      verify: statusCheck(id, before, after),
    };
  },
];

const APPLICATION_MOVES: Record<string, Builder> = Object.fromEntries([
  applicationMove('select', freshInterested, 'interested', 'selected'),
  applicationMove('accept', freshSelected, 'selected', 'accepted'),
  applicationMove('decline', freshSelected, 'selected', 'declined'),
  // docs/product/applications.md, "Cancellations": the worker withdraws or cancels only their own, the manager
  // passes and removes only on their own shift; a refusal changes nothing.
  applicationMove('withdraw', freshInterested, 'interested', 'withdrawn'),
  applicationMove('cancel', freshAccepted, 'accepted', 'cancelled', { emergency: false }),
  applicationMove('pass', freshInterested, 'interested', 'rejected'),
  applicationMove('remove', freshAccepted, 'accepted', 'cancelled'),
]);

/** POST /api/shifts/:id/<action> on a fresh open shift of the target party's (shiftStatusCheck). */
const shiftMove =
  (action: string, after: string, payload?: object): Builder =>
  async ({ target }) => {
    const shift = await freshShift(target);
    return {
      method: 'POST',
      url: `/api/shifts/${shift.id}/${action}`,
      ...(payload ? { payload } : {}),
      verify: shiftStatusCheck(shift.id, after),
    };
  };

export const MARKETPLACE_BUILDERS: Record<string, Builder> = {
  'POST /api/shifts': async ({ scope, self, target }) => ({
    method: 'POST',
    url: '/api/shifts',
    payload: {
      businessName: 'Matrix Cafe',
      managerEmail: self?.email ?? 'someone@example.com',
      positionTitle: 'Barista',
      locationAddress: '1 Main Street, Baltimore, MD 21202',
      shiftDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      startTime: '09:00',
      endTime: '15:00',
      hourlyRate: '18.50',
      breakDuration: 30,
      contactPerson: 'Pat',
      contactPhone: '(301) 555-0188',
      maxApplications: 1,
      overnight: false,
      // An attempt to post in the other manager's name: unknown keys must be ignored.
      ...(scope === 'other' ? { managerId: target.manager.userId, manager_id: target.manager.userId } : {}),
    },
    verify: async (status, body) => {
      if (status !== 201) return;
      const [row] = await t.ctx.db
        .select({ managerId: shifts.managerId })
        .from(shifts)
        .where(eq(shifts.id, JSON.parse(body).shift.id));
      expect(row?.managerId, 'a shift belongs to whoever posted it').toBe(self?.userId);
    },
  }),
  // 'Best match' for a signed-in talent, the cached soonest list for everyone else (ADR 018).
  'GET /api/shifts/open': async () => ({ method: 'GET', url: '/api/shifts/open?limit=50&sort=best' }),
  'GET /api/shifts/mine': async ({ self }) => ({
    method: 'GET',
    url: '/api/shifts/mine?limit=50',
    verify: onlyOwnShifts(self),
  }),
  'POST /api/shifts/:shiftId/applications': async ({ target }) => {
    const shift = await freshShift(target);
    return { method: 'POST', url: `/api/shifts/${shift.id}/applications` };
  },
  'GET /api/shifts/:shiftId/applications': async ({ target }) => ({
    method: 'GET',
    url: `/api/shifts/${target.shiftId}/applications?sort=best`,
  }),
  ...APPLICATION_MOVES,
  // 'View Full Profile': the applicant's profile and past shifts with the business, for the shift's manager only.
  'GET /api/applications/:applicationId/profile': async ({ target }) => ({
    method: 'GET',
    url: `/api/applications/${target.applicationId}/profile`,
  }),
  // Public figures of the manager's own place: nothing of another business to leak.
  'GET /api/shifts/wage-floors': async () => ({ method: 'GET', url: '/api/shifts/wage-floors' }),
  'GET /api/shifts/mine/underway': async ({ self }) => ({
    method: 'GET',
    url: '/api/shifts/mine/underway?limit=50',
    verify: onlyOwnShifts(self),
  }),
  'GET /api/applications/mine': async ({ self }) => ({
    method: 'GET',
    url: '/api/applications/mine',
    verify: async (status, body) => {
      if (status !== 200) return;
      for (const a of JSON.parse(body).applications) expect(a.workerId).toBe(self!.userId);
    },
  }),
  // docs/product/applications.md, "Cancellations": the manager closes and cancels only their own shift; a refusal
  // changes nothing.
  'POST /api/shifts/:shiftId/close': shiftMove('close', 'closed'),
  'POST /api/shifts/:shiftId/cancel': shiftMove('cancel', 'cancelled', {}),
  // docs/product/shifts.md, "Edit shift": only the shift's manager edits; a refused edit changes nothing.
  'PUT /api/shifts/:shiftId': async ({ target }) => {
    const shift = await freshShift(target);
    return {
      method: 'PUT',
      url: `/api/shifts/${shift.id}`,
      payload: editForm(shift, { positionTitle: 'Edited Barista' }),
      verify: async (status) => {
        const [row] = await t.ctx.db
          .select({ title: shifts.positionTitle })
          .from(shifts)
          .where(eq(shifts.id, shift.id));
        expect(row?.title === 'Edited Barista', 'only the shift’s manager edits it').toBe(status === 200);
      },
    };
  },
  // The manager, or a worker who applied (the party's talent applied to the party's shift); anyone else 404.
  'GET /api/shifts/:shiftId/changes': async ({ target }) => ({
    method: 'GET',
    url: `/api/shifts/${target.shiftId}/changes`,
  }),
  'POST /api/applications/:applicationId/reconfirm': async ({ target }) => {
    const id = await freshAccepted(target);
    await t.ctx.db
      .update(shiftApplications)
      .set({ termsChangedAt: new Date() })
      .where(eq(shiftApplications.id, id));
    return {
      method: 'POST',
      url: `/api/applications/${id}/reconfirm`,
      verify: async (status) => {
        const [row] = await t.ctx.db
          .select({ at: shiftApplications.termsChangedAt })
          .from(shiftApplications)
          .where(eq(shiftApplications.id, id));
        expect(row?.at == null, 'only the booked worker re-confirms').toBe(status === 200);
      },
    };
  },
  'POST /api/applications/:applicationId/confirm-attendance': async ({ target }) => {
    const id = await freshAccepted(target);
    return {
      method: 'POST',
      url: `/api/applications/${id}/confirm-attendance`,
      verify: async (status) => {
        const [row] = await t.ctx.db
          .select({ at: shiftApplications.attendanceConfirmedAt })
          .from(shiftApplications)
          .where(eq(shiftApplications.id, id));
        expect(row?.at != null, 'only the booked worker confirms').toBe(status === 200);
      },
    };
  },
  'GET /api/notifications': async () => ({ method: 'GET', url: '/api/notifications' }),
  'POST /api/notifications/:id/read': async ({ actor, target }) => ({
    method: 'POST',
    url: `/api/notifications/${actor.startsWith('manager') ? target.managerNotificationId : target.talentNotificationId}/read`,
  }),
  'POST /api/notifications/read-all': async () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  'GET /api/events': async ({ scope }): Promise<Request> => ({
    method: 'GET',
    url: '/api/events',
    headers: scope === 'other' ? { 'last-event-id': '0' } : {},
  }),
  'POST /api/sms/test': async ({ scope, self, target }) => ({
    method: 'POST',
    url: '/api/sms/test',
    payload: { phone: `+1 ${scope === 'own' ? (self?.phone ?? target.manager.phone) : target.talent.phone}` },
  }),
  'POST /api/webhooks/twilio/sms': async ({ scope, target }) => {
    const params: [string, string][] = [
      ['MessageSid', `SM${randomBytes(16).toString('hex')}`],
      ['From', `+1${target.talent.phone}`],
      ['Body', 'HELP'],
    ];
    const url = '/api/webhooks/twilio/sms';
    const signature = computeTwilioSignature(
      scope === 'own' ? TWILIO_TOKEN : 'not-the-token',
      `${ORIGIN}${url}`,
      params,
    );
    return {
      method: 'POST',
      url,
      payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    };
  },
};
