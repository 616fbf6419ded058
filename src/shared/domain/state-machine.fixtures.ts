// The shift and clock the state machine's tests share (state-machine.test.ts, state-machine-bounds.test.ts).
import type { TransitionContext, TransitionShift } from './state-machine';

export const START = Date.parse('2026-12-06T14:00:00Z');
export const END = Date.parse('2026-12-06T20:00:00Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const shift: TransitionShift = {
  status: 'open',
  startsAt: new Date(START),
  endsAt: new Date(END),
  acceptedCount: 0,
  maxApplications: 1,
};
export const at = (ms: number, extra: Partial<TransitionContext> = {}) => ({
  now: new Date(ms),
  shift,
  ...extra,
});
