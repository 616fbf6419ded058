// docs/product/operations.md, "Vetting": the checklist's 'E-mail verified'. The worker asks for a
// link from the dashboard; following it (the client page /verify-email#token=…) posts the token here. The link works
// once, within 24 hours; only its hash is stored; a newer link replaces older open ones. Like the e-mail change's
// confirmation link (auth/request-email-change.ts), the token rides in the fragment and the e-mail is sensitive.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../shared/constants';
import { VETTING } from '../../../shared/domain/vetting';
import { VETTING_MESSAGES as MSG } from '../../../shared/marketplace/vetting-messages';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { emailVerifications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type RateLimit, takeRateLimit } from '../../lib/rate-limiter';
import { enqueueMessage } from '../../messaging/outbox';

const HOUR_MS = 60 * 60_000;
/**
 * Links per account and per address (docs/product/operations.md, "Vetting"): 3 an hour and 10 a day, so the button
 * cannot turn our mail server on anyone's inbox (an account may carry someone else's address until verified).
 */
export const EMAIL_LINK_LIMITS = {
  perHour: { max: 3, windowMs: HOUR_MS },
  perDay: { max: 10, windowMs: 24 * HOUR_MS },
} as const;
/** A link sent this recently and still open is not replaced: the answer says it went out a moment ago. */
export const EMAIL_LINK_RECENT_MS = 5 * 60_000;

const linkLimits = (userId: string, address: string): RateLimit[] => [
  { bucket: 'email_link_account_hour', key: userId, ...EMAIL_LINK_LIMITS.perHour },
  { bucket: 'email_link_account_day', key: userId, ...EMAIL_LINK_LIMITS.perDay },
  { bucket: 'email_link_address_hour', key: address.toLowerCase(), ...EMAIL_LINK_LIMITS.perHour },
  { bucket: 'email_link_address_day', key: address.toLowerCase(), ...EMAIL_LINK_LIMITS.perDay },
];

export type EmailVerificationSent = { sentTo: string; sent: boolean; message: string };

export function emailVerificationLink(origin: string, token: string): string {
  const url = new URL('/verify-email', origin);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

function verificationEmail(link: string) {
  return {
    subject: `Verify your ${PRODUCT_NAME} e-mail address`,
    body: [
      'Hello,',
      '',
      `Open this link to verify the e-mail address of your ${PRODUCT_NAME} profile:`,
      '',
      link,
      '',
      'The link works once and expires in 24 hours.',
      'If you did not ask for it, ignore this e-mail.',
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/**
 * Sends a new link to the worker's current address (409 once verified). Under the account's row lock: a link sent
 * in the last 5 minutes and still open answers 'sent a moment ago' without sending; otherwise the limits are taken
 * (in a savepoint, their locks held to the commit) before anything is written, and past one the answer is 429.
 */
export async function sendEmailVerification(ctx: AppContext, userId: string): Promise<EmailVerificationSent> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
    if (user.verifiedAt) throw new AppError('CONFLICT', MSG.emailAlreadyVerified);
    const [recent] = await tx
      .select({ id: emailVerifications.id })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, userId),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
          gt(emailVerifications.createdAt, new Date(now.getTime() - EMAIL_LINK_RECENT_MS)),
        ),
      )
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1);
    if (recent) return { sentTo: user.email, sent: false, message: MSG.verificationRecent };
    const limit = await takeRateLimit(tx, linkLimits(userId, user.email), now);
    if (!limit.ok) {
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      throw new AppError('TOO_MANY_REQUESTS', MSG.verificationTooMany(minutes), {
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    }
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
    const token = newToken();
    await tx.insert(emailVerifications).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + VETTING.emailLinkTtlMs),
      createdAt: now,
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: user.email,
      ...verificationEmail(emailVerificationLink(ctx.config.APP_ORIGIN, token)),
      userId,
      sensitive: true,
    });
    return { sentTo: user.email, sent: true, message: MSG.verificationSent };
  });
}

const linkError = (title: string, message: string) =>
  new AppError('BAD_REQUEST', message, { title, field: 'token' });

/** Following the link: marks the address verified, once. A link for an address since changed does not count. */
export async function confirmEmailVerification(ctx: AppContext, token: string): Promise<{ email: string }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // A row lock: the same link followed twice at once passes only once.
    const [row] = await tx
      .select({
        id: emailVerifications.id,
        userId: emailVerifications.userId,
        expiresAt: emailVerifications.expiresAt,
        usedAt: emailVerifications.usedAt,
        email: users.email,
      })
      .from(emailVerifications)
      .innerJoin(users, eq(users.id, emailVerifications.userId))
      .where(eq(emailVerifications.tokenHash, sha256(token)))
      .for('update', { of: emailVerifications })
      .limit(1);
    if (!row || row.usedAt) throw linkError(MSG.invalidLinkTitle, MSG.invalidLink);
    if (row.expiresAt.getTime() <= now.getTime()) throw linkError(MSG.expiredTitle, MSG.expired);
    await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, row.id));
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId));
    return { email: row.email };
  });
}
