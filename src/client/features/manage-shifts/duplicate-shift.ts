// 'Duplicate shift' (docs/product/shifts.md, "Duplicate shift"): the create form prefilled from one of the manager's
// shifts, with the date left empty so the manager must choose it. Nothing is saved until they post.
import { FAVOURITES_FIRST_HOURS } from '../../../shared/domain/favourites-first';
import type { ShiftWithContactDto } from '../../../shared/marketplace/types';
import type { ShiftFormInput } from '../../../shared/schemas/shifts';
import { formValuesOf } from './edit-shift-summary';

export const DUPLICATE_SHIFT_MESSAGES = {
  copied: 'Copied from your shift. Choose a date, check the details, then post it.',
  notCopied: 'That shift could not be copied.',
} as const;

/** The link that opens the create form prefilled from `shiftId`. */
export const duplicateShiftPath = (shiftId: string) => `/create-shift?from=${encodeURIComponent(shiftId)}`;

/** What a card hands to the create page with the link: the shift it already holds (the history state). */
export const duplicateShiftState = (shift: ShiftWithContactDto) => ({ duplicateOf: shift });

/** The shift handed over with the link, when it is the one `from` names. */
export function handedShift(state: unknown, fromShiftId: string | undefined): ShiftWithContactDto | null {
  const shift = (state as { duplicateOf?: ShiftWithContactDto } | null)?.duplicateOf;
  return shift && fromShiftId !== undefined && shift.id === fromShiftId ? shift : null;
}

/**
 * The favourites-first window the source shift was posted with (its end minus its posting time), when it is one
 * of the form's choices; otherwise 'Everyone now'.
 */
function favouritesFirstHoursOf(shift: ShiftWithContactDto): number {
  if (!shift.favouritesFirstUntil) return 0;
  const hours = Math.round(
    (Date.parse(shift.favouritesFirstUntil) - Date.parse(shift.createdAt)) / 3_600_000,
  );
  return (FAVOURITES_FIRST_HOURS as readonly number[]).includes(hours) ? hours : 0;
}

/** The form's values for a copy of `shift`: every field the form has, except the date. */
export function duplicateFormValues(shift: ShiftWithContactDto): ShiftFormInput {
  return {
    ...formValuesOf(shift),
    shiftDate: '',
    favouritesFirstHours: favouritesFirstHoursOf(shift) as ShiftFormInput['favouritesFirstHours'],
  };
}
