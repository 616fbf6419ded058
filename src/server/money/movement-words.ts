// What a movement is for, in the words its provider calls, ledger reasons and notices use: an approved timesheet's
// pay, or a business's late cancellation compensation (docs/product/payments.md, "Late cancellation compensation"),
// which the worker must read as compensation for the cancelled shift, never as pay for hours worked.
import { COMPENSATION_LABEL } from '../../shared/domain/money';
import type { MoneyMovement } from './movements';

type Purposed = Pick<MoneyMovement, 'purpose' | 'timesheetId' | 'applicationId' | 'shiftId'>;

export const isCompensation = (m: Pick<MoneyMovement, 'purpose'>) => m.purpose === 'compensation';

/** What the ledger's reasons name: "approved timesheet <id>" or "late cancellation compensation, booking <id>". */
export const movementSubject = (m: Purposed) =>
  isCompensation(m)
    ? `${COMPENSATION_LABEL.toLowerCase()}, booking ${m.applicationId}`
    : `approved timesheet ${m.timesheetId}`;

/** The charge's description at the provider (the work's words are unchanged: a retry repeats the same call). */
export const chargeDescription = (m: Purposed) =>
  isCompensation(m)
    ? `TalentBridge: ${COMPENSATION_LABEL.toLowerCase()}, booking ${m.applicationId}`
    : `TalentBridge: approved work, timesheet ${m.timesheetId}`;

export const payoutDescription = (m: Purposed) =>
  isCompensation(m)
    ? `TalentBridge: cancellation compensation, booking ${m.applicationId}`
    : `TalentBridge: pay for timesheet ${m.timesheetId}`;

/** What the worker is sent, as their notices say it: "pay" or "cancellation compensation". */
export const workerMoney = (m: Pick<MoneyMovement, 'purpose'>) =>
  isCompensation(m) ? 'cancellation compensation' : 'pay';

/** A notice's data: the timesheet for work, the cancelled booking for a compensation. */
export const noticeData = (m: Purposed) =>
  isCompensation(m)
    ? { shiftId: m.shiftId, applicationId: m.applicationId, purpose: 'compensation' }
    : { shiftId: m.shiftId, timesheetId: m.timesheetId };
