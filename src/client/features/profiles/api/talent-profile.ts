import { useQuery } from '@tanstack/react-query';
import type { SessionUserDto, TalentProfileDto } from '../../../../shared/api-types';
import type { TalentProfileCreateInput, TalentProfileUpdateInput } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';

export const myProfileKey = ['profile', 'me'] as const;

export const fetchMyProfile = () => api<TalentProfileDto>('/profiles/me');

export function useMyProfile(enabled: boolean) {
  return useQuery({ queryKey: myProfileKey, queryFn: fetchMyProfile, enabled });
}

export const createProfileRequest = (input: TalentProfileCreateInput) =>
  api<{ user: SessionUserDto; profile: TalentProfileDto }>('/profiles', { method: 'POST', body: input });

export const updateProfileRequest = (input: TalentProfileUpdateInput) =>
  api<TalentProfileDto>('/profiles/me', { method: 'PUT', body: input });

export function uploadAvatarRequest(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return api<{ avatarUrl: string }>('/profiles/me/avatar', { method: 'POST', body: form });
}
