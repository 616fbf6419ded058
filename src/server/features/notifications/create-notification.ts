import { type NotificationType, notifications } from '../../db/schema';
import type { Tx } from '../../messaging/outbox';
import { publishEvent } from '../../realtime/publish-event';

export type NewNotification = {
  recipientId: string;
  senderId?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /** Channels also used for this notice (spec §3 sent_via: email / sms). */
  sentVia?: ('email' | 'sms')[];
};

export type NotificationDto = {
  id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  sentVia: string[];
  createdAt: string;
  readAt: string | null;
};

/** Stores an in-app notification and publishes it to the recipient's live stream, in the caller's transaction. */
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
  const dto: NotificationDto = {
    id: row!.id,
    type: row!.type,
    title: row!.title,
    message: row!.message,
    data: row!.data,
    sentVia: row!.sentVia,
    createdAt: row!.createdAt.toISOString(),
    readAt: null,
  };
  await publishEvent(tx, input.recipientId, 'notification', dto);
  return dto;
}
