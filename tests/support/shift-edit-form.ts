// The body of `PUT /api/shifts/:shiftId` (docs/product/shifts.md, "Edit shift") for a shift as its manager loaded it;
// used by the shift-edit API tests and the access-control matrix.
import type { ShiftWithContactDto } from '../../src/shared/marketplace/types';
import { centsToDollarString } from '../../src/shared/money';
import type { ShiftEditFormInput } from '../../src/shared/schemas/shifts';

/** What the edit form sends for `shift` as loaded, with `changes` typed over it. */
export function editForm(
  shift: ShiftWithContactDto,
  changes: Partial<ShiftEditFormInput> = {},
): ShiftEditFormInput {
  return {
    businessName: shift.businessName,
    managerEmail: shift.managerEmail,
    positionTitle: shift.positionTitle,
    locationAddress: shift.locationAddress,
    shiftDate: shift.shiftDate,
    startTime: shift.startTime,
    endTime: shift.endTime,
    overnight: shift.overnight,
    hourlyRate: centsToDollarString(shift.hourlyRateCents),
    breakDuration: shift.breakMinutes,
    dressCode: shift.dressCode ?? '',
    jobDescription: shift.jobDescription ?? '',
    requirements: shift.requirements ?? '',
    parkingInfo: shift.parkingInfo ?? '',
    contactPerson: shift.contactPerson,
    contactPhone: shift.contactPhone,
    maxApplications: shift.maxApplications,
    autoBackfill: shift.autoBackfill,
    version: shift.version,
    ...changes,
  };
}
