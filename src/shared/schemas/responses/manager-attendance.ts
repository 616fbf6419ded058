// What the manager's attendance list and the appeal routes answer (docs/product/attendance.md,
// "The manager's attendance list" and "Appeals").
import { z } from 'zod';
import { APPEAL_STATUSES, APPEAL_SUBJECT_KINDS } from '../../domain/appeals';
import { isoDateTime } from './common';
import { applicationSchema, shiftWithContactSchema } from './marketplace';

/**
 * One booked worker of the shift with their attendance: the application's own fields (status, checkedInAt,
 * checkedOutAt, checkInLate, checkOutAuto; a no-show's cancelledAt and cancelledBy say when and by whom), who the
 * worker is, and whether the arrival was the manager's 'Mark as arrived', with its reason.
 */
export const attendanceRowSchema = applicationSchema.extend({
  worker: z.object({
    id: z.string(),
    name: z.string(),
    /** 10 digits; '' when none is on file (a booked worker's contact details are shared, ADR 013). */
    phone: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  arrivalMarked: z.boolean(),
  arrivalReason: z.string().nullable(),
});

export const shiftAttendanceSchema = z.object({
  shift: shiftWithContactSchema,
  workers: z.array(attendanceRowSchema),
});

export const appealSchema = z.object({
  id: z.string(),
  subjectKind: z.enum(APPEAL_SUBJECT_KINDS),
  subjectId: z.string(),
  note: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  decisionReason: z.string().nullable(),
});

export const appealResponseSchema = z.object({ appeal: appealSchema });
export const myAppealsSchema = z.object({ appeals: z.array(appealSchema) });

export type AttendanceRowDto = z.infer<typeof attendanceRowSchema>;
export type ShiftAttendanceDto = z.infer<typeof shiftAttendanceSchema>;
export type AppealDto = z.infer<typeof appealSchema>;
