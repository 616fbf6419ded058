import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      // A refusal will not change on a retry; a network failure or a server fault may.
      retry: (count, error) => !isRefusal(error) && count < 2,
    },
  },
});
