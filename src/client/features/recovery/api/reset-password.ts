import type { Role } from '../../../../shared/domain/roles';
import type { ResetPasswordInput } from '../../../../shared/schemas/support';
import { api } from '../../../lib/api';

/** Reset password (docs/product/recovery.md), on the server: new hash, link spent, every session of the account ended. */
export const resetPasswordRequest = (input: ResetPasswordInput) =>
  api<{ ok: true; userType: Role }>('/auth/reset-password', { method: 'POST', body: input });
