import type { NotificationType } from '../../shared/domain/notification-type';
import type { NotificationDto } from '../../shared/notifications';
import { notifications } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { publishEvent } from '../realtime/publish-event';
import { toNotificationDto } from './to-notification-dto';

export type { NotificationDto };

export type NewNotification = {
  recipientId: string;
  senderId?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /** Channels also used for this notice (sent_via: email / sms; docs/product/messaging.md). */
  sentVia?: ('email' | 'sms')[];
};

/**
 * Stores an in-app notification and publishes it to the recipient's live stream, in the caller's
 * transaction: the bell sees it only if the change that caused it commits (docs/product/messaging.md).
 */
export async function createNotification(tx: Tx, input: NewNotification): Promise<NotificationDto> {
  const [row] = await tx
    .insert(notifications)
    .values({
      recipientId: input.recipientId,
      senderId: input.senderId ?? null,
      type: input.type,
      title: input.title,
      message: input.message,
      data: input.data ?? {},
      sentVia: input.sentVia ?? [],
    })
    .returning();
  const dto = toNotificationDto(row!);
  await publishEvent(tx, input.recipientId, 'notification', dto);
  return dto;
}
