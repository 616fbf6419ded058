import { desc } from 'drizzle-orm';
import type { DevInboxDto } from '../../../shared/dev-inbox';
import type { AppContext } from '../../context';
import { devMessages } from '../../db/schema';

export const DEV_INBOX_LIMIT = 200;

/** What the `log` providers "sent", newest first (docs/product/messaging.md, "Development inbox"). */
export async function listDevMessages(ctx: AppContext): Promise<DevInboxDto> {
  const rows = await ctx.db.select().from(devMessages).orderBy(desc(devMessages.id)).limit(DEV_INBOX_LIMIT);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      hasHtml: r.html !== null,
      attachments: r.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
