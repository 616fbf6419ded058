// docs/product/operations.md, "Queues": contact messages not yet handled, oldest first; 'Reply'
// e-mails the staff's reply to the sender's address through the outbox and marks it handled; 'Mark handled' only
// marks it (the reason goes to the audit log).
import { and, eq, isNull } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { enqueueMessage } from '../../messaging/outbox';
import { type QueueDef, rowsQueueListing } from './queue-kit';

const open = isNull(contactMessages.handledAt);

export const contactQueue: QueueDef = {
  ...rowsQueueListing({
    key: 'contact-messages',
    label: 'Contact messages',
    targetKind: 'contact_message',
    table: contactMessages,
    open,
    item: (row) => ({
      title: `${row.subject} — ${row.name}`,
      body: row.message,
      facts: [
        { label: 'From', value: `${row.name} <${row.email}>` },
        { label: 'Type', value: row.messageType },
      ],
      link: null,
    }),
  }),
  claim: async ({ tx, id, decision, reason, staff, now }) => {
    const rows = await tx
      .update(contactMessages)
      .set({ handledAt: now, handledBy: staff.id, reply: decision === 'reply' ? reason : null })
      .where(and(eq(contactMessages.id, id), open))
      .returning({ id: contactMessages.id });
    return rows.length === 1;
  },
  past: async (tx, id) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!row) return null;
    return { at: row.handledAt, byId: row.handledBy, decision: row.reply === null ? 'handled' : 'reply' };
  },
  apply: async ({ tx, id, decision, reason }) => {
    if (decision !== 'reply') return undefined;
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: row!.email,
      subject: `Re: ${row!.subject}`,
      body: `Hello ${row!.name},\n\n${reason}\n\nThe TalentBridge team\n\n> ${row!.message.replaceAll('\n', '\n> ')}`,
    });
    return { after: { repliedTo: row!.email } };
  },
  audit: { reply: 'staff.contact_replied', handled: 'staff.contact_handled' },
};
