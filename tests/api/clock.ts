// For the API tests that move the app's clock (t.ctx.clock.now) instead of sleeping, and run the scheduler's due jobs
// by hand rather than wait for its timer (docs/decisions/015-scheduler.md).
import { t } from './applications-app';

export const HOUR = 60 * 60 * 1000;

/** Sets the clock to `instant` and returns it. */
export const at = (instant: Date | number) => {
  t.ctx.clock.now = new Date(instant);
  return t.ctx.clock.now;
};

export const runDue = () => t.ctx.services.scheduler.runDue();
