import { eq } from 'drizzle-orm';
import { PRODUCT_NAME, SUPPORT } from '../../../shared/constants';
import { toE164 } from '../../../shared/phone';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { smsKeyword } from './sms-keywords';

export type InboundSms = { from: string; body: string };

/**
 * STOP-type keywords turn SMS off for every account on that number and record when (spec §3
 * sms_notifications; issue 3 "SMS consent and opt-out"); START turns it back on; HELP answers with who we
 * are and how to reach support. Returns the reply text, or null for no reply.
 */
export async function handleInboundSms(ctx: AppContext, sms: InboundSms): Promise<string | null> {
  const phone = toE164(sms.from) ?? sms.from;
  const keyword = smsKeyword(sms.body);
  if (keyword === 'stop') {
    await ctx.db
      .update(users)
      .set({ smsNotifications: false, smsOptedOutAt: ctx.now() })
      .where(eq(users.phone, phone));
    return `${PRODUCT_NAME}: You are unsubscribed and will receive no more texts from us. Reply START to resubscribe.`;
  }
  if (keyword === 'start') {
    await ctx.db
      .update(users)
      .set({ smsNotifications: true, smsOptedOutAt: null })
      .where(eq(users.phone, phone));
    return `${PRODUCT_NAME}: You are resubscribed to shift and account texts. Msg frequency varies. Reply HELP for help, STOP to opt out.`;
  }
  if (keyword === 'help') {
    return (
      `${PRODUCT_NAME}: shift alerts and account texts. Help: ${ctx.config.SUPPORT_EMAIL} (${SUPPORT.hours}). ` +
      'Msg frequency varies. Msg & data rates may apply. Reply STOP to opt out.'
    );
  }
  return null;
}
