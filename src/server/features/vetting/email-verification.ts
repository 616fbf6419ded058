// docs/product/operations.md, "Vetting": the checklist's 'E-mail verified'. The worker asks for a
// link from the dashboard; following it (the client page /verify-email#token=…) posts the token here. The link works
// once, within 24 hours; only its hash is stored; a newer link replaces older open ones. Like the e-mail change's
// confirmation link (accounts/request-email-change.ts), the token rides in the fragment and the e-mail is sensitive.
import { and, eq, isNull } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../shared/constants';
import { VETTING } from '../../../shared/domain/vetting';
import { VETTING_MESSAGES as MSG } from '../../../shared/marketplace/vetting-messages';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { emailVerifications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMessage } from '../../messaging/outbox';

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

/** Sends a new link to the worker's current address (409 once verified). */
export async function sendEmailVerification(ctx: AppContext, userId: string): Promise<{ sentTo: string }> {
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
    return { sentTo: user.email };
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
