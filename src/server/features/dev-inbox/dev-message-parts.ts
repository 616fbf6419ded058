import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { devMessages, type EmailAttachment } from '../../db/schema';

/** A stored e-mail's HTML part, or null (docs/product/messaging.md, "Development inbox"). */
export async function devMessageHtml(ctx: AppContext, id: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ html: devMessages.html })
    .from(devMessages)
    .where(eq(devMessages.id, id));
  return row?.html ?? null;
}

/** One attachment of a stored e-mail (e.g. the .ics invite), or null. */
export async function devMessageAttachment(
  ctx: AppContext,
  id: number,
  index: number,
): Promise<EmailAttachment | null> {
  const [row] = await ctx.db
    .select({ attachments: devMessages.attachments })
    .from(devMessages)
    .where(eq(devMessages.id, id));
  return row?.attachments[index] ?? null;
}
