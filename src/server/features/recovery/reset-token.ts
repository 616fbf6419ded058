import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { RESET_PASSWORD_MESSAGES, type ResetLink } from '../../../shared/schemas/support';
import { sha256 } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type UsableResetToken = { tokenId: string; userId: string; email: string; userType: Role };

type Reader = Pick<Db, 'select'>;

/**
 * The stored token a link points at, checked (docs/product/recovery.md, "Reset tokens"): it must exist, belong
 * to an account of the link's type, be unused and unexpired. `lock` takes a row lock, so two submissions of
 * the same link cannot both pass. Errors carry the spec's wording, on the `token` field.
 */
export async function findUsableResetToken(
  db: Reader,
  link: ResetLink,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<UsableResetToken> {
  const query = db
    .select({
      tokenId: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      email: users.email,
      role: users.role,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, sha256(link.token)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: passwordResetTokens }) : await query;

  // A talent token used with type=manager matches no stored record "for that account" (docs/product/recovery.md).
  if (!row || row.role !== link.type || row.usedAt)
    throw linkError(RESET_PASSWORD_MESSAGES.invalidLinkTitle, RESET_PASSWORD_MESSAGES.usedLink);
  if (row.expiresAt.getTime() <= now.getTime())
    throw linkError(RESET_PASSWORD_MESSAGES.expiredTitle, RESET_PASSWORD_MESSAGES.expired);
  return { tokenId: row.tokenId, userId: row.userId, email: row.email, userType: row.role };
}

const linkError = (title: string, message: string) =>
  new AppError('BAD_REQUEST', message, { title, field: 'token' });
