import type { EditableShift } from '../../../shared/domain/shift-change';
import { toE164 } from '../../../shared/phone';
import type { ShiftForm } from '../../../shared/schemas/shifts';

/**
 * The shift's own columns from the validated form, as 'Create Shift' inserts them and 'Edit Shift' compares and
 * writes them: the break's minutes under their column's name, the contact phone in E.164 when it parses.
 */
export const shiftFieldsFromForm = (input: ShiftForm): EditableShift => ({
  businessName: input.businessName,
  managerEmail: input.managerEmail,
  positionTitle: input.positionTitle,
  locationAddress: input.locationAddress,
  shiftDate: input.shiftDate,
  startTime: input.startTime,
  endTime: input.endTime,
  overnight: input.overnight,
  hourlyRateCents: input.hourlyRateCents,
  breakMinutes: input.breakDuration,
  dressCode: input.dressCode,
  jobDescription: input.jobDescription,
  requirements: input.requirements,
  parkingInfo: input.parkingInfo,
  contactPerson: input.contactPerson,
  contactPhone: toE164(input.contactPhone) ?? input.contactPhone,
  maxApplications: input.maxApplications,
  autoBackfill: input.autoBackfill,
});
