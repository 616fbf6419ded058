// Whether a business may book a worker, as far as money goes (docs/product/payments.md, "Booking needs a payment
// method"): a card on file, and no charge for approved work or hold for a booking that its card has refused twice.
import { and, count, eq, gte, isNotNull, ne } from 'drizzle-orm';
import { PAYMENT_METHOD_FAILING, PAYMENT_METHOD_REQUIRED } from '../../shared/domain/money';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { billingCustomers, moneyMovements, paymentHolds } from '../db/schema';
import { AppError } from '../lib/app-error';

// The words live in the shared module (the applicants page compares a refusal to them); the API tests read them here.
export { PAYMENT_METHOD_FAILING, PAYMENT_METHOD_REQUIRED };

export type CardOnFile = { customerId: string; paymentMethodId: string };

type ReadDb = Pick<Db, 'select'>;

/** The business's saved card at the provider, or null before one is saved. */
export async function cardOnFile(db: ReadDb, managerId: string): Promise<CardOnFile | null> {
  const [row] = await db
    .select({
      customerId: billingCustomers.providerCustomerId,
      paymentMethodId: billingCustomers.paymentMethodId,
    })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.managerUserId, managerId), isNotNull(billingCustomers.paymentMethodId)))
    .limit(1);
  return row?.customerId && row.paymentMethodId
    ? { customerId: row.customerId, paymentMethodId: row.paymentMethodId }
    : null;
}

/** The number of this business's charges still unpaid, and holds still refused, after two refusals of its card. */
export async function failingCharges(db: ReadDb, managerId: string): Promise<number> {
  const [charges] = await db
    .select({ n: count() })
    .from(moneyMovements)
    .where(
      and(
        eq(moneyMovements.managerId, managerId),
        eq(moneyMovements.kind, 'charge'),
        gte(moneyMovements.tries, 2),
        ne(moneyMovements.status, 'succeeded'),
      ),
    );
  const [holds] = await db
    .select({ n: count() })
    .from(paymentHolds)
    .where(
      and(
        eq(paymentHolds.managerId, managerId),
        eq(paymentHolds.status, 'failed'),
        gte(paymentHolds.tries, 2),
      ),
    );
  return (charges?.n ?? 0) + (holds?.n ?? 0);
}

/**
 * Refuses a booking ('Select and Contact Worker', the automatic backfill) for a business without a usable payment
 * method: no card on file, or a card refused twice (a charge or a hold) until a new one is saved. A server that settles
 * payments outside TalentBridge books without one.
 */
export async function requirePaymentMethod(ctx: AppContext, managerId: string): Promise<void> {
  if (ctx.services.payments.name === 'disabled') return;
  if (!(await cardOnFile(ctx.db, managerId)))
    throw new AppError('CONFLICT', PAYMENT_METHOD_REQUIRED, { title: 'Add a payment method' });
  if ((await failingCharges(ctx.db, managerId)) > 0)
    throw new AppError('CONFLICT', PAYMENT_METHOD_FAILING, { title: 'Payment issue' });
}
