import { and, eq } from 'drizzle-orm';
import { STAFF_SET_PASSWORD_LINK_MS } from '../../../shared/constants';
import { recordAudit } from '../../audit/record-audit';
import { hashPassword } from '../../auth/passwords';
import { resetLink } from '../../auth/recovery-emails';
import { newHexToken, newToken, sha256 } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { passwordResetTokens, staffAccounts, users } from '../../db/schema';

export type AddStaffResult =
  | { ok: true; userId: string; link: string; expiresAt: Date }
  | { ok: false; reason: 'exists' };

/**
 * `npm run ops:add` (docs/product/operations.md, "Staff accounts"): a staff account with an unusable password (the
 * argon2 hash of a random secret nobody keeps) and a one-time set-password link, valid 30 min: a password-reset
 * token (hashed at rest, single use; docs/product/recovery.md) for the account type `ops`.
 */
export async function addStaffAccount(
  db: Db,
  input: { email: string; name: string | null; origin: string; now: Date },
): Promise<AddStaffResult> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(newToken());
  const token = newHexToken();
  const expiresAt = new Date(input.now.getTime() + STAFF_SET_PASSWORD_LINK_MS);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.role, 'ops')));
    if (existing) return { ok: false as const, reason: 'exists' as const };
    const [user] = await tx
      .insert(users)
      .values({ role: 'ops', email, passwordHash, createdAt: input.now, updatedAt: input.now })
      .returning({ id: users.id });
    const userId = user!.id;
    const name = input.name?.trim() || email;
    await tx.insert(staffAccounts).values({ userId, name, createdAt: input.now });
    await tx
      .insert(passwordResetTokens)
      .values({ userId, tokenHash: sha256(token), expiresAt, createdAt: input.now });
    await recordAudit(tx, {
      actor: null,
      actorRole: 'command-line',
      action: 'staff.created',
      target: { kind: 'user', id: userId },
      after: { email, name },
      at: input.now,
    });
    return { ok: true as const, userId, link: resetLink(input.origin, token, 'ops', 'setup'), expiresAt };
  });
}
