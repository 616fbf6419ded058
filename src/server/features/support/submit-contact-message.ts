import type { ContactForm } from '../../../shared/schemas/support';
import { CONTACT_MESSAGES } from '../../../shared/schemas/support';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { takeRateLimit } from '../../lib/rate-limiter';
import { enqueueMessage } from '../../messaging/outbox';
import { contactEmail } from './contact-email';

/** Per address: enough for a person with follow-ups, too few to be worth spamming. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

const contactRateLimitedMessage = (minutes: number, supportEmail: string) =>
  `You have sent several messages in a short time. Please try again in ${minutes} minute(s), or email us directly at ${supportEmail}.`;

/**
 * docs/product/support.md ("Contact form"): the message is stored and e-mailed to support through the outbox, in one transaction, so
 * it is either both kept and queued or neither. A filled honeypot gets the same "sent" answer and nothing
 * is kept: telling a bot that it was caught only teaches it.
 */
export async function submitContactMessage(ctx: AppContext, input: ContactForm, meta: { ip: string }) {
  const now = ctx.now();
  const limit = await takeRateLimit(
    ctx.db,
    [{ bucket: 'contact_ip', key: meta.ip, ...CONTACT_RATE_LIMIT }],
    now,
  );
  if (!limit.ok)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      contactRateLimitedMessage(Math.ceil(limit.retryAfterSeconds / 60), ctx.config.SUPPORT_EMAIL),
      { title: CONTACT_MESSAGES.failureTitle, retryAfterSeconds: limit.retryAfterSeconds },
    );
  if (input.website.trim() !== '') return;

  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        messageType: input.messageType,
        message: input.message,
        ip: meta.ip,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: ctx.config.SUPPORT_EMAIL,
      ...contactEmail(input, { messageId: row!.id, ip: meta.ip }),
    });
  });
}
