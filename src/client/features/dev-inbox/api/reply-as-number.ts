import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevReplyInput } from '../../../../shared/schemas/dev-reply';
import { api } from '../../../lib/api';

/** 'Reply as this number' (docs/product/messaging.md, "Development inbox"); the inbox refetches to show both texts. */
export function useReplyAsNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DevReplyInput) =>
      api<{ reply: string | null }>('/dev/messages/reply', { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['dev-inbox'] }),
  });
}
