// docs/product/operations.md, "Queues": messages that failed for good (outbox status 'failed': delivery
// gave up after its attempts or on a permanent error), oldest first; 'Retry' puts one back to 'pending' with
// fresh attempts and a new delivery job due at once (one click, one retry: a second click finds it no longer failed),
// 'Drop' marks it 'dropped'. A message that holds a link (sensitive) is listed without its body.
import { and, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { scheduleDelivery } from '../../messaging/outbox';
import { type QueueDef, rowsQueueListing } from './queue-kit';

const failed = eq(outbox.status, 'failed');
const asId = (id: string) => Number(id);

export const outboxQueue: QueueDef = {
  ...rowsQueueListing({
    key: 'failed-messages',
    label: 'Messages that failed',
    targetKind: 'outbox_message',
    validId: (id) => /^[1-9][0-9]{0,15}$/.test(id),
    table: outbox,
    open: failed,
    accounts: (row) => [row.userId],
    item: (row, people) => ({
      title: `${row.channel === 'sms' ? 'Text' : 'E-mail'} to ${row.recipient}${row.subject ? `: ${row.subject}` : ''}`,
      body: row.sensitive ? '(holds a link; not shown)' : row.body,
      facts: [
        // The person beside the address: staff decide 'Retry' knowing whom the message is for.
        ...(row.userId ? [{ label: 'For', value: people.get(row.userId) ?? 'a removed account' }] : []),
        { label: 'Error', value: row.lastError ?? '(none recorded)' },
        { label: 'Attempts', value: String(row.attempts) },
      ],
      link: row.userId ? `/ops/accounts/${row.userId}` : null,
    }),
  }),
  claim: async ({ tx, id, decision, reason, staff, now }) => {
    const retry = decision === 'retry';
    const rows = await tx
      .update(outbox)
      .set({
        status: retry ? 'pending' : 'dropped',
        ...(retry ? { attempts: 0, nextAttemptAt: now, lockedUntil: null } : {}),
        decidedAt: now,
        decidedBy: staff.id,
        decision: retry ? 'retry' : 'drop',
        decisionReason: reason,
      })
      .where(and(eq(outbox.id, asId(id)), failed))
      .returning({ id: outbox.id });
    if (retry && rows.length === 1) await scheduleDelivery(tx, rows[0]!.id, now);
    return rows.length === 1;
  },
  past: async (tx, id) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(eq(outbox.id, asId(id)))
      .limit(1);
    if (!row) return null;
    return { at: row.decidedAt, byId: row.decidedBy, decision: row.decision };
  },
  apply: async () => ({ before: { status: 'failed' } }),
  audit: { retry: 'staff.message_retried', drop: 'staff.message_dropped' },
};
