// The body of `PUT /api/shifts/:shiftId` (docs/product/shifts.md, "Edit shift") for a shift as its manager loaded it;
// used by the shift-edit API tests and the access-control matrix. The fields are those the edit page fills its form
// with (`formValuesOf`), so the server is tested on what the page starts from, not on a copy of it.
import { formValuesOf } from '../../src/client/features/manage-shifts/edit-shift-summary';
import type { ShiftWithContactDto } from '../../src/shared/marketplace/types';
import type { ShiftEditFormInput } from '../../src/shared/schemas/shifts';

/** What the edit form sends for `shift` as loaded, with `changes` typed over it. */
export function editForm(
  shift: ShiftWithContactDto,
  changes: Partial<ShiftEditFormInput> = {},
): ShiftEditFormInput {
  return { ...formValuesOf(shift), version: shift.version, ...changes };
}
