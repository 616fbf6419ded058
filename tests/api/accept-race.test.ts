import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftApplications, shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

// docs/architecture.md core loop step 5 / "Filling": accepting beyond capacity is refused under concurrency.
// It matters on PostgreSQL (real parallel connections): run with TEST_DATABASE_URL as well.
let t: TestApp;
let manager: Awaited<ReturnType<typeof createManager>>;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createManager(t.ctx);
});
afterAll(async () => {
  await t.close();
});

async function selectedWorkers(shiftId: string, count: number) {
  const workers = [];
  for (let i = 0; i < count; i++) {
    const talent = await createTalent(t.ctx);
    const { application } = expectStatus(
      await client(t, talent).post(`/api/shifts/${shiftId}/applications`),
      201,
    );
    expectStatus(await client(t, manager).post(`/api/applications/${application.id}/select`), 200);
    workers.push({ talent, applicationId: application.id as string });
  }
  return workers;
}

async function counts(shiftId: string) {
  const [shift] = await t.ctx.db
    .select({ acceptedCount: shifts.acceptedCount })
    .from(shifts)
    .where(eq(shifts.id, shiftId));
  const [accepted] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(shiftApplications)
    .where(and(eq(shiftApplications.shiftId, shiftId), eq(shiftApplications.status, 'accepted')));
  return { stored: shift!.acceptedCount, accepted: accepted!.n };
}

describe('the last place', () => {
  it('goes to exactly one of two workers accepting at the same instant', async () => {
    for (let round = 0; round < 5; round++) {
      const shift = await createShift(t.ctx, manager.userId, { maxApplications: 1 });
      const [a, b] = await selectedWorkers(shift.id, 2);
      const results = await Promise.all([
        client(t, a!.talent).post(`/api/applications/${a!.applicationId}/accept`),
        client(t, b!.talent).post(`/api/applications/${b!.applicationId}/accept`),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().error.message).toBe('This shift has already been filled.');
      expect(await counts(shift.id)).toEqual({ stored: 1, accepted: 1 });
      // No limbo: the loser's offer ends as filled, in the winner's transaction or, when the loser held its
      // application locked at that moment, in the sweep the winner scheduled (end-remaining-applications.ts).
      await t.ctx.services.scheduler.runDue();
      const loserId = results[0] === loser ? a!.applicationId : b!.applicationId;
      const [ended] = await t.ctx.db
        .select({ status: shiftApplications.status, endedReason: shiftApplications.endedReason })
        .from(shiftApplications)
        .where(eq(shiftApplications.id, loserId));
      expect(ended).toEqual({ status: 'rejected', endedReason: 'filled' });
    }
  });

  it('never counts more than max_applications when many accept at once', async () => {
    const shift = await createShift(t.ctx, manager.userId, { maxApplications: 3 });
    const workers = await selectedWorkers(shift.id, 8);
    const results = await Promise.all(
      workers.map((w) => client(t, w.talent).post(`/api/applications/${w.applicationId}/accept`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await counts(shift.id)).toEqual({ stored: 3, accepted: 3 });
    const mine = expectStatus(await client(t, manager).get('/api/shifts/mine?limit=50'), 200);
    expect(mine.shifts.find((s: { id: string }) => s.id === shift.id)).toMatchObject({
      acceptedCount: 3,
      maxApplications: 3,
    });
  });
});
