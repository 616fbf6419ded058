// One person on both sides of a booking — a manager account and a talent account on one e-mail or one verified
// phone — can neither book their own shifts nor count their ratings of each other; the operations team sees the pair
// in 'Flagged accounts' (docs/product/trust.md, "Linked accounts"; docs/decisions/019-mutual-ratings.md).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountFlags, users } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { expectStatus } from '../support/marketplace';
import { apply } from './applications-fixtures';
import { cancellationsAppForFile } from './cancellations-fixtures';
import { businessAverage, completedBooking, rate, refusalOf, t, workerAverage } from './ratings-fixtures';

cancellationsAppForFile();

const REFUSAL =
  'You cannot apply to this shift: its business is managed from an account with your e-mail address or phone number.';

const openFlagsOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(accountFlags)
    .where(and(eq(accountFlags.userId, userId), eq(accountFlags.status, 'open')));

/** Gives both accounts the same phone number, verified on both (as two phone verifications would). */
async function sharePhone(a: string, b: string, phone: string) {
  for (const id of [a, b])
    await t.ctx.db.update(users).set({ phone, phoneVerifiedAt: t.ctx.now() }).where(eq(users.id, id));
}

describe('applying to a shift of one’s own business', () => {
  it('is refused when the manager account has the same e-mail (any case), and flagged for the console', async () => {
    const owner = await createManager(t.ctx, {
      email: 'Sam.Both@example.com',
      companyName: 'Both Sides Cafe',
    });
    const shift = await createShift(t.ctx, owner.userId);
    const talent = await createTalent(t.ctx, { email: 'sam.both@example.com' });
    const res = await apply(talent, shift.id);
    expect(res.statusCode).toBe(403);
    expect(refusalOf(res)).toBe(REFUSAL);
    const flags = await openFlagsOf(talent.userId);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ kind: 'linked_accounts' });
    expect(flags[0]!.detail).toContain('Both Sides Cafe');
    expect(flags[0]!.detail).toContain(owner.userId);
    // A second try is refused too, still one open item for the operators.
    expect((await apply(talent, shift.id)).statusCode).toBe(403);
    expect(await openFlagsOf(talent.userId)).toHaveLength(1);
  });

  it('is refused when both accounts verified the same phone; the same number unverified links nothing', async () => {
    const owner = await createManager(t.ctx);
    const first = await createShift(t.ctx, owner.userId);
    const talent = await createTalent(t.ctx, { phone: '(301)555-0142' });
    // The manager's mobile is (301) 555-0142 too, but neither number is proven yet.
    expectStatus(await apply(talent, first.id), 201);
    await sharePhone(owner.userId, talent.userId, '+13015550142');
    const second = await createShift(t.ctx, owner.userId, { startTime: '16:00', endTime: '20:00' });
    const res = await apply(talent, second.id);
    expect(res.statusCode).toBe(403);
    expect(refusalOf(res)).toBe(REFUSAL);
  });
});

describe('ratings between linked accounts', () => {
  it('go live but count in neither average; the pair is flagged for the console', async () => {
    // Linked after the booking: the worker verified the manager's phone on their own account.
    const linked = await completedBooking();
    await sharePhone(linked.owner.userId, linked.talent.userId, '+13015550188');
    expectStatus(await rate(linked.talent, linked.applicationId, { stars: 5 }), 201);
    expectStatus(await rate(linked.owner, linked.applicationId, { stars: 5 }), 201);
    expect(await workerAverage(linked.talent.userId)).toEqual({ average: null, count: 0 });
    expect(await businessAverage(linked.owner.userId)).toEqual({ average: null, count: 0 });
    const flags = await openFlagsOf(linked.talent.userId);
    expect(flags.map((f) => f.kind)).toEqual(['linked_accounts']);

    // An unlinked pair's ratings count as ever.
    const other = await completedBooking();
    expectStatus(await rate(other.talent, other.applicationId, { stars: 4 }), 201);
    expectStatus(await rate(other.owner, other.applicationId, { stars: 3 }), 201);
    expect(await workerAverage(other.talent.userId)).toEqual({ average: '3.00', count: 1 });
    expect(await businessAverage(other.owner.userId)).toEqual({ average: '4.00', count: 1 });
    expect(await openFlagsOf(other.talent.userId)).toEqual([]);
  });
});
