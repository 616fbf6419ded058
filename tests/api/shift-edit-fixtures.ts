// Shared by the shift-edit API tests (shift-edit*.test.ts): the edit form built from a shift as its manager loaded it,
// and a shift with a booked and a selected worker.
import { createManager } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import type { ShiftWithContactDto } from '../../src/shared/marketplace/types';
import { client, expectStatus } from '../support/marketplace';
import { editForm } from '../support/shift-edit-form';
import { type Manager, t } from './applications-app';
import { appliedTalent, respond, select } from './applications-fixtures';

export { editForm };

export const putShift = (who: { token: string } | null, shiftId: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/shifts/${shiftId}`,
    headers: who ? { cookie: `tb_session=${who.token}` } : {},
    payload: body,
  });
export const shiftChanges = (who: { token: string } | null, shiftId: string) =>
  client(t, who).get(`/api/shifts/${shiftId}/changes`);
export const reconfirm = (who: { token: string } | null, applicationId: string) =>
  client(t, who).post(`/api/applications/${applicationId}/reconfirm`);

let phones = 0;
/** Its own number per worker, so the per-number daily cap on offer texts never decides a test. */
export const applied = (shiftId: string, overrides = {}) =>
  appliedTalent(shiftId, { phone: `(301)555-${String(2000 + ++phones)}`, ...overrides });

/** A new manager (the offer-text cap is per manager), a shift for two, one worker booked, one selected, one applied. */
export async function staffedShift(overrides: Parameters<typeof createShift>[2] = {}) {
  const owner: Manager = await createManager(t.ctx);
  const shift = await createShift(t.ctx, owner.userId, { maxApplications: 2, ...overrides });
  const booked = await applied(shift.id);
  const selected = await applied(shift.id);
  const waiting = await applied(shift.id);
  expectStatus(await select(owner, booked.applicationId), 200);
  expectStatus(await respond(booked.talent, booked.applicationId, 'accept'), 200);
  expectStatus(await select(owner, selected.applicationId), 200);
  const loaded = expectStatus(await client(t, owner).get(`/api/shifts/${shift.id}/applications`), 200);
  return { owner, shift: loaded.shift as ShiftWithContactDto, booked, selected, waiting };
}
