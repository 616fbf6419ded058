import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationDto } from '../../../shared/notifications';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { toNotificationDto } from '../../notifications/to-notification-dto';
import { publishEvent } from '../../realtime/publish-event';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * Unread → read when clicked. Someone else's notification answers 404, exactly like a missing one, so ids
 * cannot be probed: notifications are shown only to their recipient (docs/product/messaging.md).
 */
export async function markNotificationRead(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<NotificationDto> {
  if (!isUuid(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  return ctx.db.transaction(async (tx) => {
    const mine = and(eq(notifications.id, id), eq(notifications.recipientId, userId));
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: ctx.now() })
      .where(and(mine, isNull(notifications.readAt)))
      .returning();
    if (updated) {
      // Other open tabs of this user update their badge.
      await publishEvent(tx, userId, 'notifications_read', { ids: [id] });
      return toNotificationDto(updated);
    }
    const [existing] = await tx.select().from(notifications).where(mine).limit(1);
    if (!existing) throw notFound(NOTIFICATION_NOT_FOUND);
    return toNotificationDto(existing);
  });
}
