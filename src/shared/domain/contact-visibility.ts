// ADR 013: contact details follow a booking. A worker sees how to reach the business, and
// the manager sees how to reach the worker, once the manager has selected that worker; applying alone
// reveals neither side's e-mail or phone.
import type { ApplicationStatus } from './application-status';

// ADR 014: a booking that reached the shift (checked in, or a no-show the manager needs to chase) still
// shares them; one that ended before it (declined, expired, withdrawn, rejected, cancelled) does not.
const BOOKED: ReadonlySet<ApplicationStatus> = new Set([
  'selected',
  'accepted',
  'checked_in',
  'no_show',
  'completed',
]);

/** Whether an application in this status lets its worker and the shift's manager see each other's contact. */
export function sharesContactDetails(status: ApplicationStatus): boolean {
  return BOOKED.has(status);
}
