import { useQuery } from '@tanstack/react-query';
import type { DevInboxDto } from '../../../../shared/dev-inbox';
import { api } from '../../../lib/api';

export function useDevMessages() {
  return useQuery({
    queryKey: ['dev-inbox'],
    queryFn: () => api<DevInboxDto>('/dev/messages'),
    // A developer (or a browser test) waits here for a text or e-mail to arrive.
    refetchInterval: 2000,
    retry: false,
  });
}
