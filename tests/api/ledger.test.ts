// The double-entry ledger's guarantees, held by the database itself (docs/decisions/024-double-entry-ledger.md;
// drizzle/0028_double_entry_ledger.sql), on PGlite and on PostgreSQL alike: a transaction that does not balance is
// refused at commit, lines are never changed or removed, an idempotency key records once, a person's deletion never
// takes a money row with it, and balances are the sums of the lines.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerLines, ledgerTransactions, users } from '../../src/server/db/schema';
import { accountIds, accountKey, type LedgerDb } from '../../src/server/ledger/accounts';
import { businessReceivable, workerPayable } from '../../src/server/ledger/booking-owed';
import { type LedgerPosting, postTransaction } from '../../src/server/ledger/post-transaction';
import { balanceOf, ledgerTransactionByKey } from '../../src/server/ledger/read-ledger';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import {
  balanceFromLines,
  type LedgerAccountRef,
  type LedgerLine,
  ledgerLinesProblem,
  owedLines,
} from '../../src/shared/domain/ledger';
import { createTestContext, type TestContext } from '../support/test-context';

let ctx: TestContext;
let managers: string[];
let worker: string;

beforeAll(async () => {
  ctx = await createTestContext();
  managers = [(await createManager(ctx)).userId, (await createManager(ctx)).userId];
  worker = (await createTalent(ctx)).userId;
});
afterAll(async () => {
  await ctx.cleanup();
});

/** The database's own message of a refusal (drizzle wraps the driver's error). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return String(e.cause?.message ?? e.message);
  }
  return 'accepted';
}

/** Posts in a transaction of its own, as every caller does (the balance is checked when it commits). */
const post = (posting: LedgerPosting) => ctx.db.transaction((tx) => postTransaction(tx, posting));

let keys = 0;
const nextKey = () => `test:${process.pid}:${++keys}`;

/** `from` owes `to` the amount, under a new key, inside the caller's transaction. */
const owedIn = (tx: LedgerDb, from: LedgerAccountRef, to: LedgerAccountRef, amountCents: number) =>
  postTransaction(tx, {
    kind: 'timesheet_pay',
    idempotencyKey: nextKey(),
    lines: owedLines(from, to, amountCents),
    refs: {},
    reason: 'test',
    at: ctx.now(),
  });

/** `from` owes `to` the amount, under a new key, in a transaction of its own. */
const postOwed = (from: LedgerAccountRef, to: LedgerAccountRef, amountCents: number) =>
  ctx.db.transaction((tx) => owedIn(tx, from, to, amountCents));

/**
 * Writes a transaction and its lines straight into the tables, past postTransaction's own check, so what is
 * tested is the database's. Every statement succeeds; only the commit may refuse.
 */
async function rawPost(lines: LedgerLine[], key = nextKey()) {
  const statements: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const ids = await accountIds(
      tx,
      lines.map((line) => line.account),
    );
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ kind: 'timesheet_pay', idempotencyKey: key, reason: 'test', createdAt: ctx.now() })
      .returning({ id: ledgerTransactions.id });
    for (const line of lines) {
      await tx.insert(ledgerLines).values({
        transactionId: row!.id,
        accountId: ids.get(accountKey(line.account))!,
        side: line.side,
        amountCents: line.amountCents,
      });
      statements.push('line');
    }
  });
  return { key, statements };
}

const storedKey = async (key: string) =>
  (await ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key))).length;

describe('the database refuses what the ledger forbids', () => {
  it('refuses an unbalanced transaction at commit, and one with no lines', async () => {
    const key = nextKey();
    let inserted = false;
    const message = await refusal(() =>
      ctx.db.transaction(async (tx) => {
        const ids = await accountIds(tx, [
          businessReceivable(managers[0]!),
          { kind: 'fee_revenue', ownerId: null },
        ]);
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'timesheet_pay', idempotencyKey: key, reason: 'test', createdAt: ctx.now() })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerLines).values([
          {
            transactionId: row!.id,
            accountId: ids.get(accountKey(businessReceivable(managers[0]!)))!,
            side: 'debit',
            amountCents: 1000,
          },
          {
            transactionId: row!.id,
            accountId: ids.get(accountKey({ kind: 'fee_revenue', ownerId: null }))!,
            side: 'credit',
            amountCents: 999,
          },
        ]);
        // Every statement was accepted: the check waits for the commit.
        inserted = true;
      }),
    );
    expect(inserted).toBe(true);
    expect(message).toMatch(/does not balance: 2 line\(s\), debits 1000, credits 999/);
    expect(await storedKey(key)).toBe(0);

    const empty = nextKey();
    expect(
      await refusal(() =>
        ctx.db
          .insert(ledgerTransactions)
          .values({ kind: 'timesheet_pay', idempotencyKey: empty, reason: 'test', createdAt: ctx.now() }),
      ),
    ).toMatch(/does not balance: 0 line\(s\)/);
    expect(await storedKey(empty)).toBe(0);
  });

  it('refuses to change or remove a line or a transaction', async () => {
    const { transactionId: id } = (await postOwed(
      businessReceivable(managers[0]!),
      workerPayable(worker),
      500,
    ))!;
    const insertOnly = /is insert-only: (UPDATE|DELETE|TRUNCATE) refused/;
    expect(
      await refusal(() =>
        ctx.db.update(ledgerLines).set({ amountCents: 1 }).where(eq(ledgerLines.transactionId, id)),
      ),
    ).toMatch(insertOnly);
    expect(await refusal(() => ctx.db.delete(ledgerLines).where(eq(ledgerLines.transactionId, id)))).toMatch(
      insertOnly,
    );
    expect(await refusal(() => ctx.db.execute(sql`TRUNCATE ledger_lines CASCADE`))).toMatch(insertOnly);
    expect(
      await refusal(() =>
        ctx.db.update(ledgerTransactions).set({ reason: 'rewritten' }).where(eq(ledgerTransactions.id, id)),
      ),
    ).toMatch(insertOnly);
    expect(
      await refusal(() => ctx.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, id))),
    ).toMatch(insertOnly);
    const lines = await ctx.db.select().from(ledgerLines).where(eq(ledgerLines.transactionId, id));
    expect(lines.map((l) => l.amountCents)).toEqual([500, 500]);
  });

  it('refuses to take a worker below zero: nothing is taken back that was not owed', async () => {
    const someone = (await createTalent(ctx)).userId;
    const owe = (amountCents: number, workerOwes: boolean) =>
      workerOwes
        ? postOwed(workerPayable(someone), businessReceivable(managers[0]!), amountCents)
        : postOwed(businessReceivable(managers[0]!), workerPayable(someone), amountCents);
    await owe(700, false);
    await owe(300, true);
    expect(await refusal(() => owe(401, true))).toMatch(/below zero: -1/);
    expect(await balanceOf(ctx.db, workerPayable(someone))).toBe(400);
    // The running balance the check reads is the lines' sum, the refused transaction left out.
    const [account] = await ctx.db
      .select({ balanceCents: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerUserId, someone));
    expect(account?.balanceCents).toBe(400);
  });
});

// The running balance is kept and checked when the transaction commits (ADR 025): the check sees every line of the
// transaction, and two commits never both spend one balance.
describe('non-negative accounts at commit', () => {
  it('checks the balance left when every line of the transaction is in, not line by line', async () => {
    const someone = (await createTalent(ctx)).userId;
    await postOwed(businessReceivable(managers[0]!), workerPayable(someone), 100);
    // Takes 300 from a balance of 100, then owes 250 more in the same transaction: 50 is left, which is allowed.
    await ctx.db.transaction(async (tx) => {
      await owedIn(tx, workerPayable(someone), businessReceivable(managers[0]!), 300);
      await owedIn(tx, businessReceivable(managers[0]!), workerPayable(someone), 250);
    });
    expect(await balanceOf(ctx.db, workerPayable(someone))).toBe(50);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets one of two open transactions spend a balance that covers only one (PostgreSQL: concurrent)',
    async () => {
      const someone = (await createTalent(ctx)).userId;
      await postOwed(businessReceivable(managers[0]!), workerPayable(someone), 400);
      let bothPosted!: () => void;
      const posted = new Promise<void>((resolve) => {
        bothPosted = resolve;
      });
      let count = 0;
      const spend = () =>
        refusal(() =>
          ctx.db.transaction(async (tx) => {
            await owedIn(tx, workerPayable(someone), businessReceivable(managers[0]!), 300);
            if (++count === 2) bothPosted();
            await posted;
          }),
        );
      const outcomes = await Promise.all([spend(), spend()]);
      expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1);
      expect(outcomes.find((o) => o !== 'accepted')).toMatch(/below zero: -200/);
      expect(await balanceOf(ctx.db, workerPayable(someone))).toBe(100);
    },
  );
});

describe('postTransaction', () => {
  it('records one transaction for one idempotency key, however often it is posted', async () => {
    const key = nextKey();
    const posting = {
      kind: 'late_cancellation_compensation' as const,
      idempotencyKey: key,
      lines: [
        { account: businessReceivable(managers[1]!), side: 'debit' as const, amountCents: 7400 },
        { account: workerPayable(worker), side: 'credit' as const, amountCents: 7400 },
      ],
      refs: {},
      reason: 'late cancellation',
      at: ctx.now(),
    };
    const before = await balanceOf(ctx.db, workerPayable(worker));
    const results = await Promise.all([1, 2, 3].map(() => post(posting)));
    expect(results.filter((r) => r!.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r!.transactionId)).size).toBe(1);
    expect((await post(posting))!.created).toBe(false);
    expect(await storedKey(key)).toBe(1);
    expect((await ledgerTransactionByKey(ctx.db, key))!.lines).toHaveLength(2);
    expect(await balanceOf(ctx.db, workerPayable(worker))).toBe(before + 7400);
  });

  it('records nothing for a zero amount, and throws on lines that cannot balance', async () => {
    const key = nextKey();
    // Under the one key: the manager's receivable debited `debit`, the worker's payable credited `credit`.
    const posting = (debit: number, credit: number, reason: string): LedgerPosting => ({
      kind: 'timesheet_pay',
      idempotencyKey: key,
      lines: [
        { account: businessReceivable(managers[0]!), side: 'debit', amountCents: debit },
        { account: workerPayable(worker), side: 'credit', amountCents: credit },
      ],
      refs: {},
      reason,
      at: ctx.now(),
    });
    expect(await post(posting(0, 0, 'nothing'))).toBeNull();
    expect(await storedKey(key)).toBe(0);
    await expect(post(posting(10, 9, 'unbalanced'))).rejects.toThrow(
      /debits \(10\) and credits \(9\) differ/,
    );
  });
});

describe('deleting a person', () => {
  it('never deletes a ledger row: the deletion is refused while the person has one', async () => {
    const talent = (await createTalent(ctx)).userId;
    const posted = await postOwed(businessReceivable(managers[0]!), workerPayable(talent), 1234);
    expect(await refusal(() => ctx.db.delete(users).where(eq(users.id, talent)))).toMatch(
      /foreign key constraint "ledger_accounts_owner_user_id_users_id_fk"/,
    );
    expect(await refusal(() => ctx.db.delete(users).where(eq(users.id, managers[0]!)))).toMatch(
      /foreign key constraint/,
    );
    expect((await ledgerTransactionByKey(ctx.db, (await txKey(posted!.transactionId))!))!.lines).toHaveLength(
      2,
    );
    expect(await balanceOf(ctx.db, workerPayable(talent))).toBe(1234);
  });
});

const txKey = async (id: string) =>
  (await ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id)))[0]?.idempotencyKey;

// Accounts that may go below zero, so every refusal drawn here is about balancing.
const accountsDrawn = (): LedgerAccountRef[] => [
  businessReceivable(managers[0]!),
  businessReceivable(managers[1]!),
  { kind: 'fee_revenue', ownerId: null },
  { kind: 'provider_fees', ownerId: null },
  { kind: 'bad_debt', ownerId: null },
];
const drawnLine = fc.record({
  account: fc.nat({ max: 4 }),
  side: fc.constantFrom('debit' as const, 'credit' as const),
  amountCents: fc.integer({ min: 1, max: 1_000_000 }),
});
const toLines = (drawn: { account: number; side: 'debit' | 'credit'; amountCents: number }[]): LedgerLine[] =>
  drawn.map((d) => ({ account: accountsDrawn()[d.account]!, side: d.side, amountCents: d.amountCents }));

/** Balances the drawn lines with one more line on the lighter side (to a drawn account). */
function balanced(lines: LedgerLine[], account: number): LedgerLine[] {
  const debit = lines.filter((l) => l.side === 'debit').reduce((sum, l) => sum + l.amountCents, 0);
  const credit = lines.filter((l) => l.side === 'credit').reduce((sum, l) => sum + l.amountCents, 0);
  if (debit === credit) return lines;
  const side = debit > credit ? 'credit' : 'debit';
  return [...lines, { account: accountsDrawn()[account]!, side, amountCents: Math.abs(debit - credit) }];
}

describe('generated postings (fast-check)', () => {
  it('balanced ones always commit, unbalanced ones never do, and balances are the sums of the committed lines', async () => {
    const committed: LedgerLine[] = [];
    const start = new Map<string, number>();
    for (const account of accountsDrawn()) start.set(accountKey(account), await balanceOf(ctx.db, account));
    await fc.assert(
      fc.asyncProperty(
        fc.array(drawnLine, { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 4 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 500 }),
        async (drawn, account, unbalance, skew) => {
          const lines = balanced(toLines(drawn), account);
          expect(ledgerLinesProblem(lines)).toBeNull();
          if (!unbalance) {
            const { key } = await rawPost(lines);
            expect(await storedKey(key)).toBe(1);
            committed.push(...lines);
            return;
          }
          const skewed = lines.map((line, i) =>
            i === 0 ? { ...line, amountCents: line.amountCents + skew } : line,
          );
          const key = nextKey();
          expect(await refusal(() => rawPost(skewed, key))).toMatch(/does not balance/);
          expect(await storedKey(key)).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
    for (const account of accountsDrawn()) {
      const mine = committed.filter((line) => accountKey(line.account) === accountKey(account));
      expect(await balanceOf(ctx.db, account)).toBe(
        start.get(accountKey(account))! + balanceFromLines(account.kind, mine),
      );
    }
  });
});
