// The console's decidable queues by key (docs/product/operations.md, "Queues"), in the front page's order.
import type { OpsQueueKey } from '../../../shared/domain/ops-queues';
import { appealsQueue } from './appeals-queue';
import { cardDisputesQueue } from './card-disputes-queue';
import { contactQueue } from './contact-queue';
import { disputesQueue } from './disputes-queue';
import { flagsQueue } from './flags-queue';
import { ledgerMismatchesQueue } from './ledger-mismatches-queue';
import { outboxQueue } from './outbox-queue';
import type { QueueDef } from './queue-kit';
import { reportsQueue } from './reports-queue';

export const QUEUE_DEFS: Record<OpsQueueKey, QueueDef> = {
  'timesheet-disputes': disputesQueue,
  appeals: appealsQueue,
  'rating-reports': reportsQueue,
  'contact-messages': contactQueue,
  'failed-messages': outboxQueue,
  'account-flags': flagsQueue,
  'card-disputes': cardDisputesQueue,
  'ledger-mismatches': ledgerMismatchesQueue,
};
