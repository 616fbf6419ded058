// The fake's balance transactions (docs/product/payments.md, "Reconciliation"): each payment taken, refund, transfer
// and payout moves a balance, and the provider lists those movements (`GET /v1/balance_transactions`), which the
// daily reconciliation compares with the ledger.
import type { FakeHandler } from './fake-context';
import { invalid, missing } from './fake-errors';
import type { FakeObject, FakeState } from './fake-state';
import type { FormValue } from './form-body';

/**
 * Records one movement of a balance, dated on the fake's clock (the app's, so a test that moves its days moves
 * these too). `amount` is signed as the provider signs it: money in positive, money out negative.
 */
export function recordBalance(
  state: FakeState,
  input: {
    type: 'charge' | 'refund' | 'transfer' | 'payout' | 'adjustment';
    source: string;
    amount: number;
    account?: string;
  },
): void {
  const transaction: FakeObject = {
    id: state.newId('txn'),
    object: 'balance_transaction',
    amount: input.amount,
    currency: 'usd',
    fee: 0,
    net: input.amount,
    status: 'available',
    type: input.type,
    source: input.source,
    created: state.clockSeconds(),
  };
  state.balanceIndex.set(transaction.id, state.balanceTransactions.length);
  state.balanceTransactions.push({ account: input.account ?? null, transaction });
}

const bound = (range: FormValue | undefined, name: 'gte' | 'lt'): number | undefined => {
  if (typeof range !== 'object' || Array.isArray(range) || range[name] === undefined) return undefined;
  const value = Number(range[name]);
  if (!Number.isInteger(value))
    throw invalid(`Invalid integer: ${String(range[name])}`, undefined, 'created');
  return value;
};

/**
 * The account's balance transactions (the `Stripe-Account` header's, or the platform's), newest first, `limit` a
 * page (10 by default, at most 100) after the `starting_after` cursor, within `created[gte]` / `created[lt]`;
 * `expand[]=data.source` puts each source object in place of its id.
 */
export const listBalanceTransactions: FakeHandler = ({ state, params, account }) => {
  const limit = params.limit === undefined ? 10 : Number(params.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw invalid('This value must be between 1 and 100.', undefined, 'limit');
  const gte = bound(params.created, 'gte');
  const lt = bound(params.created, 'lt');
  const expand = Array.isArray(params.expand) && params.expand.includes('data.source');
  let i = state.balanceTransactions.length - 1;
  if (params.starting_after !== undefined) {
    const at = state.balanceIndex.get(String(params.starting_after));
    if (at === undefined)
      throw missing('balance_transaction', String(params.starting_after), 'starting_after');
    i = at - 1;
  }
  const data: FakeObject[] = [];
  let hasMore = false;
  for (; i >= 0; i--) {
    const { account: owner, transaction } = state.balanceTransactions[i]!;
    const created = transaction.created as number;
    if ((owner ?? undefined) !== account) continue;
    if ((gte !== undefined && created < gte) || (lt !== undefined && created >= lt)) continue;
    if (data.length === limit) {
      hasMore = true;
      break;
    }
    const source = state.objects.get(transaction.source as string);
    data.push(expand && source ? { ...transaction, source } : transaction);
  }
  return { object: 'list', url: '/v1/balance_transactions', has_more: hasMore, data };
};
