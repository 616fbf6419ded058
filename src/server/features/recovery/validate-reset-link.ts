import type { Role } from '../../../shared/domain/roles';
import type { ResetLink } from '../../../shared/schemas/support';
import type { AppContext } from '../../context';
import { findUsableResetToken } from './reset-token';

/** The reset link's "validating" step (docs/product/recovery.md): answers whether the form may be shown; changes nothing. */
export async function validateResetLink(ctx: AppContext, link: ResetLink): Promise<{ userType: Role }> {
  const token = await findUsableResetToken(ctx.db, link, ctx.now());
  return { userType: token.userType };
}
