import type { SessionUserDto } from '../../../../shared/api-types';
import type { LoginInput } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';

export const signInRequest = (input: LoginInput) =>
  api<{ user: SessionUserDto }>('/auth/sign-in', { method: 'POST', body: input });
