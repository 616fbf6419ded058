// No overlapping bookings (docs/product/applications.md, "No overlapping bookings"): an accept by button or by text is
// refused when the worker is booked within the travel margin, the manager cannot offer the place, the backfill passes
// the worker over, both cards say so before the click, and a burst of accepts makes one booking. Runs on PostgreSQL
// too (TEST_DATABASE_URL), where the accepts are truly concurrent.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runBackfill } from '../../src/server/booking/backfill';
import { shiftApplications } from '../../src/server/db/schema';
import { createManager } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { OVERLAP_MESSAGES } from '../../src/shared/domain/booking-overlap';
import { client, expectStatus } from '../support/marketplace';
import { applicationRow, offer, smsTo, t, text, worker } from './sms-replies-fixtures';

type Worker = Awaited<ReturnType<typeof worker>>;

/** `talent` booked on a new manager's shift of 9:00 AM - 3:00 PM, three days ahead (the factory's). */
async function bookedNineToThree(talent: Worker) {
  const booked = await offer(talent);
  expectStatus(await client(t, talent).post(`/api/applications/${booked.applicationId}/accept`), 200);
  return booked;
}

const accept = (talent: Worker, applicationId: string) =>
  client(t, talent).post(`/api/applications/${applicationId}/accept`);

const BOOKED_LINE =
  /^You are already booked at that time: Brunch Server at Harbor Street Bistro on \w+, \w+ \d+, \d{4}, 9:00 AM - 3:00 PM\. Shifts need 30 minutes between them to travel/;

describe('accepting a shift that overlaps a booking', () => {
  it('is refused with the other booking named, and the offer stays open', async () => {
    const jordan = await worker();
    // Offered first: once booked, the worker is offered nothing that overlaps (below).
    const overlapping = await offer(jordan, { startTime: '13:00', endTime: '18:00' });
    await bookedNineToThree(jordan);
    const res = await accept(jordan, overlapping.applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(BOOKED_LINE);
    expect((await applicationRow(overlapping.applicationId)).status).toBe('selected');
  });

  it('counts the travel margin: 15 minutes after the end is refused, 30 minutes after is booked', async () => {
    const jordan = await worker();
    const tooClose = await offer(jordan, { startTime: '15:15', endTime: '19:00' });
    const apart = await offer(jordan, { startTime: '15:30', endTime: '19:00' });
    const earlyTooClose = await offer(jordan, { startTime: '05:00', endTime: '08:45' });
    const earlyApart = await offer(jordan, { startTime: '05:00', endTime: '08:30' });
    await bookedNineToThree(jordan);
    expect((await accept(jordan, tooClose.applicationId)).statusCode).toBe(409);
    expectStatus(await accept(jordan, apart.applicationId), 200);
    // Before the booked shift too: ending at 8:45 AM is too close; ending at 8:30 AM leaves the margin.
    expect((await accept(jordan, earlyTooClose.applicationId)).statusCode).toBe(409);
    expectStatus(await accept(jordan, earlyApart.applicationId), 200);
  });

  it('by text, YES is answered with the same words and nothing changes', async () => {
    const jordan = await worker();
    const overlapping = await offer(jordan, { startTime: '10:00', endTime: '12:00' });
    await bookedNineToThree(jordan);
    const reply = await text(jordan.phone, `YES ${overlapping.code}`);
    expect(reply).toContain('You are already booked at that time: Brunch Server at Harbor Street Bistro');
    expect(reply).toMatch(/Nothing changed\.$/);
    expect((await applicationRow(overlapping.applicationId)).status).toBe('selected');
  });

  it('makes one booking of a burst of 50 accepts of ten overlapping offers', async () => {
    const jordan = await worker();
    const offers = [];
    for (let i = 0; i < 10; i++)
      offers.push(await offer(jordan, { startTime: `1${i % 4}:00`, endTime: '18:00' }));
    const results = await Promise.all(
      offers.flatMap((o) => Array.from({ length: 5 }, () => accept(jordan, o.applicationId))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const booked = await t.ctx.db
      .select({ id: shiftApplications.id })
      .from(shiftApplications)
      .where(
        and(
          eq(shiftApplications.workerId, jordan.userId),
          inArray(shiftApplications.status, ['accepted', 'checked_in']),
        ),
      );
    expect(booked).toHaveLength(1);
  });
});

describe('before anyone clicks', () => {
  it("flags the applicant on the manager's list and refuses the offer before any text goes", async () => {
    const busy = await worker();
    const free = await worker();
    await bookedNineToThree(busy);
    const manager = await createManager(t.ctx);
    const shift = await createShift(t.ctx, manager.userId, { startTime: '14:00', endTime: '20:00' });
    const applications = [];
    for (const talent of [busy, free])
      applications.push(
        expectStatus(await client(t, talent).post(`/api/shifts/${shift.id}/applications`), 201).application
          .id,
      );

    const list = expectStatus(await client(t, manager).get(`/api/shifts/${shift.id}/applications`), 200);
    const flag = (id: string) =>
      list.applications.find((a: { id: string }) => a.id === id).worker.bookedElsewhere;
    expect([flag(applications[0]), flag(applications[1])]).toEqual([true, false]);

    const textsBefore = (await smsTo(busy.phone)).length;
    const refused = await client(t, manager).post(`/api/applications/${applications[0]}/select`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(OVERLAP_MESSAGES.select);
    expect(await smsTo(busy.phone)).toHaveLength(textsBefore);
    expect((await applicationRow(applications[0])).status).toBe('interested');
  });

  it("says so on the worker's open-shift card, and to nobody else", async () => {
    const jordan = await worker();
    await bookedNineToThree(jordan);
    const manager = await createManager(t.ctx);
    const overlapping = await createShift(t.ctx, manager.userId, { startTime: '12:00', endTime: '16:00' });
    const later = await createShift(t.ctx, manager.userId, { startTime: '16:00', endTime: '20:00' });
    const page = async (who: Worker | null) =>
      expectStatus(await client(t, who).get('/api/shifts/open?limit=50&sort=soonest'), 200).shifts as {
        id: string;
        bookedElsewhere: boolean;
      }[];
    const flags = async (who: Worker) => {
      const shifts = await page(who);
      return [overlapping.id, later.id].map((id) => shifts.find((s) => s.id === id)?.bookedElsewhere);
    };
    expect(await flags(jordan)).toEqual([true, false]);
    expect(await flags(await worker())).toEqual([false, false]);
    expect((await page(null)).filter((s) => s.bookedElsewhere)).toEqual([]);
  });

  it('the automatic backfill passes over an applicant booked elsewhere and offers the place to the next', async () => {
    const busy = await worker();
    const next = await worker();
    await bookedNineToThree(busy);
    const manager = await createManager(t.ctx);
    const shift = await createShift(t.ctx, manager.userId, { startTime: '11:00', endTime: '17:00' });
    const ids = [];
    // The busy worker applied first, so would be first in line.
    for (const talent of [busy, next])
      ids.push(
        expectStatus(await client(t, talent).post(`/api/shifts/${shift.id}/applications`), 201).application
          .id,
      );
    await runBackfill(t.ctx, { subjectId: shift.id });
    expect((await applicationRow(ids[0])).status).toBe('interested');
    expect((await applicationRow(ids[1])).status).toBe('selected');
  });
});
