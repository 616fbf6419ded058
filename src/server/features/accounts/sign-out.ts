import { revokeSession } from '../../auth/sessions';
import type { AppContext } from '../../context';

/**
 * Ends this browser's session, if it has one. It records nothing else: the original specification had a logout
 * clear the login lockout of its e-mail (docs/product/accounts.md); it no longer does (docs/decisions/009-sign-in-hardening.md),
 * since signing out of one's own account proves nothing about another account on that e-mail.
 */
export async function signOut(ctx: AppContext, sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await revokeSession(ctx.db, sessionToken);
}
