// What the shift and application routes answer. The DTO types in `src/shared/marketplace/types.ts` must stay
// the same shape (checked below at compile time).
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../domain/application-status';
import type {
  ApplicantDto,
  ApplicationDto,
  ManagerShiftDto,
  ManagerShiftsPageDto,
  MyApplicationDto,
  MyApplicationsDto,
  OpenShiftDto,
  OpenShiftsPageDto,
  SelectApplicantResultDto,
  ShiftApplicationsDto,
  ShiftDto,
  ShiftWithContactDto,
  WorkerShiftDto,
} from '../../marketplace/types';
import { isoDateTime } from './common';
import { sameShape } from './same-shape';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const shiftSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  positionTitle: z.string(),
  locationAddress: z.string(),
  /** yyyy-MM-dd, local to `timeZone`. */
  shiftDate: z.iso.date().meta({ examples: ['2026-01-16'] }),
  /** HH:mm, local to `timeZone`. */
  startTime: z.string().meta({ examples: ['09:00'] }),
  endTime: z.string().meta({ examples: ['15:00'] }),
  overnight: z.boolean(),
  timeZone: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  hourlyRateCents: z.number().int().nonnegative(),
  breakMinutes: z.number().int().nonnegative(),
  dressCode: z.string().nullable(),
  jobDescription: z.string().nullable(),
  requirements: z.string().nullable(),
  parkingInfo: z.string().nullable(),
  maxApplications: z.number().int().nonnegative(),
  nonSmokers: z.boolean(),
  additionalInfo: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  acceptedCount: z.number().int().nonnegative(),
  createdAt: isoDateTime,
});

const shiftContact = { managerEmail: z.string(), contactPerson: z.string(), contactPhone: z.string() };

export const shiftWithContactSchema = shiftSchema.extend(shiftContact);

/** Contact details are null until the worker is booked (ADR 013). */
export const workerShiftSchema = shiftSchema.extend({
  managerEmail: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
});

export const applicationSchema = z.object({
  id: z.string(),
  shiftId: z.string(),
  workerId: z.string(),
  status: applicationStatusSchema,
  appliedAt: isoDateTime,
  contactedAt: isoDateTime.nullable(),
  selectedAt: isoDateTime.nullable(),
  acceptedAt: isoDateTime.nullable(),
});

export const openShiftSchema = shiftSchema.extend({
  myApplication: z.object({ id: z.string(), status: applicationStatusSchema }).nullable(),
});

export const openShiftsPageSchema = z.object({
  shifts: z.array(openShiftSchema),
  nextCursor: z.string().nullable(),
});

export const managerShiftSchema = shiftWithContactSchema.extend({
  applicationCount: z.number().int().nonnegative(),
});

export const managerShiftsPageSchema = z.object({
  shifts: z.array(managerShiftSchema),
  nextCursor: z.string().nullable(),
});

/** E-mail and phone are null until the applicant is selected (ADR 013). */
export const applicantSchema = applicationSchema.extend({
  worker: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    hasPhone: z.boolean(),
    /** Whether an offer would reach the worker by text (issue 11 item 8). */
    receivesTexts: z.boolean(),
    bio: z.string().nullable(),
    skills: z.array(z.string()),
    avatarUrl: z.string().nullable(),
  }),
});

export const shiftApplicationsSchema = z.object({
  shift: shiftWithContactSchema,
  applications: z.array(applicantSchema),
});

export const myApplicationSchema = applicationSchema.extend({ shift: workerShiftSchema });

export const myApplicationsSchema = z.object({ applications: z.array(myApplicationSchema) });

export const selectApplicantResultSchema = z.object({
  application: applicationSchema,
  sms: z.enum(['sent', 'opted_out']),
});

/** `POST /api/shifts`: the shift just posted. */
export const createdShiftResponseSchema = z.object({ shift: shiftWithContactSchema });

/** Applying, accepting, declining: the application as it now stands. */
export const applicationResponseSchema = z.object({ application: applicationSchema });

sameShape<z.infer<typeof shiftSchema>, ShiftDto>(true);
sameShape<z.infer<typeof shiftWithContactSchema>, ShiftWithContactDto>(true);
sameShape<z.infer<typeof workerShiftSchema>, WorkerShiftDto>(true);
sameShape<z.infer<typeof applicationSchema>, ApplicationDto>(true);
sameShape<z.infer<typeof openShiftSchema>, OpenShiftDto>(true);
sameShape<z.infer<typeof openShiftsPageSchema>, OpenShiftsPageDto>(true);
sameShape<z.infer<typeof managerShiftSchema>, ManagerShiftDto>(true);
sameShape<z.infer<typeof managerShiftsPageSchema>, ManagerShiftsPageDto>(true);
sameShape<z.infer<typeof applicantSchema>, ApplicantDto>(true);
sameShape<z.infer<typeof shiftApplicationsSchema>, ShiftApplicationsDto>(true);
sameShape<z.infer<typeof myApplicationSchema>, MyApplicationDto>(true);
sameShape<z.infer<typeof myApplicationsSchema>, MyApplicationsDto>(true);
sameShape<z.infer<typeof selectApplicantResultSchema>, SelectApplicantResultDto>(true);
