// What a booking's business and worker owe each other, as the ledger records it (docs/product/applications.md,
// "The ledger"): a late cancellation's compensation, an approved timesheet's pay, a dispute's difference.
import {
  bookingLedgerKey,
  type LedgerAccountRef,
  type LedgerTransactionKind,
  owedLines,
} from '../../shared/domain/ledger';
import type { LedgerDb } from './accounts';
import { type LedgerPosting, type PostedTransaction, postTransaction } from './post-transaction';

export const businessReceivable = (managerId: string): LedgerAccountRef => ({
  kind: 'business_receivable',
  ownerId: managerId,
});
export const workerPayable = (workerId: string): LedgerAccountRef => ({
  kind: 'worker_payable',
  ownerId: workerId,
});

type BookingOwed = {
  kind: LedgerTransactionKind;
  managerId: string;
  workerId: string;
  workerOwes?: boolean;
  amountCents: number;
  shiftId: string;
  applicationId: string;
  timesheetId?: string;
  reason: string;
  at: Date;
};

/**
 * Records once per (kind, application) that the business (the shift's manager) owes the worker `amountCents`, or,
 * with `workerOwes`, that the worker owes it back (a dispute that lowered approved pay). A zero amount records
 * nothing; a retry records nothing new.
 */
export function postBookingOwed(tx: LedgerDb, entry: BookingOwed): Promise<PostedTransaction | null> {
  return postTransaction(tx, bookingOwed(entry));
}

/** The posting itself, for a batch (postTransactions). */
export function bookingOwed(entry: BookingOwed): LedgerPosting {
  const business = businessReceivable(entry.managerId);
  const worker = workerPayable(entry.workerId);
  return {
    kind: entry.kind,
    idempotencyKey: bookingLedgerKey(entry.kind, entry.applicationId),
    lines: entry.workerOwes
      ? owedLines(worker, business, entry.amountCents)
      : owedLines(business, worker, entry.amountCents),
    refs: {
      shiftId: entry.shiftId,
      applicationId: entry.applicationId,
      timesheetId: entry.timesheetId ?? null,
    },
    reason: entry.reason,
    at: entry.at,
  };
}
