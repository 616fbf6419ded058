// The money benchmark's parties and work, prepared before anything is timed (scripts/bench/money.ts): businesses that
// saved the test card 4242 through the app and the provider's hosted page, workers whose payouts are ready through the
// hosted onboarding, and one worked, unapproved timesheet per approval to come. All through the product's own code
// (sign-up, shift posting, the timesheet the check-out writes) in the bench process, on the benchmark's database,
// against the same payments fake the app instances will call.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/create-context';
import type { Database } from '../../src/server/db/client';
import { shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { wholeShiftTimesheet } from '../../tests/factories/timesheets';
import { cardThroughApp, payoutsThroughApp } from '../../tests/support/payments';

/** Workers per shift: each shift's timesheets are approved by its manager one by one, as 'Approve' on each row. */
const TIMESHEETS_PER_SHIFT = 10;
/** Calls in flight while seeding (the bench's PostgreSQL pool is 10). */
const SEED_CONCURRENCY = 8;
const DAY = 86_400_000;

export type MoneyParty = { userId: string; token: string };
export type MoneyWork = { timesheetId: string; manager: MoneyParty };

/** `fn` over `items`, `concurrency` at a time, results in order. */
export async function inParallel<T, R>(
  items: T[],
  concurrency: number,
  fn: (item: T, i: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** The environment that points the app at the fake as if it were the provider (ADR 023: the real adapter). */
export function providerEnv(fakeUrl: string, webhookSecret: string) {
  return {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: fakeUrl,
  };
}

/**
 * `managers` businesses with the test card saved and `workers` workers with payouts ready, then `approvals`
 * timesheets of shifts that ended two days ago, `TIMESHEETS_PER_SHIFT` workers to a shift, shifts dealt round the
 * businesses. Returned in the order they are to be approved.
 */
export async function seedMoneyWork(
  database: Database,
  env: Record<string, string>,
  counts: { managers: number; workers: number; approvals: number },
): Promise<MoneyWork[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tb-bench-money-')),
    SMS_PROVIDER: 'disabled',
    EMAIL_PROVIDER: 'disabled',
    ...env,
  });
  const ctx = createContext(config, database);
  const app = await buildApp(ctx, { serveClient: false });
  await app.ready();
  try {
    const index = (n: number) => Array.from({ length: n }, (_, i) => i);
    const managers = await inParallel(index(counts.managers), SEED_CONCURRENCY, async (i) => {
      const manager = await createManager(ctx, { companyName: `Bench Bistro ${i}` });
      await cardThroughApp({ app }, manager.token);
      return manager as MoneyParty;
    });
    const workers = await inParallel(index(counts.workers), SEED_CONCURRENCY, async () => {
      const worker = await createTalent(ctx);
      await payoutsThroughApp({ app }, worker.token);
      return worker as MoneyParty;
    });
    const shiftCount = Math.ceil(counts.approvals / TIMESHEETS_PER_SHIFT);
    const perShift = await inParallel(index(shiftCount), SEED_CONCURRENCY, async (s) => {
      const manager = managers[s % managers.length]!;
      const posted = await createShiftPostedAt(ctx, manager.userId, new Date(Date.now() - 5 * DAY), {
        maxApplications: TIMESHEETS_PER_SHIFT,
      });
      const [shift] = await ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
      const work: MoneyWork[] = [];
      for (let j = 0; j < TIMESHEETS_PER_SHIFT && s * TIMESHEETS_PER_SHIFT + j < counts.approvals; j++) {
        const worker = workers[(s * TIMESHEETS_PER_SHIFT + j) % workers.length]!;
        const draft = await ctx.db.transaction((tx) => wholeShiftTimesheet(tx, ctx, shift!, worker.userId));
        work.push({ timesheetId: draft.id, manager });
      }
      return work;
    });
    // Interleaved across shifts, so consecutive approvals are different businesses' as in real traffic.
    const order: MoneyWork[] = [];
    for (let j = 0; j < TIMESHEETS_PER_SHIFT; j++)
      for (const work of perShift) if (work[j]) order.push(work[j]!);
    return order;
  } finally {
    await app.close();
    await ctx.services.stop?.();
  }
}
