// docs/product/attendance.md, "Timesheets in context": every timesheet answer carries the shift's scheduled times,
// the times recorded at check-in and check-out (which a correction or an adjustment never changes), the worker's
// times kept at 'Adjust', and the operations team's decision of a dispute once decided — to the timesheet's worker
// and manager only, and the staff dispute queue carries the same times.
import { describe, expect, it } from 'vitest';
import type { TimesheetDto } from '../../src/shared/schemas/responses/timesheets';
import { expectStatus } from '../support/marketplace';
import { cancellationsAppForFile } from './cancellations-fixtures';
import { at, HOUR } from './clock';
import { decideItem, queuePage, twoStaff } from './ops-queues-fixtures';
import { adjust, as, correct, dispute, t, workedShift } from './timesheets-fixtures';

cancellationsAppForFile();

const MINUTE = 60_000;
type Who = Parameters<typeof as>[0];

/** The timesheets a signed-in user's list answers, by id. */
async function listOf(who: Who): Promise<Map<string, TimesheetDto>> {
  const body = expectStatus(await (await as(who)).get('/api/timesheets?pageSize=100'), 200);
  return new Map((body.timesheets as TimesheetDto[]).map((t) => [t.id, t]));
}

const iso = (d: Date | string) => new Date(d).toISOString();
const plus = (d: Date | string, minutes: number) => new Date(new Date(d).getTime() + minutes * MINUTE);

describe('a timesheet in context', () => {
  it('answers the scheduled, recorded and claimed times to its worker and manager; a correction changes only the claim', async () => {
    // Another manager's shift and worker first: each worked shift moves the clock to its check-out.
    const theirs = await workedShift();
    // Recorded: checked in 14 min 40 s late, out 2 min after the end.
    const mine = await workedShift(
      {},
      { checkInAt: (s) => plus(s, 14 + 40 / 60), checkOutAt: (_s, e) => plus(e, 2) },
    );
    const { shift, worker, owner, timesheetId } = mine;
    const day = shift.shiftDate;
    expectStatus(
      await correct(worker.talent, timesheetId, {
        checkInAt: `${day}T08:50`,
        checkOutAt: `${day}T15:02`,
        note: 'I was on the floor at 8:50.',
      }),
      200,
    );

    const expected = {
      scheduled: { startsAt: iso(shift.startsAt), endsAt: iso(shift.endsAt) },
      recorded: {
        checkInAt: iso(plus(shift.startsAt, 14 + 40 / 60)),
        checkOutAt: iso(plus(shift.endsAt, 2)),
        checkInMarkedByManager: false,
        checkOutAuto: false,
      },
      checkInAt: iso(plus(shift.startsAt, -10)),
      checkOutAt: iso(plus(shift.endsAt, 2)),
      workerClaim: null,
      disputeDecision: null,
    };
    const workerList = await listOf(worker.talent);
    expect(workerList.get(timesheetId)).toMatchObject(expected);
    expect((await listOf(owner)).get(timesheetId)).toMatchObject(expected);
    const ofShift = expectStatus(await (await as(owner)).get(`/api/shifts/${shift.id}/timesheets`), 200);
    expect(ofShift.timesheets[0]).toMatchObject(expected);

    // Each side sees only their own: the other worker and the other manager list only theirs.
    expect([...workerList.keys()]).toEqual([timesheetId]);
    expect([...(await listOf(theirs.worker.talent)).keys()]).toEqual([theirs.timesheetId]);
    expect([...(await listOf(theirs.owner)).keys()]).toEqual([theirs.timesheetId]);
    expect((await (await as(theirs.owner)).get(`/api/shifts/${shift.id}/timesheets`)).statusCode).toBe(404);
  });

  it("shows the decision of a dispute and its reason to both sides once decided, and the queue the worker's claim", async () => {
    const { olive } = await twoStaff();
    const other = await workedShift();
    const d = await workedShift();
    const day = d.shift.shiftDate;
    expectStatus(
      await adjust(d.owner, d.timesheetId, {
        checkInAt: `${day}T10:00`,
        checkOutAt: `${day}T15:00`,
        reason: 'Arrived late.',
      }),
      200,
    );
    expect((await listOf(d.worker.talent)).get(d.timesheetId)).toMatchObject({
      status: 'adjusted',
      checkInAt: iso(plus(d.shift.startsAt, 60)),
      workerClaim: { checkInAt: iso(d.shift.startsAt), checkOutAt: iso(d.shift.endsAt) },
      recorded: { checkInAt: iso(d.shift.startsAt), checkOutAt: iso(d.shift.endsAt) },
    });
    at(t.ctx.now().getTime() + HOUR);
    expectStatus(await dispute(d.worker.talent, d.timesheetId, 'I was there at 9:00.'), 200);

    // The queue's item carries the same times, on the shift's zone.
    const page = expectStatus(await queuePage(olive, 'timesheet-disputes'), 200);
    const item = page.items.find((i: { id: string }) => i.id === d.timesheetId);
    expect(item.timesheet).toMatchObject({
      timeZone: d.shift.timeZone,
      shiftDate: day,
      scheduled: { startsAt: iso(d.shift.startsAt), endsAt: iso(d.shift.endsAt) },
      recorded: { checkInAt: iso(d.shift.startsAt), checkOutAt: iso(d.shift.endsAt) },
      workerClaim: { checkInAt: iso(d.shift.startsAt), checkOutAt: iso(d.shift.endsAt) },
      checkInAt: iso(plus(d.shift.startsAt, 60)),
      disputeDecision: null,
    });
    // Before the decision neither side has one.
    expect((await listOf(d.owner)).get(d.timesheetId)?.disputeDecision).toBeNull();

    const decidedAt = at(t.ctx.now().getTime() + 5 * HOUR);
    expectStatus(
      await decideItem(olive, 'timesheet-disputes', d.timesheetId, {
        decision: 'keep',
        reason: 'The door log says 10:00.',
      }),
      200,
    );
    for (const who of [d.worker.talent, d.owner])
      expect((await listOf(who)).get(d.timesheetId)).toMatchObject({
        status: 'adjusted',
        disputeDecision: { decision: 'keep', reason: 'The door log says 10:00.', decidedAt: iso(decidedAt) },
      });
    // Nobody else's list has it.
    for (const who of [other.worker.talent, other.owner])
      expect((await listOf(who)).has(d.timesheetId)).toBe(false);
    expect((await dispute(d.worker.talent, d.timesheetId, 'Once more.')).statusCode).toBe(409);
  });
});
