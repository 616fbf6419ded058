// The demo's money (docs/product/payments.md, "Demo money"): its businesses have the test card on file, its workers
// have payouts ready, and its past completed bookings have their timesheets, charges, payouts and ledger.
import type { AppContext } from '../context';
import { saveDemoCard } from '../features/billing/demo-card';
import type { PaymentFailure } from '../payments/payments-port';
import { readyDemoPayouts } from '../payouts/demo-payouts';
import { seedHistoryTimesheets } from './factories/history-timesheets';

export type DemoMoneyPeople = {
  businesses: readonly { managerId: string; managerEmail: string; businessName: string }[];
  workers: readonly { id: string; email: string }[];
};

/**
 * After the history is written. The history's timesheets and pay owed are recorded on every server; the card, the
 * payouts and the history's charges and payouts only where money moves through TalentBridge (not with
 * `PAYMENTS_PROVIDER=disabled`). Answers what the provider refused (its test mode onboards no account without its
 * hosted page), for the log; the demo still works, and that worker sets up payouts on the provider's page.
 */
export async function seedDemoMoney(ctx: AppContext, people: DemoMoneyPeople): Promise<string[]> {
  await seedHistoryTimesheets(
    ctx,
    people.businesses.map((b) => b.managerId),
  );
  if (ctx.services.payments.name === 'disabled') return [];
  const refusals: PaymentFailure[] = [];
  for (const b of people.businesses) {
    const refused = await saveDemoCard(ctx, {
      id: b.managerId,
      email: b.managerEmail,
      name: b.businessName,
      companyName: b.businessName,
    });
    if (refused) refusals.push(refused);
  }
  for (const worker of people.workers) {
    const refused = await readyDemoPayouts(ctx, worker);
    if (refused) refusals.push(refused);
  }
  return [...new Set(refusals.map((r) => r.message))];
}
