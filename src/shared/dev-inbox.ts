import type { z } from 'zod';
import type { devInboxSchema } from './schemas/responses/messaging';

/** One message a `log` provider "sent" (no provider configured: docs/product/messaging.md, "Development inbox"). */
export type DevMessageDto = DevInboxDto['messages'][number];

/** The wire shape is the route's response schema. */
export type DevInboxDto = z.infer<typeof devInboxSchema>;

/**
 * The subject of a text a developer sent with 'Reply as this number': stored in the inbox beside
 * what we sent, so a thread reads in order. Texts have no subject otherwise.
 */
export const DEV_INBOUND_SUBJECT = 'Reply from this number';
