// How the access-control matrix calls the reliability routes of (docs/product/trust.md,
// "Reliability"): 'My reliability' names no resource, so both cells ask for the caller's own figure and marks, and
// the body check makes sure none of the other party's bookings come back. The appeal of a late cancellation mark
// goes through POST /api/appeals (builders-manager-attendance.ts; its 'cancellation' cases in tests/api/reliability.test.ts).
import type { Builder } from './world';

export const RELIABILITY_BUILDERS: Record<string, Builder> = {
  'GET /api/reliability/me': async () => ({ method: 'GET', url: '/api/reliability/me' }),
};
