import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT } from '../../../shared/constants';
import type { NotificationListDto } from '../../../shared/notifications';
import type { AppContext } from '../../context';
import { notifications } from '../../db/schema';
import { toNotificationDto } from '../../notifications/to-notification-dto';

/** docs/product/messaging.md: the recipient's own notifications, newest first, limit 50; plus the unread badge count. */
export async function listNotifications(ctx: AppContext, userId: string): Promise<NotificationListDto> {
  const [rows, [unread]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIMIT),
    ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt))),
  ]);
  return { notifications: rows.map(toNotificationDto), unreadCount: unread?.n ?? 0 };
}
