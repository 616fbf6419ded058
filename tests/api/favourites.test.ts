// Favourites (docs/product/trust.md, "Favourites and blocks"): star and unstar a worker, the 'Favourites' list, the
// star on the applicant card, and 'Invite favourites' (in the app, by text where consented, within the daily caps).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftApplications, shiftInvitations, shifts, timesheets, users } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { wholeShiftTimesheet } from '../factories/timesheets';
import { testAppForFile } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { favouritesApi } from './favourites-fixtures';

const t = testAppForFile({ APP_ORIGIN: 'https://talentbridge.test', SMS_DAILY_CAP_PER_ACCOUNT: '3' });
type Manager = Awaited<ReturnType<typeof createManager>>;
let api: ReturnType<typeof favouritesApi>;
let boss: Manager;
let other: Manager;

beforeAll(async () => {
  api = favouritesApi(t);
  boss = await createManager(t.ctx);
  other = await createManager(t.ctx);
});

describe('star and unstar (PUT/DELETE /api/favourites/:workerId)', () => {
  it('stars an applicant idempotently, shows the star on the applicant card, and unstars idempotently', async () => {
    const shift = await api.shift(boss.userId);
    const { talent } = await api.applicant(shift.id, '(240) 555-0101');
    expect(expectStatus(await api.star(boss, talent.userId), 200)).toEqual({
      workerId: talent.userId,
      favourite: true,
    });
    expectStatus(await api.star(boss, talent.userId), 200);
    const card = expectStatus(await api.applicants(boss, shift.id), 200).applications[0];
    expect(card.worker.favourite).toBe(true);

    expect(expectStatus(await api.unstar(boss, talent.userId), 200).favourite).toBe(false);
    expectStatus(await api.unstar(boss, talent.userId), 200);
    expect(expectStatus(await api.applicants(boss, shift.id), 200).applications[0].worker.favourite).toBe(
      false,
    );
  });

  it("answers 404 alike for a worker who never applied to this manager, a malformed id and someone's else", async () => {
    const stranger = await createTalent(t.ctx, { phone: '(240) 555-0102' });
    const shift = await api.shift(other.userId);
    const { talent: othersApplicant } = await api.applicant(shift.id, '(240) 555-0103');
    const bodies = [];
    for (const id of [stranger.userId, 'not-a-uuid', othersApplicant.userId, boss.userId]) {
      const res = await api.star(boss, id);
      expect(res.statusCode, id).toBe(404);
      bodies.push(res.json());
      expect((await api.unstar(boss, id)).statusCode, id).toBe(404);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect((await api.star(othersApplicant, othersApplicant.userId)).statusCode).toBe(403);
    expect((await api.star(null, othersApplicant.userId)).statusCode).toBe(401);
  });
});

describe("the 'Favourites' list (GET /api/favourites)", () => {
  it('lists name, skills, shifts worked with you and rating, newest star first, page by page', async () => {
    const manager = await createManager(t.ctx);
    const shift = await api.shift(manager.userId);
    const a = await api.applicant(shift.id, '(240) 555-0111', { name: 'Avery Stone' });
    const b = await api.applicant(shift.id, '(240) 555-0112', { name: 'Blake Moss' });
    await t.ctx.db
      .update(shiftApplications)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(shiftApplications.id, a.applicationId));
    t.ctx.clock.now = new Date(Date.now() - 60_000);
    expectStatus(await api.star(manager, a.talent.userId), 200);
    t.ctx.clock.now = null;
    expectStatus(await api.star(manager, b.talent.userId), 200);

    expect(expectStatus(await api.favourites(other), 200).favourites).toEqual([]);
    const first = expectStatus(await api.favourites(manager, '?limit=1'), 200);
    expect(first.favourites).toHaveLength(1);
    expect(first.favourites[0]).toMatchObject({
      workerId: b.talent.userId,
      name: 'Blake Moss',
      skills: ['Server/Waitstaff', 'Food runner'],
      shiftsWorkedWithYou: 0,
      rating: { average: null, count: 0 },
    });
    const second = expectStatus(await api.favourites(manager, `?limit=1&cursor=${first.nextCursor}`), 200);
    expect(second.favourites.map((f: { workerId: string }) => f.workerId)).toEqual([a.talent.userId]);
    expect(second.favourites[0].shiftsWorkedWithYou).toBe(1);
    expect(second.nextCursor).toBeNull();
    expect((await api.favourites(manager, '?cursor=garbage')).statusCode).toBe(400);
    expect((await api.favourites(manager, '?limit=0')).statusCode).toBe(400);
  });
});

describe("'Invite favourites' (POST /api/shifts/:shiftId/invite-favourites)", () => {
  it('invites each favourite once, in the app and by text where consented on a verified phone, within the caps', async () => {
    const manager = await createManager(t.ctx);
    const earlier = await api.shift(manager.userId, 2);
    const texting = [];
    for (const n of [21, 22, 23, 24]) texting.push(await api.applicant(earlier.id, `(240) 555-01${n}`));
    const noConsent = await api.applicant(earlier.id, '(240) 555-0125', { smsNotifications: false });
    const unverified = await api.applicant(earlier.id, '(240) 555-0126');
    await t.ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, unverified.talent.userId));
    for (const w of [...texting, noConsent, unverified])
      expectStatus(await api.star(manager, w.talent.userId), 200);

    const shift = await api.shift(manager.userId, 5, { positionTitle: 'Barista' });
    const result = expectStatus(await api.invite(manager, shift.id), 200);
    // Six in the app; texts to the four who consented on a verified phone, but the manager's daily cap is 3.
    expect(result).toMatchObject({ invitedInApp: 6, invitedByText: 3 });
    const texted = await Promise.all(texting.map((_, i) => api.textsTo(`+124055501${21 + i}`)));
    expect(texted.filter((rows) => rows.length === 1)).toHaveLength(3);
    expect(texted.flat()[0]!.body).toMatch(
      /invites you to Barista, \w{3}, \w{3} \d{1,2} \d{1,2}:\d{2} [AP]M-\d{1,2}:\d{2} [AP]M\. Apply at /,
    );
    expect(await api.textsTo('+12405550125')).toEqual([]);
    expect(await api.textsTo('+12405550126')).toEqual([]);
    for (const w of [...texting, noConsent, unverified]) {
      const notices = (await api.notificationsOf(w.talent.userId)).filter(
        (n) => n.type === 'shift_invitation',
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]!.message).toMatch(/invited you to a shift: Barista on /);
    }

    // Pressing again invites nobody twice.
    expect(expectStatus(await api.invite(manager, shift.id), 200)).toMatchObject({
      invitedInApp: 0,
      invitedByText: 0,
    });
    const rows = await t.ctx.db.select().from(shiftInvitations).where(eq(shiftInvitations.shiftId, shift.id));
    expect(rows).toHaveLength(6);
    expect(
      (await api.notificationsOf(noConsent.talent.userId)).filter((n) => n.type === 'shift_invitation'),
    ).toHaveLength(1);
  });

  it('skips blocked pairs and favourites who already applied; 404 for another manager, 409 on a closed shift', async () => {
    const manager = await createManager(t.ctx);
    const earlier = await api.shift(manager.userId, 2);
    const a = await api.applicant(earlier.id, '(240) 555-0131');
    const b = await api.applicant(earlier.id, '(240) 555-0132');
    const c = await api.applicant(earlier.id, '(240) 555-0133');
    for (const w of [a, b, c]) expectStatus(await api.star(manager, w.talent.userId), 200);
    expectStatus(await api.block(b.talent, manager.userId), 200);
    const shift = await api.shift(manager.userId, 6);
    expectStatus(await api.apply(c.talent, shift.id), 201);

    expect(expectStatus(await api.invite(manager, shift.id), 200).invitedInApp).toBe(1);
    const invited = await t.ctx.db
      .select()
      .from(shiftInvitations)
      .where(eq(shiftInvitations.shiftId, shift.id));
    expect(invited.map((r) => r.workerId)).toEqual([a.talent.userId]);

    expect((await api.invite(other, shift.id)).statusCode).toBe(404);
    expect((await api.invite(manager, 'nope')).statusCode).toBe(404);
    expect((await api.invite(a.talent, shift.id)).statusCode).toBe(403);
    expectStatus(await api.send(manager, 'POST', `/api/shifts/${shift.id}/close`), 200);
    expect((await api.invite(manager, shift.id)).statusCode).toBe(409);
  });
});

describe('the star on an approved timesheet (GET /api/timesheets)', () => {
  it("carries the manager's star to the manager only; the worker who completed the shift can be starred", async () => {
    const manager = await createManager(t.ctx);
    const posted = await createShiftPostedAt(t.ctx, manager.userId, new Date(Date.now() - 5 * 86_400_000));
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0141' });
    const [shift] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
    await t.ctx.db.transaction(async (tx) => {
      const timesheet = await wholeShiftTimesheet(tx, t.ctx, shift!, talent.userId);
      await tx
        .update(timesheets)
        .set({ status: 'approved', approvedAt: new Date() })
        .where(eq(timesheets.id, timesheet.id));
    });
    const managerRow = async () =>
      expectStatus(await api.send(manager, 'GET', '/api/timesheets'), 200).timesheets[0];
    expect((await managerRow()).workerFavourite).toBe(false);
    expectStatus(await api.star(manager, talent.userId), 200);
    expect((await managerRow()).workerFavourite).toBe(true);
    const own = expectStatus(await api.send(talent, 'GET', '/api/timesheets'), 200).timesheets[0];
    expect(own).not.toHaveProperty('workerFavourite');
  });
});
