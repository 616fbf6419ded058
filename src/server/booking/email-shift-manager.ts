import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { enqueueMessage, type Tx } from '../messaging/outbox';

/**
 * Queues an e-mail to a shift's manager in the caller's transaction (through the outbox: a failed e-mail never
 * blocks the change). To the manager's account address, not the shift form's free-text "Manager email": otherwise
 * any manager could have us send mail to an address of their choosing.
 */
export async function emailShiftManager(
  tx: Tx,
  shift: { managerId: string; managerEmail: string },
  email: { subject: string; body: string },
): Promise<void> {
  const [manager] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shift.managerId))
    .limit(1);
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: manager?.email ?? shift.managerEmail,
    subject: email.subject,
    body: email.body,
    userId: shift.managerId,
  });
}
