// A suspended account appeals through the signed link of its suspension e-mail (it cannot sign in):
// subject kind 'suspension', once per suspension, within 14 days (suspension-appeal-link.ts). The operations team
// decides it in the appeals queue; upholding it is a 'Reinstate' (docs/product/accounts.md, "Suspended accounts").
import { and, eq } from 'drizzle-orm';
import { isAppealWindowOpen } from '../../../shared/domain/appeals';
import { SUSPENSION_MESSAGES } from '../../../shared/marketplace/suspension-messages';
import { isUuid } from '../../../shared/uuid';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { appeals, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readSuspensionAppealToken, suspensionSubjectId } from '../../trust/suspension-appeal-link';

export async function appealSuspension(
  ctx: AppContext,
  input: { token: string; note: string },
  ip: string | null,
): Promise<{ ok: true; title: string; message: string }> {
  const invalid = new AppError('NOT_FOUND', SUSPENSION_MESSAGES.appealLinkInvalid);
  const signed = readSuspensionAppealToken(ctx.config.SESSION_SECRET, input.token);
  if (!signed || !isUuid(signed.userId)) throw invalid;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // The link is for this suspension only: a reinstated account's old link is void.
    const [account] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.id, signed.userId), eq(users.suspendedAt, signed.suspendedAt)))
      .limit(1);
    if (!account) throw invalid;
    if (!isAppealWindowOpen(signed.suspendedAt, now))
      throw new AppError('CONFLICT', SUSPENSION_MESSAGES.appealWindowClosed);
    const [created] = await tx
      .insert(appeals)
      .values({
        userId: account.id,
        subjectKind: 'suspension',
        subjectId: suspensionSubjectId(account.id, signed.suspendedAt),
        note: input.note,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: appeals.id });
    if (!created) throw new AppError('CONFLICT', SUSPENSION_MESSAGES.alreadyAppealed);
    await recordAudit(tx, {
      actor: { id: account.id, role: account.role },
      action: 'account.suspension_appealed',
      target: { kind: 'user', id: account.id },
      after: { appealId: created.id },
      ip,
      at: now,
    });
    return {
      ok: true as const,
      title: 'Appeal received',
      message: 'Thank you. The operations team will review your appeal and reply by e-mail.',
    };
  });
}
