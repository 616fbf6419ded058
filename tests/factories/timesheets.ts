// A worker's timesheet for a whole shift, as the check-out writes it: a checked-in booking of `workerId` on the shift
// with its check-in and check-out recorded at the start and the end, and its draft timesheet of those times
// (createTimesheet, the contract the check-out calls).

import { type CreateTimesheetInput, createTimesheet } from '../../src/server/booking/create-timesheet';
import type { AppContext } from '../../src/server/context';
import { shiftApplications } from '../../src/server/db/schema';
import type { Tx } from '../../src/server/messaging/outbox';

type Shift = CreateTimesheetInput['shift'];

export async function wholeShiftTimesheet(tx: Tx, ctx: AppContext, shift: Shift, workerId: string) {
  const [application] = await tx
    .insert(shiftApplications)
    .values({
      shiftId: shift.id,
      workerId,
      status: 'checked_in',
      checkedInAt: shift.startsAt,
      checkedOutAt: shift.endsAt,
    })
    .returning();
  return createTimesheet(tx, ctx, {
    application: application!,
    shift,
    checkInAt: shift.startsAt,
    checkOutAt: shift.endsAt,
    source: 'worker',
  });
}
