/** What an error in a cause chain may carry; drivers and Node put a string `code` on theirs. */
export type ChainedError = { code?: unknown; message?: unknown; cause?: unknown };

/**
 * The error, then its `cause`, then that one's cause: Drizzle wraps the driver's error (which holds the SQLSTATE
 * or the socket code) and fetch wraps the socket error. Bounded, so a cycle cannot loop.
 */
export function errorChain(error: unknown, maxDepth = 4): ChainedError[] {
  const chain: ChainedError[] = [];
  let e: unknown = error;
  while (e && typeof e === 'object' && chain.length < maxDepth) {
    chain.push(e as ChainedError);
    e = (e as ChainedError).cause;
  }
  return chain;
}

/**
 * Two transactions that locked the same rows in different orders (40P01), or a serializable one that lost (40001):
 * PostgreSQL aborted this one because another change of the same thing won. Nothing of it was written, so the same
 * work may simply be done again.
 */
const LOST_RACE_CODES = new Set(['40P01', '40001']);

export function isLostRace(error: unknown): boolean {
  return errorChain(error).some(({ code }) => typeof code === 'string' && LOST_RACE_CODES.has(code));
}
