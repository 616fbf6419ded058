// What 'Edit shift', the change history and re-confirmation answer (docs/product/shifts.md, "Edit shift").
import { z } from 'zod';
import { isoDateTime } from './common';
import { applicationSchema, shiftWithContactSchema } from './marketplace';

/** `PUT /api/shifts/:shiftId`: the shift as it now stands; `changed` false when the form held no change. */
export const editShiftResponseSchema = z.object({
  shift: shiftWithContactSchema,
  changed: z.boolean(),
  /** Booked workers must re-confirm (src/shared/domain/shift-change.ts). */
  material: z.boolean(),
  /** Selected and booked workers told of the change. */
  workersTold: z.number().int().nonnegative(),
});

/** One field of an edit, with display-ready values ('9:00 AM' → '10:00 AM'). */
export const shiftFieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});

/** `GET /api/shifts/:shiftId/changes`, newest first. */
export const shiftChangesSchema = z.object({
  changes: z.array(
    z.object({
      id: z.string(),
      changedAt: isoDateTime,
      material: z.boolean(),
      changes: z.array(shiftFieldChangeSchema),
    }),
  ),
});

/** `POST /api/applications/:applicationId/reconfirm`: the booking, re-confirmed. */
export const reconfirmResponseSchema = z.object({ application: applicationSchema });

export type EditShiftResultDto = z.infer<typeof editShiftResponseSchema>;
export type ShiftChangesDto = z.infer<typeof shiftChangesSchema>;
