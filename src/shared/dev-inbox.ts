import type { z } from 'zod';
import type { devInboxSchema } from './schemas/responses/messaging';

/** One message a `log` provider "sent" (no provider configured: docs/product/messaging.md, "Development inbox"). */
export type DevMessageDto = DevInboxDto['messages'][number];

/** The wire shape is the route's response schema (issue 11 item 3). */
export type DevInboxDto = z.infer<typeof devInboxSchema>;
