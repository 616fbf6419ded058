/**
 * The app's time in the browser: the device's clock, moved as far as the server's development clock was moved
 * (docs/product/development-clock.md), so windows and countdowns agree with the server while time is moved. In
 * production nothing moves it and it is the device's clock.
 */
let offsetMs = 0;

export function appNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** How far the app's clock is ahead of the device's, e.g. to move a device timestamp such as a fetch's time. */
export function appClockOffset(): number {
  return offsetMs;
}

/** Set by the development clock's banner from the server's answer; 0 when time is not moved. */
export function setAppClockOffset(ms: number): void {
  offsetMs = ms;
}

/** The meta tag the server writes outside production (src/server/lib/client-build.ts, DEV_TOOLS_META). */
export function devToolsEnabled(): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector('meta[name="tb-dev-tools"]') !== null;
}
