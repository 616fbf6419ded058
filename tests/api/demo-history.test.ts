// The demo data has a history out of the box — a few hundred finished bookings with published
// ratings both ways, late cancellations and no-shows, applicants on the demo manager's brunch shift, and learned
// weights — and its money (docs/product/payments.md, "Demo money"): the test card, payouts ready, and the history's
// timesheets, charges, payouts and ledger; and seeding stays fast. Seeded once, with the payments fake.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingCustomers,
  matchModels,
  moneyMovements,
  notifications,
  payoutAccounts,
  ratings,
  shiftApplications,
  shifts,
  talentProfiles,
  timesheets,
  users,
} from '../../src/server/db/schema';
import { businessReceivable, workerPayable } from '../../src/server/ledger/booking-owed';
import { balanceOf } from '../../src/server/ledger/read-ledger';
import { currentMatchModel } from '../../src/server/match/match-model';
import { isDemoHistoryObject } from '../../src/server/money/history-money';
import type { DemoLogin } from '../../src/server/seed/seed';
import { seedDemoData } from '../../src/server/seed/seed';
import { seedDemoMoney } from '../../src/server/seed/seed-money';
import { chargeFor, FEE_BPS } from '../../src/shared/domain/money';
import { paymentMethodLabel } from '../../src/shared/schemas/billing';
import { createTestApp, sessionCookieFrom, type TestApp } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { PAYMENTS_WITH_FAKE, type TestContext } from '../support/test-context';

let t: TestApp;
let ctx: TestContext;
let logins: DemoLogin[] = [];
const warnings: string[] = [];
let seconds = 0;

beforeAll(async () => {
  t = await createTestApp(PAYMENTS_WITH_FAKE);
  ctx = t.ctx;
  const started = performance.now();
  logins = (await seedDemoData(ctx, (note) => warnings.push(note))) ?? [];
  seconds = (performance.now() - started) / 1000;
}, 120_000);

afterAll(() => t.close());

const count = async (where: ReturnType<typeof eq>) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(shiftApplications).where(where))[0]?.n ?? 0;

describe('the demo history', () => {
  it('has a few hundred completed bookings, some late cancellations and no-shows, and ratings published both ways', async () => {
    expect(await count(eq(shiftApplications.status, 'completed'))).toBeGreaterThanOrEqual(200);
    expect(await count(eq(shiftApplications.status, 'no_show'))).toBeGreaterThan(0);
    expect(await count(eq(shiftApplications.cancelledBy, 'talent'))).toBeGreaterThan(0);
    const live = await ctx.db
      .select({ role: ratings.raterRole, n: sql<number>`count(*)::int` })
      .from(ratings)
      .where(isNotNull(ratings.publishedAt))
      .groupBy(ratings.raterRole);
    expect(live.find((r) => r.role === 'manager')?.n).toBeGreaterThanOrEqual(200);
    expect(live.find((r) => r.role === 'talent')?.n).toBeGreaterThanOrEqual(200);
    const rated = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(talentProfiles)
      .where(and(isNotNull(talentProfiles.averageRating), sql`${talentProfiles.ratingCount} > 0`));
    expect(rated[0]?.n).toBeGreaterThanOrEqual(8);
  });

  it('trains the match model once: the learned weights are in use', async () => {
    expect(await ctx.db.select().from(matchModels)).toHaveLength(1);
    const current = await currentMatchModel(ctx.db);
    expect(current.source).toBe('learned');
    expect(current.sampleSize).toBeGreaterThanOrEqual(200);
  });

  it('puts applicants on the demo brunch shift, and seeds fast', async () => {
    const brunch = await ctx.db.execute(
      sql`select count(*)::int as n from shift_applications sa join shifts s on s.id = sa.shift_id
        where s.position_title = 'Brunch Server' and s.starts_at > now() and sa.status = 'interested'`,
    );
    const rows = Array.isArray(brunch) ? brunch : (brunch as unknown as { rows: { n: number }[] }).rows;
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(4);
    // The target is under 10 s (2.4-4 s measured alone: most of it hashing the 15 accounts' passwords); the bound
    // is wider because this machine's cores are shared with other test runs, which slow the hashing several-fold.
    expect(seconds).toBeLessThan(30);
  });
});

const signIn = async (role: DemoLogin['role']) => {
  const login = logins.find((l) => l.role === role)!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: login.email, password: login.password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookieFrom(res);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, login.email));
  return {
    id: user!.id,
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie } }),
  };
};

describe('the demo money', () => {
  it('gives the demo business the test card, so it books without the gate, and the demo workers payouts ready', async () => {
    expect(warnings).toEqual([]);
    const manager = await signIn('manager');
    const billing = expectStatus(await manager.get('/api/billing'), 200);
    expect(paymentMethodLabel(billing.paymentMethod)).toBe('Visa •••• 4242');
    const [applied] = await ctx.db
      .select({ id: shiftApplications.id })
      .from(shiftApplications)
      .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
      .where(and(eq(shifts.managerId, manager.id), eq(shiftApplications.status, 'interested')))
      .limit(1);
    expectStatus(await manager.post(`/api/applications/${applied!.id}/select`), 200);

    const talent = await signIn('talent');
    expect(expectStatus(await talent.get('/api/payouts'), 200).status).toBe('ready');
    const ready = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.payoutsEnabled, true));
    const workers = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'talent'));
    expect(ready).toHaveLength(workers.length);

    // Run again (a retry after a crash): the same card and accounts, nothing new at the provider.
    const before = await ctx.db.select().from(billingCustomers);
    const businesses = before.map((b) => ({
      managerId: b.managerUserId,
      managerEmail: 'x@demo.test',
      businessName: 'x',
    }));
    expect(
      await seedDemoMoney(ctx, { businesses, workers: workers.map((w) => ({ ...w, email: 'x@demo.test' })) }),
    ).toEqual([]);
    expect(await ctx.db.select().from(billingCustomers)).toEqual(before);
    expect(await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.payoutsEnabled, true))).toEqual(
      ready,
    );
  });

  it("gives the history's completed bookings their timesheets, charges (pay + fee) and arrived payouts, and a balanced ledger", async () => {
    const completed = await count(eq(shiftApplications.status, 'completed'));
    const sheets = await ctx.db.select().from(timesheets).where(eq(timesheets.status, 'approved'));
    expect(sheets).toHaveLength(completed);
    const moved = await ctx.db.select().from(moneyMovements);
    expect(moved).toHaveLength(2 * completed);
    let fees = 0;
    for (const sheet of sheets) {
      const charge = moved.find((m) => m.timesheetId === sheet.id && m.kind === 'charge')!;
      const payout = moved.find((m) => m.timesheetId === sheet.id && m.kind === 'payout')!;
      const { feeCents, totalCents } = chargeFor(sheet.payCents, FEE_BPS.payAsYouGo);
      expect([charge.status, charge.payCents, charge.feeCents, charge.amountCents]).toEqual([
        'succeeded',
        sheet.payCents,
        feeCents,
        totalCents,
      ]);
      expect([payout.status, payout.amountCents]).toEqual(['sent', sheet.payCents]);
      expect(payout.arrivedAt!.getTime()).toBeGreaterThan(sheet.approvedAt!.getTime());
      expect(payout.arrivedAt!.getTime()).toBeLessThan(Date.now() - 3_600_000);
      for (const m of [charge, payout]) expect(isDemoHistoryObject(m.providerObjectId)).toBe(true);
      fees += feeCents;
    }
    // Every business paid what it owed and every worker was paid all of theirs: the platform keeps the fees.
    for (const sheet of sheets) {
      expect(await balanceOf(ctx.db, businessReceivable(sheet.managerId))).toBe(0);
      expect(await balanceOf(ctx.db, workerPayable(sheet.workerId))).toBe(0);
    }
    expect(await balanceOf(ctx.db, { kind: 'provider_balance', ownerId: null })).toBe(fees);
    expect(await balanceOf(ctx.db, { kind: 'fee_revenue', ownerId: null })).toBe(fees);

    // The bell holds no past: no 'Card charged' nor 'Pay sent' for the history.
    const notices = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(inArray(notifications.type, ['payment_charged', 'payout_sent']));
    expect(notices[0]?.n).toBe(0);

    const talent = await signIn('talent');
    const earnings = expectStatus(await talent.get('/api/timesheets/earnings'), 200);
    expect(earnings.year.payCents).toBe(
      sheets.filter((s) => s.workerId === talent.id).reduce((sum, s) => sum + s.payCents, 0),
    );
    const list = expectStatus(await talent.get('/api/timesheets?pageSize=5'), 200);
    const steps = list.timesheets[0].money as { label: string; at: string | null }[];
    expect(steps.map((step) => step.label)).toEqual([
      'Approved',
      'Business charged',
      'Sent to you',
      'Arrived',
    ]);
    expect(steps.every((step) => step.at !== null)).toBe(true);
  });
});
