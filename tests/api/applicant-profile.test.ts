// 'View Full Profile' (docs/product/applications.md, "An applicant's full profile"):
// GET /api/applications/:applicationId/profile, for the manager of the application's shift only.
import { describe, expect, it } from 'vitest';
import { workHistoryStamps } from '../../src/server/db/schema';
import { createShift } from '../../src/server/seed/factories/shifts';
import { applicantProfileSchema } from '../../src/shared/schemas/responses/applicant-profile';
import { client, expectStatus } from '../support/marketplace';
import type { TestContext } from '../support/test-context';
import { applicationsAppForFile, manager, otherManager, t } from './applications-app';
import { appliedTalent, select } from './applications-fixtures';
import { insertBookings } from './sql-rule-fixtures';

applicationsAppForFile();

const DAY = 86_400_000;
const profileOf = (who: { token: string } | null, applicationId: string) =>
  client(t, who).get(`/api/applications/${applicationId}/profile`);

describe('GET /api/applications/:applicationId/profile', () => {
  it("answers the shift's manager only: another manager 404, talent 403, anonymous 401", async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id);
    expectStatus(await profileOf(manager, applicationId), 200);
    expect((await profileOf(otherManager, applicationId)).statusCode).toBe(404);
    expect((await profileOf(talent, applicationId)).statusCode).toBe(403);
    expect((await profileOf(null, applicationId)).statusCode).toBe(401);
    for (const id of ['8a1d5c1e-0000-4000-8000-000000000000', 'not-a-uuid'])
      expect((await profileOf(manager, id)).statusCode, id).toBe(404);
  });

  it('holds the profile, the work stamps, and contact details only once the worker is selected', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id, {
      name: 'Aisha Bello',
      bio: 'Five years behind a till.',
      skills: ['Cashier', 'Greeter'],
    });
    await t.ctx.db.insert(workHistoryStamps).values({
      workerId: talent.userId,
      companyName: 'Corner Market',
      position: 'Cashier',
      startDate: '2024-03-01',
    });

    const before = applicantProfileSchema.parse(expectStatus(await profileOf(manager, applicationId), 200));
    expect(before.worker).toMatchObject({
      id: talent.userId,
      name: 'Aisha Bello',
      bio: 'Five years behind a till.',
      skills: ['Cashier', 'Greeter'],
      email: null,
      phone: null,
      rating: { average: null, count: 0 },
    });
    expect(before.worker.workStamps).toEqual([
      expect.objectContaining({ companyName: 'Corner Market', position: 'Cashier', startDate: '2024-03-01' }),
    ]);
    expect(before.worker.reliability).toBeDefined();

    expectStatus(await select(manager, applicationId), 200);
    const after = applicantProfileSchema.parse(expectStatus(await profileOf(manager, applicationId), 200));
    expect(after.worker.email).toBe(talent.email);
    expect(after.worker.phone).toMatch(/^\d{10}$/);
  });

  it('lists past shifts with this business only: ended bookings, newest first, at most 10', async () => {
    const shift = await createShift(t.ctx, manager.userId);
    const { talent, applicationId } = await appliedTalent(shift.id);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const mine = (status: string, daysAgo: number, extra = {}) => ({
      managerId: manager.userId,
      workerId: talent.userId,
      status: status as never,
      startsAt: at(daysAgo),
      ...extra,
    });
    const placed = await insertBookings(t.ctx as unknown as TestContext, [
      mine('completed', 3),
      mine('no_show', 2),
      mine('cancelled', 1, { acceptedAt: at(5), cancelledAt: at(1.5) }),
      // Never a booking, and another business's booking: not past shifts with this business.
      mine('cancelled', 0.5),
      mine('withdrawn', 0.6),
      { ...mine('completed', 0.7), managerId: otherManager.userId },
      // Nine older ones, so twelve qualify and the oldest two are left out.
      ...Array.from({ length: 9 }, (_, i) => mine('completed', 10 + i)),
    ]);
    const body = applicantProfileSchema.parse(expectStatus(await profileOf(manager, applicationId), 200));
    expect(body.pastShifts.map((s) => s.applicationId)).toEqual([
      placed[2]!.applicationId,
      placed[1]!.applicationId,
      placed[0]!.applicationId,
      ...placed.slice(6, 13).map((p) => p.applicationId),
    ]);
    expect(body.pastShifts.slice(0, 3).map((s) => s.outcome)).toEqual(['cancelled', 'no_show', 'completed']);
    expect(body.pastShifts[0]).toMatchObject({ positionTitle: 'Server' });

    // The other manager cannot read it even for their own history with the worker.
    expect((await profileOf(otherManager, applicationId)).statusCode).toBe(404);
  });
});
