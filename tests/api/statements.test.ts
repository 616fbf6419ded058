// Receipts and statements (docs/product/payments.md, "Receipts and statements"): the business's charges on /billing,
// a receipt, the CSV export, and the worker's 'Paid out', 'Pending', 'Payouts' and 'Tax summary <year>', from approved
// work charged and paid through the app's payments service (the real adapter over HTTP to the project's fake).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '../../src/server/db/schema';
import { workerPayable } from '../../src/server/ledger/booking-owed';
import { balanceOf } from '../../src/server/ledger/read-ledger';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { chargeFor, FEE_BPS } from '../../src/shared/domain/money';
import { todayInTimeZone } from '../../src/shared/domain/shift-time';
import { TAX_FORM, taxSummarySentence } from '../../src/shared/domain/statements';
import type {
  ChargesPageDto,
  EarningsStatementDto,
  PayoutsPageDto,
  ReceiptDto,
} from '../../src/shared/schemas/responses/statements';
import { YEAR_INVALID } from '../../src/shared/schemas/statements';
import { approvedWork, movementsOf, settle } from '../support/approved-work';
import { testAppForFile } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { cardThroughApp, payoutsThroughApp } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';

const t = testAppForFile({ ...PAYMENTS_WITH_FAKE, STRIPE_WEBHOOK_SECRET: 'whsec_statements_test_secret' });

type Account = { userId: string; token: string };
const get = (who: Account | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: `tb_session=${who.token}` } : {} });
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A business with the test card, and a worker (payouts set up or not). */
async function parties(options: { payouts?: boolean; company?: string } = {}) {
  const manager = await createManager(t.ctx, { companyName: options.company ?? 'Blue Door Cafe' });
  const worker = await createTalent(t.ctx, { name: 'Jordan Avery' });
  await cardThroughApp(t, manager.token);
  if (options.payouts !== false) await payoutsThroughApp(t, worker.token);
  return { manager, worker };
}

describe("the business's charges", () => {
  it('lists each charge newest first, page by page, with its figures to the cent', async () => {
    const { manager, worker } = await parties();
    const first = await approvedWork(t, manager, worker.userId, { positionTitle: 'Brunch Server' });
    const second = await approvedWork(t, manager, worker.userId, {
      positionTitle: 'Line Cook',
      hourlyRate: '21.35',
    });
    await settle(t);

    const page1 = expectStatus(await get(manager, '/api/billing/charges?limit=1'), 200) as ChargesPageDto;
    expect(page1.charges.map((c) => c.shift.title)).toEqual(['Line Cook']);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = expectStatus(
      await get(manager, `/api/billing/charges?limit=1&cursor=${page1.nextCursor}`),
      200,
    ) as ChargesPageDto;
    expect(page2.charges.map((c) => c.shift.title)).toEqual(['Brunch Server']);
    expect(page2.nextCursor).toBeNull();

    for (const [row, timesheet] of [
      [page1.charges[0]!, second],
      [page2.charges[0]!, first],
    ] as const) {
      const { payCents, feeCents, totalCents } = chargeFor(timesheet.payCents, FEE_BPS.payAsYouGo);
      expect(row).toMatchObject({
        workerName: 'Jordan Avery',
        workedMinutes: timesheet.workedMinutes,
        payCents,
        feeCents,
        feeBps: 3000,
        totalCents,
        status: 'succeeded',
        failure: null,
        shift: { id: timesheet.shiftId, startTime: '09:00', endTime: '15:00' },
      });
      expect(row.chargedAt).not.toBeNull();
    }
    // 5 h 30 min worked (the 6-hour shift's 30-minute break) at $21.35: $117.43 pay (rounded half up), $35.23 fee
    // (30 %, rounded half up), $152.66 charged.
    expect(page1.charges[0]).toMatchObject({
      workedMinutes: 330,
      payCents: 11_743,
      feeCents: 3_523,
      totalCents: 15_266,
    });

    // Another business sees none of them; a worker may not ask.
    const other = await createManager(t.ctx);
    expect(expectStatus(await get(other, '/api/billing/charges'), 200)).toEqual({
      charges: [],
      nextCursor: null,
    });
    expectStatus(await get(worker, '/api/billing/charges'), 403);
    expectStatus(await get(null, '/api/billing/charges'), 401);
    expectStatus(await get(manager, '/api/billing/charges?cursor=not-a-cursor'), 400);
    expectStatus(await get(manager, '/api/billing/charges?limit=500'), 400);
  });

  it("shows the business's own receipt, and no one else's", async () => {
    const { manager, worker } = await parties({ company: 'Harbor Bakery' });
    const timesheet = await approvedWork(t, manager, worker.userId, { positionTitle: 'Barista' });
    const pending = (await movementsOf(t, timesheet.id)).charge!;
    // Before the card is charged: pending, no reference yet.
    expect(expectStatus(await get(manager, `/api/billing/charges/${pending.id}/receipt`), 200)).toMatchObject(
      { status: 'pending', chargedAt: null, providerReference: null },
    );
    await settle(t);

    const charge = (await movementsOf(t, timesheet.id)).charge!;
    const receipt = expectStatus(
      await get(manager, `/api/billing/charges/${charge.id}/receipt`),
      200,
    ) as ReceiptDto;
    const { payCents, feeCents, totalCents } = chargeFor(timesheet.payCents, FEE_BPS.payAsYouGo);
    expect(receipt).toMatchObject({
      id: charge.id,
      business: { name: 'Harbor Bakery' },
      workerName: 'Jordan Avery',
      shift: { title: 'Barista', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      workedMinutes: timesheet.workedMinutes,
      payCents,
      feeCents,
      feeBps: 3000,
      totalCents,
      status: 'succeeded',
      providerReference: charge.providerObjectId,
      timesheetId: timesheet.id,
    });
    expect(receipt.providerReference).toMatch(/^pi_/);
    expect(receipt.chargedAt).toBe(charge.doneAt!.toISOString());

    const other = await createManager(t.ctx);
    const refused = await get(other, `/api/billing/charges/${charge.id}/receipt`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('No charge of yours has that id.');
    expect(refused.body).not.toContain('Harbor Bakery');
    expectStatus(await get(worker, `/api/billing/charges/${charge.id}/receipt`), 403);
    expectStatus(await get(null, `/api/billing/charges/${charge.id}/receipt`), 401);
    expectStatus(await get(manager, '/api/billing/charges/not-a-uuid/receipt'), 404);
    // The worker's payout is not a charge: its id has no receipt.
    const payout = (await movementsOf(t, timesheet.id)).payout!;
    expectStatus(await get(manager, `/api/billing/charges/${payout.id}/receipt`), 404);
  });

  it('exports every charge as CSV, in dollars, with formula cells defused', async () => {
    const { manager, worker } = await parties();
    const plain = await approvedWork(t, manager, worker.userId, { positionTitle: 'Host' });
    const risky = await approvedWork(t, manager, worker.userId, {
      positionTitle: '=HYPERLINK("http://x.test")',
    });
    await settle(t);

    const res = await get(manager, '/api/billing/charges.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="talentbridge-charges-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Shift","Shift date","Worker","Hours","Pay","Fee","Fee %","Total","Status","Failure","Reference"',
    );
    expect(lines).toHaveLength(3);
    // Every cell is quoted and none holds a quoted comma here: the cells are what lies between '","'.
    const cells = (line: string) => line.slice(1, -1).split('","');
    for (const [line, timesheet, title] of [
      [lines[1]!, risky, `'=HYPERLINK(""http://x.test"")`],
      [lines[2]!, plain, 'Host'],
    ] as const) {
      const { charge } = await movementsOf(t, timesheet.id);
      const { payCents, feeCents, totalCents } = chargeFor(timesheet.payCents, FEE_BPS.payAsYouGo);
      const [shift] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, timesheet.shiftId));
      expect(cells(line)).toEqual([
        todayInTimeZone(charge!.doneAt!, 'America/New_York'),
        title,
        shift!.shiftDate,
        'Jordan Avery',
        dollars(Math.round((timesheet.workedMinutes * 100) / 60)),
        dollars(payCents),
        dollars(feeCents),
        '30',
        dollars(totalCents),
        'Paid',
        '',
        charge!.providerObjectId,
      ]);
    }
    // 5 h 30 min worked: "5.50" hours.
    expect(cells(lines[2]!)[4]).toBe('5.50');
    expect(lines[2]).toContain(`"${dollars(chargeFor(plain.payCents, 3000).totalCents)}"`);

    const other = await createManager(t.ctx);
    const empty = await get(other, '/api/billing/charges.csv');
    expect(empty.body.trimEnd().split('\r\n')).toHaveLength(1);
    expectStatus(await get(worker, '/api/billing/charges.csv'), 403);
  });
});

describe("the worker's statement", () => {
  it("counts 'Paid out', 'Pending', the payouts and the year's tax summary to the cent", async () => {
    const { manager, worker } = await parties();
    const a = await approvedWork(t, manager, worker.userId, { positionTitle: 'Server' });
    const b = await approvedWork(t, manager, worker.userId, {
      positionTitle: 'Bartender',
      hourlyRate: '19.25',
    });
    // Approved, not charged yet: the pay is pending.
    const before = expectStatus(await get(worker, '/api/earnings/statement'), 200) as EarningsStatementDto;
    expect(before).toMatchObject({ paidOutCents: 0, pendingCents: a.payCents + b.payCents });
    await settle(t);

    const year = new Date().getFullYear();
    const statement = expectStatus(await get(worker, '/api/earnings/statement'), 200) as EarningsStatementDto;
    const paid = a.payCents + b.payCents;
    expect(statement).toEqual({
      settledOutside: false,
      paidOutCents: paid,
      pendingCents: 0,
      taxYear: {
        year,
        paidCents: paid,
        payoutCount: 2,
        thresholdCents: 200_000,
        reached: false,
        sentence: taxSummarySentence(year, paid),
      },
    });
    expect(statement.taxYear.sentence).toBe(
      `Our payments provider files a 1099-NEC when your payments in a calendar year reach $2,000. Your payments in ${year}: $${dollars(paid)}.`,
    );

    // Newest first: the payout written last (each is written when its charge succeeds) comes first.
    const page1 = expectStatus(await get(worker, '/api/earnings/payouts?limit=1'), 200) as PayoutsPageDto;
    const page2 = expectStatus(
      await get(worker, `/api/earnings/payouts?cursor=${page1.nextCursor}`),
      200,
    ) as PayoutsPageDto;
    const both = [...page1.payouts, ...page2.payouts];
    expect(both.map((p) => p.createdAt)).toEqual(
      both
        .map((p) => p.createdAt)
        .sort()
        .reverse(),
    );
    expect(
      both
        .map((p) => [p.shift.title, p.amountCents, p.speed, p.status])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual([
      ['Bartender', b.payCents, 'instant', 'sent'],
      ['Server', a.payCents, 'instant', 'sent'],
    ]);
    expect(both.every((p) => p.sentAt !== null && p.arrivedAt !== null)).toBe(true);
    expect(page2.nextCursor).toBeNull();
  });

  it('says the 1099-NEC is filed once the year reaches $2,000', async () => {
    const { manager, worker } = await parties();
    const big = await approvedWork(t, manager, worker.userId, { hourlyRate: '400.00' });
    expect(big.payCents).toBeGreaterThanOrEqual(TAX_FORM.thresholdCents);
    await settle(t);
    const year = new Date().getFullYear();
    const { taxYear } = expectStatus(
      await get(worker, '/api/earnings/statement'),
      200,
    ) as EarningsStatementDto;
    expect(taxYear).toMatchObject({ year, paidCents: big.payCents, payoutCount: 1, reached: true });
    expect(taxYear.sentence).toBe(
      `Your payments in ${year} reached $2,000, so our payments provider files a 1099-NEC for you and sends you a copy.`,
    );
  });

  it('keeps pay waiting for payouts pending, as the ledger holds it', async () => {
    const { manager, worker } = await parties({ payouts: false });
    const timesheet = await approvedWork(t, manager, worker.userId);
    await settle(t);
    expect((await movementsOf(t, timesheet.id)).payout).toMatchObject({ status: 'waiting' });
    const statement = expectStatus(await get(worker, '/api/earnings/statement'), 200) as EarningsStatementDto;
    expect(statement).toMatchObject({ paidOutCents: 0, pendingCents: timesheet.payCents });
    expect(statement.pendingCents).toBe(await balanceOf(t.ctx.db, workerPayable(worker.userId)));
    expect(statement.taxYear).toMatchObject({ paidCents: 0, payoutCount: 0, reached: false });
    const list = expectStatus(await get(worker, '/api/earnings/payouts'), 200) as PayoutsPageDto;
    expect(list.payouts.map((p) => [p.status, p.sentAt, p.amountCents])).toEqual([
      ['waiting', null, timesheet.payCents],
    ]);
  });

  it('refuses a year outside the summaries, and callers who are not the worker', async () => {
    const worker = await createTalent(t.ctx);
    const manager = await createManager(t.ctx);
    for (const year of ['2025', 'abc', '2026.5']) {
      const res = await get(worker, `/api/earnings/statement?year=${year}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().error.message, year).toContain(YEAR_INVALID);
    }
    const next = new Date().getFullYear() + 1;
    const future = await get(worker, `/api/earnings/statement?year=${next}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(
      `There is no tax summary for ${next} yet: choose ${next - 1} or earlier.`,
    );
    expect(expectStatus(await get(worker, '/api/earnings/statement'), 200)).toMatchObject({
      paidOutCents: 0,
      pendingCents: 0,
    });
    for (const url of ['/api/earnings/statement', '/api/earnings/payouts']) {
      expectStatus(await get(manager, url), 403);
      expectStatus(await get(null, url), 401);
    }
  });
});
