import type { Role } from '../../../../shared/domain/roles';
import type { EmailChangeConfirm } from '../../../../shared/schemas/email-change';
import { api } from '../../../lib/api';

/** The token from the link's fragment, posted in the body (never in a URL). */
export const confirmEmailChangeRequest = (input: EmailChangeConfirm) =>
  api<{ ok: true; email: string; userType: Role; keptSession: boolean }>('/accounts/email-change/confirm', {
    method: 'POST',
    body: input,
  });
