import { and, eq, isNull } from 'drizzle-orm';
import type { MarkAllReadDto } from '../../../shared/notifications';
import type { AppContext } from '../../context';
import { notifications } from '../../db/schema';
import { publishEvent } from '../../realtime/publish-event';

/** docs/product/messaging.md: read_at for all of the recipient's unread rows ('Mark all read'). */
export async function markAllNotificationsRead(ctx: AppContext, userId: string): Promise<MarkAllReadDto> {
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt: ctx.now() })
      .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (updated.length) await publishEvent(tx, userId, 'notifications_read', { all: true });
    return { updated: updated.length, unreadCount: 0 };
  });
}
