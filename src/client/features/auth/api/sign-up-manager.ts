import type { SessionUserDto } from '../../../../shared/api-types';
import type { ManagerSignupInput } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';

export const signUpManagerRequest = (input: ManagerSignupInput) =>
  api<{ user: SessionUserDto }>('/accounts/managers', { method: 'POST', body: input });
