// Shared by the queue tests (ops-queues*.test.ts, ; docs/product/operations.md, "Queues"): two staff
// members, the queue routes as one of them, and the notices and e-mails a decision leaves.
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, notifications, outbox } from '../../src/server/db/schema';
import { createStaff } from '../../src/server/seed/factories/staff';
import { as, t } from './cancellations-fixtures';

export type StaffMember = { userId: string; token: string };

export async function twoStaff() {
  const olive = await createStaff(t.ctx, { name: 'Olive Ops' });
  const pat = await createStaff(t.ctx, { name: 'Pat Console' });
  return { olive, pat };
}

export const queuePage = async (who: StaffMember | null, queue: string, page = 1) =>
  (await as(who)).get(`/api/ops/queues/${queue}?page=${page}`);

export const decideItem = async (who: StaffMember | null, queue: string, id: string, body: object) =>
  (await as(who)).post(`/api/ops/queues/${queue}/${id}/decision`, body);

export const frontPage = async (who: StaffMember) => {
  const res = await (await as(who)).get('/api/ops/queues');
  return Object.fromEntries(
    (res.json().queues as { key: string; count: number; oldestAt: string | null }[]).map((q) => [q.key, q]),
  );
};

export const noticesOf = (userId: string, type: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type)))
    .orderBy(desc(notifications.createdAt));

export const mailTo = (address: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id));

export const auditOf = (targetId: string) =>
  t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));
