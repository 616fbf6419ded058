import { PRODUCT_NAME, SUPPORT } from '../../../shared/constants';
import { toE164 } from '../../../shared/phone';
import type { AppContext } from '../../context';
import { inboundSms } from '../../db/schema';
import { type SmsKeyword, smsKeyword } from '../../sms/keywords';
import { recordOptOutKeyword } from '../../sms/opt-out';

export type InboundSms = { messageSid: string; from: string; body: string };

function replyFor(ctx: AppContext, keyword: SmsKeyword | null): string | null {
  if (keyword === 'stop')
    return `${PRODUCT_NAME}: You are unsubscribed and will receive no more texts from us. Reply START to resubscribe.`;
  if (keyword === 'start')
    return `${PRODUCT_NAME}: You are resubscribed to shift and account texts. Msg frequency varies. Reply HELP for help, STOP to opt out.`;
  if (keyword === 'help')
    return (
      `${PRODUCT_NAME}: shift alerts and account texts. Help: ${ctx.config.SUPPORT_EMAIL} (${SUPPORT.hours}). ` +
      'Msg frequency varies. Msg & data rates may apply. Reply STOP to opt out.'
    );
  return null;
}

/**
 * STOP-type keywords opt the number out (docs/product/sms.md, "STOP, START and HELP"; issue 3); START
 * opts it back in; HELP answers with who we are and how to reach support. Returns the reply text, or null.
 *
 * Issue 10 item 8: the opt-out is kept per number in `sms_opt_outs`, whether or not an account has the number,
 * and only a START from that number lifts it. Each message is handled once by its MessageSid: a replayed or
 * retried webhook gets the same reply and changes nothing.
 */
export async function handleInboundSms(ctx: AppContext, sms: InboundSms): Promise<string | null> {
  const phone = toE164(sms.from) ?? sms.from;
  const keyword = smsKeyword(sms.body);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(inboundSms)
      .values({ messageSid: sms.messageSid, fromPhone: phone, keyword, receivedAt: now })
      .onConflictDoNothing()
      .returning({ messageSid: inboundSms.messageSid });
    if (fresh) await recordOptOutKeyword(tx, phone, keyword, now);
  });
  return replyFor(ctx, keyword);
}
