// Issue 10 item 20, ADR 013: contact details follow a booking. A worker sees how to reach the business, and
// the manager sees how to reach the worker, once the manager has selected that worker; applying alone
// reveals neither side's e-mail or phone.
import type { ApplicationStatus } from './application-status';

const BOOKED: ReadonlySet<ApplicationStatus> = new Set(['selected', 'accepted', 'completed']);

/** Whether an application in this status lets its worker and the shift's manager see each other's contact. */
export function sharesContactDetails(status: ApplicationStatus): boolean {
  return BOOKED.has(status);
}
