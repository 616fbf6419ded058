import { randomBytes } from 'node:crypto';
import { DEV_INBOUND_SUBJECT } from '../../../shared/dev-inbox';
import { toE164 } from '../../../shared/phone';
import { handleInboundSms } from '../../booking/handle-inbound-sms';
import type { AppContext } from '../../context';
import { devMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const DEV_REPLY_MESSAGES = {
  badNumber: 'Enter a US phone number to reply from.',
} as const;

/**
 * 'Reply as this number' on the development inbox (docs/product/messaging.md, "Development inbox"):
 * a text from `from` goes through the same handler as Twilio's webhook (handle-inbound-sms.ts), with a MessageSid of
 * its own. The text and our answer are stored in the inbox, as the `log` SMS provider stores what we send. The route
 * is development-only and loopback-only, like the inbox itself.
 */
export async function simulateInboundSms(
  ctx: AppContext,
  input: { from: string; body: string },
): Promise<{ reply: string | null }> {
  const phone = toE164(input.from);
  if (!phone) throw new AppError('BAD_REQUEST', DEV_REPLY_MESSAGES.badNumber, { field: 'from' });
  await ctx.db
    .insert(devMessages)
    .values({ channel: 'sms', recipient: phone, subject: DEV_INBOUND_SUBJECT, body: input.body });
  const messageSid = `SMdev${randomBytes(14).toString('hex')}`;
  const reply = await handleInboundSms(ctx, { messageSid, from: phone, body: input.body });
  // Twilio would text the TwiML answer back; here it lands in the inbox.
  if (reply) await ctx.db.insert(devMessages).values({ channel: 'sms', recipient: phone, body: reply });
  return { reply };
}
