import type { AppContext } from '../../src/server/context';
import { businessReceivable, workerPayable } from '../../src/server/ledger/booking-owed';
import { postTransaction } from '../../src/server/ledger/post-transaction';
import { owedLines } from '../../src/shared/domain/ledger';

/** Records that a business owes a worker `amountCents` of approved pay, as an approved timesheet would. */
export function recordPayOwed(ctx: AppContext, managerId: string, workerId: string, amountCents: number) {
  return ctx.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'timesheet_pay',
      idempotencyKey: `test-pay-owed:${workerId}:${crypto.randomUUID()}`,
      lines: owedLines(businessReceivable(managerId), workerPayable(workerId), amountCents),
      refs: {},
      reason: 'Approved timesheet',
      at: ctx.now(),
    }),
  );
}
