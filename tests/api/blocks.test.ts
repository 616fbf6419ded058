// Blocks (docs/product/trust.md, "Favourites and blocks"): 'Block worker' and 'Hide this business' are silent and
// mutual; the server enforces them in the open list, applying, the applicants list, selecting and favourites.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftApplications, shifts } from '../../src/server/db/schema';
import { createManager } from '../../src/server/seed/factories/accounts';
import { testAppForFile } from '../support/http';
import { client, expectStatus } from '../support/marketplace';
import { favouritesApi } from './favourites-fixtures';

const t = testAppForFile({ APP_ORIGIN: 'https://talentbridge.test' });
type Manager = Awaited<ReturnType<typeof createManager>>;
let api: ReturnType<typeof favouritesApi>;
let boss: Manager;
let phone = 200;
const nextPhone = () => `(301) 555-0${phone++}`;

beforeAll(async () => {
  api = favouritesApi(t);
  boss = await createManager(t.ctx);
});

/** What applying to a shift that is really filled answers (another manager's, so no block is involved). */
async function filledShiftAnswer(talent: Parameters<typeof api.apply>[0]) {
  const filled = await api.shift((await createManager(t.ctx)).userId, 3, { maxApplications: 1 });
  await t.ctx.db.update(shifts).set({ acceptedCount: 1 }).where(eq(shifts.id, filled.id));
  const answer = await api.apply(talent, filled.id);
  expect(answer.statusCode).toBe(409);
  return answer.body;
}

describe("'Block worker' (manager)", () => {
  it('ends the waiting application with the usual notice, hides it, keeps a booking, and refuses a new one silently', async () => {
    const first = await api.shift(boss.userId, 2);
    const booked = await api.shift(boss.userId, 3);
    const { talent, applicationId } = await api.applicant(first.id, nextPhone());
    const bookedApp = expectStatus(await api.apply(talent, booked.id), 201).application.id;
    await t.ctx.db
      .update(shiftApplications)
      .set({ status: 'accepted' })
      .where(eq(shiftApplications.id, bookedApp));
    expectStatus(await api.star(boss, talent.userId), 200);

    expect(expectStatus(await api.block(boss, talent.userId), 200)).toEqual({
      userId: talent.userId,
      blocked: true,
    });
    expectStatus(await api.block(boss, talent.userId), 200);
    // Pending: ended as not selected, with the usual notice and never a word about the block.
    expect(await api.applicationRow(applicationId)).toMatchObject({
      status: 'rejected',
      endedReason: 'passed',
    });
    const notices = (await api.notificationsOf(talent.userId)).filter((n) => n.type === 'application_ended');
    expect(notices.map((n) => n.title)).toEqual(['Not selected this time']);
    expect(JSON.stringify(notices)).not.toMatch(/block/i);
    // The booking stays as it is, and in the manager's view; the waiting application is hidden; the star is gone.
    expect((await api.applicationRow(bookedApp)).status).toBe('accepted');
    expect(expectStatus(await api.applicants(boss, first.id), 200).applications).toEqual([]);
    const bookedView = expectStatus(await api.applicants(boss, booked.id), 200).applications;
    expect(bookedView.map((a: { id: string }) => a.id)).toEqual([bookedApp]);
    expect(expectStatus(await api.favourites(boss), 200).favourites).toEqual([]);
    expect((await api.star(boss, talent.userId)).statusCode).toBe(404);
    expect((await client(t, boss).post(`/api/applications/${applicationId}/select`)).statusCode).toBe(404);

    // The worker no longer sees the manager's shifts, and applying gets exactly the answer of a filled shift: the
    // signed-out list still shows the shift, where 'Shift not found' would have told the worker of the block.
    const next = await api.shift(boss.userId, 4);
    expect(await api.openIds(talent)).not.toContain(next.id);
    const refused = await api.apply(talent, next.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toBe(await filledShiftAnswer(talent));

    // The manager's list names the worker, to undo; after undoing, the worker sees and applies again.
    const listed = expectStatus(await api.blocks(boss), 200).blocks;
    expect(listed).toMatchObject([{ userId: talent.userId, name: 'Jordan Reyes' }]);
    expect(expectStatus(await api.unblock(boss, talent.userId), 200).blocked).toBe(false);
    expectStatus(await api.unblock(boss, talent.userId), 200);
    expect(await api.openIds(talent)).toContain(next.id);
    expectStatus(await api.apply(talent, next.id), 201);
  });

  it('only a worker who applied to this manager can be blocked; others get one 404', async () => {
    const stranger = await api.applicant(
      (await api.shift((await createManager(t.ctx)).userId)).id,
      nextPhone(),
    );
    for (const id of [stranger.talent.userId, 'x', randomUUID(), boss.userId])
      expect((await api.block(boss, id)).statusCode, id).toBe(404);
    expect(expectStatus(await api.blocks(boss), 200).blocks).toEqual([]);
  });
});

describe("'Hide this business' (worker)", () => {
  it("hides the business's shifts from the worker and the worker's application from the business", async () => {
    const manager = await createManager(t.ctx, { companyName: 'Harbor Bistro' });
    const shift = await api.shift(manager.userId, 2);
    const other = await api.shift(boss.userId, 2);
    const { talent, applicationId } = await api.applicant(shift.id, nextPhone());
    expect(await api.openIds(talent)).toEqual(expect.arrayContaining([shift.id, other.id]));

    expectStatus(await api.block(talent, manager.userId), 200);
    const ids = await api.openIds(talent);
    expect(ids).not.toContain(shift.id);
    expect(ids).toContain(other.id);
    // Their own waiting application ends; they chose it, so no notice about it.
    expect((await api.applicationRow(applicationId)).status).toBe('rejected');
    expect((await api.notificationsOf(talent.userId)).filter((n) => n.type === 'application_ended')).toEqual(
      [],
    );
    expect(expectStatus(await api.applicants(manager, shift.id), 200).applications).toEqual([]);
    // Mutual: the manager cannot star the worker either.
    expect((await api.star(manager, talent.userId)).statusCode).toBe(404);
    expect(expectStatus(await api.blocks(talent), 200).blocks).toMatchObject([
      { userId: manager.userId, name: 'Harbor Bistro' },
    ]);
    // The manager's own blocks list does not show the worker's block; the manager cannot lift it.
    expect(expectStatus(await api.blocks(manager), 200).blocks).toEqual([]);
    expectStatus(await api.unblock(manager, talent.userId), 200);
    expect(await api.openIds(talent)).not.toContain(shift.id);
    // Mutual: a business hidden by the worker answers the worker's apply as a filled shift too.
    const later = await api.shift(manager.userId, 2);
    const refused = await api.apply(talent, later.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toBe(await filledShiftAnswer(talent));
    expectStatus(await api.unblock(talent, manager.userId), 200);
    expect(await api.openIds(talent)).toContain(shift.id);
    expect((await api.blocks(null)).statusCode).toBe(401);
  });
});
