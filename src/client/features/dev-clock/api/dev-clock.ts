import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DevClockDto, DevClockMovedDto } from '../../../../shared/schemas/dev-clock';
import { api } from '../../../lib/api';
import { devToolsEnabled, setAppClockOffset } from '../../../lib/app-clock';

const DEV_CLOCK_KEY = ['dev-clock'] as const;

/** The browser's clock follows the server's while time is moved; 0 otherwise, so no device skew is ever added. */
function follow(clock: DevClockDto): DevClockDto {
  setAppClockOffset(clock.movedMinutes > 0 ? new Date(clock.now).getTime() - Date.now() : 0);
  return clock;
}

/**
 * The server's development clock (docs/product/development-clock.md). Asked only where the server said the
 * development tools exist; anywhere else (production, another machine) it is simply absent.
 */
export function useDevClock() {
  return useQuery({
    queryKey: DEV_CLOCK_KEY,
    queryFn: async () => follow(await api<DevClockDto>('/dev/clock')),
    enabled: devToolsEnabled(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** 'Move time': every page's data is fetched again after a move, since what fell due has changed it. */
export function useMoveTime() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      api<DevClockMovedDto>('/dev/clock/move', { method: 'POST', body: { minutes } }),
    onSuccess: async (moved) => {
      client.setQueryData(DEV_CLOCK_KEY, follow(moved));
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== DEV_CLOCK_KEY[0] });
    },
  });
}
