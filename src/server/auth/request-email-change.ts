import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { emailChangeRequests } from '../db/schema';
import { enqueueMessage, type Tx } from '../messaging/outbox';
import {
  confirmNewEmail,
  EMAIL_CHANGE_TTL_HOURS,
  emailChangeLink,
  emailChangeRequestedNotice,
} from './email-change-emails';
import { newToken, sha256 } from './tokens';

type Change = { userId: string; currentEmail: string; newEmail: string };

/**
 * A new e-mail is only asked for here; it becomes the account's when the link sent to it is
 * followed (confirm-email-change.ts). Runs in the caller's transaction, after the current password was checked.
 * A newer request replaces older open ones, so only the latest link works. Only the token's hash is stored.
 */
export async function requestEmailChange(ctx: AppContext, tx: Tx, change: Change, now: Date) {
  await tx
    .update(emailChangeRequests)
    .set({ usedAt: now })
    .where(and(eq(emailChangeRequests.userId, change.userId), isNull(emailChangeRequests.usedAt)));
  const token = newToken();
  await tx.insert(emailChangeRequests).values({
    userId: change.userId,
    newEmail: change.newEmail,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    createdAt: now,
  });
  const link = confirmNewEmail(emailChangeLink(ctx.config.APP_ORIGIN, token));
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: change.newEmail,
    ...link,
    userId: change.userId,
    // The link is a credential: its body is cleared once delivered.
    sensitive: true,
  });
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: change.currentEmail,
    ...emailChangeRequestedNotice(change.newEmail, ctx.config.SUPPORT_EMAIL),
    userId: change.userId,
  });
}
