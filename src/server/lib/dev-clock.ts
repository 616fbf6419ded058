/**
 * The development clock (docs/product/development-clock.md): an offset added to the app's injected clock, so a person
 * can move time forward by hand and walk the timed rules in minutes. Never created in production.
 */
export type DevClock = {
  /** How far the clock is ahead of the time it wraps, in milliseconds; it only ever grows. */
  readonly offsetMs: number;
  /** `base` moved by the offset (the same Date when nothing has been moved). */
  shift(base: Date): Date;
  /** Moves the clock forward; a negative or zero amount changes nothing. */
  advance(ms: number): void;
};

export function createDevClock(): DevClock {
  let offsetMs = 0;
  return {
    get offsetMs() {
      return offsetMs;
    },
    shift: (base) => (offsetMs === 0 ? base : new Date(base.getTime() + offsetMs)),
    advance(ms) {
      if (ms > 0) offsetMs += ms;
    },
  };
}
