import { eq } from 'drizzle-orm';
import { PRODUCT_NAME, SUPPORT } from '../../shared/constants';
import { toE164 } from '../../shared/phone';
import type { AppContext } from '../context';
import { inboundSms } from '../db/schema';
import { type SmsKeyword, smsKeyword } from '../sms/keywords';
import { parseOfferReply } from '../sms/offer-reply';
import { isNumberStopped, recordOptOutKeyword } from '../sms/opt-out';
import { answerOfferReply } from './answer-offer-reply';

export type InboundSms = { messageSid: string; from: string; body: string };

/** The answer to STOP, START and HELP: our own words only. */
export function replyFor(
  ctx: { config: Pick<AppContext['config'], 'SUPPORT_EMAIL'> },
  keyword: SmsKeyword | null,
): string | null {
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
 * STOP-type keywords opt the number out (docs/product/sms.md, "STOP, START and HELP"); START
 * opts it back in; HELP answers with who we are and how to reach support. Returns the reply text, or null.
 *
 * The opt-out is kept per number in `sms_opt_outs`, whether or not an account has the number,
 * and only a START from that number lifts it. Each message is handled once by its MessageSid: a replayed or
 * retried webhook gets the same reply (kept on the `inbound_sms` row) and changes nothing.
 *
 * YES / NO (optionally with the offer's code) answers an offer, and YES confirms a booking whose
 * reminder is out (answer-offer-reply.ts; docs/product/sms.md, "Reply by text"). STOP and HELP always come first;
 * YES is also a carrier opt-in word, so from a number that replied STOP it resubscribes (START) and answers nothing.
 * The message's row, its effect and its reply commit together, so a crash leaves no half-handled message.
 */
export async function handleInboundSms(ctx: AppContext, sms: InboundSms): Promise<string | null> {
  const phone = toE164(sms.from) ?? sms.from;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const offerReply = parseOfferReply(sms.body);
    let keyword = smsKeyword(sms.body);
    if (keyword === 'start' && offerReply && !(await isNumberStopped(tx, phone))) keyword = null;
    const [fresh] = await tx
      .insert(inboundSms)
      .values({ messageSid: sms.messageSid, fromPhone: phone, keyword, receivedAt: now })
      .onConflictDoNothing()
      .returning({ messageSid: inboundSms.messageSid });
    if (!fresh) {
      // A replay: the answer we gave the first time (rows from before the answer was stored kept only the keyword).
      const [seen] = await tx
        .select({ keyword: inboundSms.keyword, reply: inboundSms.reply })
        .from(inboundSms)
        .where(eq(inboundSms.messageSid, sms.messageSid));
      return seen?.reply ?? replyFor(ctx, (seen?.keyword ?? null) as SmsKeyword | null);
    }
    let reply: string | null;
    if (keyword) {
      await recordOptOutKeyword(tx, phone, keyword, now);
      reply = replyFor(ctx, keyword);
    } else if (offerReply) {
      reply = await answerOfferReply(ctx, tx, phone, offerReply);
    } else {
      reply = null;
    }
    if (reply !== null)
      await tx.update(inboundSms).set({ reply }).where(eq(inboundSms.messageSid, sms.messageSid));
    return reply;
  });
}
