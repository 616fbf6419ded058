import type { ForgotPasswordInput } from '../../../../shared/schemas/support';
import { api } from '../../../lib/api';

/** Forgot password (docs/product/recovery.md). The answer is the same whether or not the account exists. */
export const forgotPasswordRequest = (input: ForgotPasswordInput) =>
  api<{ ok: true; title: string; message: string }>('/auth/forgot-password', { method: 'POST', body: input });
