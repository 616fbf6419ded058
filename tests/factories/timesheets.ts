// A worker's timesheet for a whole shift, as the check-out writes it: a checked-in booking of `workerId` on the shift
// and its draft timesheet from the start to the end (createTimesheet, the contract the check-out calls).

import { type CreateTimesheetInput, createTimesheet } from '../../src/server/booking/create-timesheet';
import type { AppContext } from '../../src/server/context';
import { shiftApplications } from '../../src/server/db/schema';
import type { Tx } from '../../src/server/messaging/outbox';

type Shift = CreateTimesheetInput['shift'];

export async function wholeShiftTimesheet(tx: Tx, ctx: AppContext, shift: Shift, workerId: string) {
  const [application] = await tx
    .insert(shiftApplications)
    .values({ shiftId: shift.id, workerId, status: 'checked_in' })
    .returning();
  return createTimesheet(tx, ctx, {
    application: application!,
    shift,
    checkInAt: shift.startsAt,
    checkOutAt: shift.endsAt,
    source: 'worker',
  });
}
