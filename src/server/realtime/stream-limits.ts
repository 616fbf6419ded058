/**
 * How many event streams one process keeps open per user and per client address (one free
 * account opened 993 streams and the server ran out of file descriptors). A user's newest stream wins: the
 * oldest is closed (a forgotten tab), so a user is never locked out by their own streams. An address at its
 * cap is refused instead, since its streams belong to other users.
 */
export const MAX_STREAMS_PER_USER = 5;
// Per address: EVENT_STREAMS_PER_ADDRESS, 20 by default (config.ts).

export type StreamSlot = { release(): void };

type Entry = { address: string; close: () => void; released: boolean };

export function createStreamLimits(perUser: number, perAddress: number) {
  const byUser = new Map<string, Set<Entry>>();
  const byAddress = new Map<string, number>();

  function release(userId: string, entry: Entry) {
    if (entry.released) return;
    entry.released = true;
    const mine = byUser.get(userId);
    mine?.delete(entry);
    if (mine && !mine.size) byUser.delete(userId);
    const n = (byAddress.get(entry.address) ?? 1) - 1;
    if (n > 0) byAddress.set(entry.address, n);
    else byAddress.delete(entry.address);
  }

  return {
    /**
     * Takes a slot for a new stream, closing the user's oldest when they are at their cap; null when the
     * address is at its cap. `close` ends that stream (called when a newer one replaces it).
     */
    admit(userId: string, address: string, close: () => void): StreamSlot | null {
      const mine = byUser.get(userId) ?? new Set<Entry>();
      const oldest = mine.size >= perUser ? mine.values().next().value : undefined;
      const atAddress = (byAddress.get(address) ?? 0) - (oldest?.address === address ? 1 : 0);
      if (atAddress >= perAddress) return null;
      if (oldest) {
        release(userId, oldest);
        oldest.close();
      }
      const entry: Entry = { address, close, released: false };
      mine.add(entry);
      byUser.set(userId, mine);
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      return { release: () => release(userId, entry) };
    },
  };
}
