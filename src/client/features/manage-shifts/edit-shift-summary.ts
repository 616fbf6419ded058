// What the edit form will change and who will be told, before the manager saves (docs/product/shifts.md, "Edit shift").
import { classifyShiftEdit, type EditableShift, type ShiftEdit } from '../../../shared/domain/shift-change';
import type { ApplicantDto, ShiftWithContactDto } from '../../../shared/marketplace/types';
import { centsToDollarString } from '../../../shared/money';
import { displayPhone } from '../../../shared/phone';
import type { ShiftForm, ShiftFormInput } from '../../../shared/schemas/shifts';

/** The form's own fields for a shift as loaded (the phone as the form shows it). */
export function formValuesOf(shift: ShiftWithContactDto): ShiftFormInput {
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
    breakDuration: String(shift.breakMinutes),
    dressCode: shift.dressCode ?? '',
    jobDescription: shift.jobDescription ?? '',
    requirements: shift.requirements ?? '',
    parkingInfo: shift.parkingInfo ?? '',
    contactPerson: shift.contactPerson,
    contactPhone: displayPhone(shift.contactPhone, 'spaced'),
    maxApplications: String(shift.maxApplications),
    autoBackfill: shift.autoBackfill,
  };
}

const fromShift = (shift: ShiftWithContactDto): EditableShift => ({
  ...shift,
  contactPhone: shift.contactPhone,
});

const fromForm = (form: ShiftForm): EditableShift => ({
  ...form,
  breakMinutes: form.breakDuration,
});

export type EditPreview = ShiftEdit & { booked: number; selected: number };

/** The change as the server will classify it (the same pure function), and how many workers it reaches. */
export function previewEdit(
  shift: ShiftWithContactDto,
  form: ShiftForm,
  applicants: readonly Pick<ApplicantDto, 'status'>[],
): EditPreview {
  return {
    ...classifyShiftEdit(fromShift(shift), fromForm(form)),
    booked: applicants.filter((a) => a.status === 'accepted').length,
    selected: applicants.filter((a) => a.status === 'selected').length,
  };
}

const workers = (n: number, kind: string) => `${n} ${kind} worker${n === 1 ? '' : 's'}`;

/** Who hears what, in the manager's words. */
export function whoIsTold(preview: EditPreview): string[] {
  const lines: string[] = [];
  if (preview.booked > 0)
    lines.push(
      preview.material
        ? `${workers(preview.booked, 'booked')} will be told and asked to re-confirm; they may cancel with no consequence.`
        : `${workers(preview.booked, 'booked')} will be told.`,
    );
  if (preview.selected > 0)
    lines.push(`${workers(preview.selected, 'selected')} will be told; their offer stands.`);
  return lines;
}
