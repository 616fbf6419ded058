import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { billingCustomers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { takeRateLimit } from '../../lib/rate-limiter';
import { billingError, PAYMENTS_DISABLED_MESSAGE } from './payment-failure';

// Each start creates a session with the provider: a manager gets 10 an hour, counted by the one advisory-locked limiter.
export const SETUP_LIMIT = { bucket: 'billing_setup', max: 10, windowMs: 60 * 60 * 1000 };
export const SETUP_LIMIT_MESSAGE = 'Too many attempts to add a payment method. Please try again in an hour.';

/**
 * The provider's customer for this business, created once: its idempotency key is stored before the call. Also the
 * demo's seed (demo-card.ts).
 */
export async function customerIdOf(
  ctx: AppContext,
  manager: Pick<SessionUser, 'id' | 'email' | 'name' | 'companyName'>,
): Promise<string> {
  await ctx.db
    .insert(billingCustomers)
    .values({ managerUserId: manager.id, customerIdempotencyKey: `billing-customer:${manager.id}` })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ customerId: billingCustomers.providerCustomerId, key: billingCustomers.customerIdempotencyKey })
    .from(billingCustomers)
    .where(eq(billingCustomers.managerUserId, manager.id));
  if (row?.customerId) return row.customerId;
  const created = await ctx.services.payments.createCustomer({
    email: manager.email,
    name: manager.companyName ?? manager.name,
    idempotencyKey: row!.key,
  });
  if (!created.ok) throw billingError(created);
  await ctx.db
    .update(billingCustomers)
    .set({ providerCustomerId: created.customerId })
    .where(eq(billingCustomers.managerUserId, manager.id));
  return created.customerId;
}

/**
 * 'Add payment method' / 'Replace' (docs/product/payments.md, "Billing"): the provider's hosted page, which returns
 * to /billing with the session's id for POST /api/billing/payment-method/confirm. The session is remembered as this
 * manager's, so nobody else can confirm it.
 */
export async function startPaymentMethodSetup(
  ctx: AppContext,
  manager: SessionUser,
): Promise<{ url: string }> {
  // Refused before anything is stored or counted: this server moves no money (PAYMENTS_PROVIDER=disabled).
  if (ctx.services.payments.name === 'disabled') throw new AppError('CONFLICT', PAYMENTS_DISABLED_MESSAGE);
  const limit = await takeRateLimit(ctx.db, [{ ...SETUP_LIMIT, key: manager.id }], ctx.now());
  if (!limit.ok)
    throw new AppError('TOO_MANY_REQUESTS', SETUP_LIMIT_MESSAGE, {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  const customerId = await customerIdOf(ctx, manager);
  const origin = ctx.config.APP_ORIGIN.replace(/\/+$/, '');
  // A new session per start: nothing is charged by it, and an abandoned one simply expires with the provider.
  const session = await ctx.services.payments.startPaymentMethodSetup({
    customerId,
    returnUrl: `${origin}/billing?setup={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/billing`,
    idempotencyKey: `billing-setup:${manager.id}:${randomUUID()}`,
  });
  if (!session.ok) throw billingError(session);
  await ctx.db
    .update(billingCustomers)
    .set({ pendingSetupSessionId: session.setupSessionId })
    .where(eq(billingCustomers.managerUserId, manager.id));
  return { url: session.url };
}
