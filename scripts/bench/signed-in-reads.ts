// The three signed-in reads the bench measures on the app, on the reference server (reference-server.ts,
// PostgreSQL only) and held at a fixed rate. Their names all contain "signed-in", so
// BENCH_ONLY=signed-in runs exactly these (plus the baseline); the report finds its figures by these names.

export type SignedInRead = 'listing' | 'managerShifts' | 'applications';

export const SIGNED_IN_READS: Record<SignedInRead, string> = {
  listing: 'open shifts, first page, signed-in talent (uncached)',
  managerShifts: "manager's shift list, signed-in manager",
  applications: 'applications view, signed-in manager',
};

/**
 * The talent's listing asks for 'Soonest': a signed-in talent's default is 'Best match', which has its own
 * scenarios (matching.ts); this read stays the measurement of the listing's database path.
 */
export const SIGNED_IN_LISTING_PATH = '/api/shifts/open?sort=soonest';

/** The same read answered by the reference server. */
export const referenceName = (read: SignedInRead) => `reference: ${SIGNED_IN_READS[read]}`;

/** The rate each read is held at for its p99 target: every read on PostgreSQL, the listing on PGlite. */
export const HELD_RATE = { postgres: 300, pglite: 100 } as const;

/** p99 targets at HELD_RATE (ms), and the share of the app's throughput to the reference's. */
export const HELD_P99_MS = { postgres: 30, pglite: 60 } as const;
export const REFERENCE_SHARE = 0.5;
/** A held run counts only if it really reached its rate. */
export const HELD_RATE_REACHED = 0.97;
