import type { UserType } from '../../../../shared/api-types';
import type { ResetPasswordInput } from '../../../../shared/schemas/support';
import { api } from '../../../lib/api';

/** Reset password (docs/product/recovery.md), on the server: new hash, link spent, every session of the account ended. */
export const resetPasswordRequest = (input: ResetPasswordInput) =>
  api<{ ok: true; userType: UserType }>('/auth/reset-password', { method: 'POST', body: input });
