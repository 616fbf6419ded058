// Shapes of the marketplace API (shifts and applications); the server and the client code against these. Each
// is the type of a route's response schema (src/shared/schemas/responses/marketplace.ts), so the wire, the
// OpenAPI document and the code share one definition.
import type { z } from 'zod';
import type { ApplicationStatus } from '../domain/application-status';
import type * as wire from '../schemas/responses/marketplace';

export type ShiftStoredStatus = ShiftDto['status'];

export type ShiftDto = z.infer<typeof wire.shiftSchema>;

export type ShiftContact = z.infer<typeof wire.shiftContactSchema>;

export type ShiftWithContactDto = z.infer<typeof wire.shiftWithContactSchema>;

export type WorkerShiftDto = z.infer<typeof wire.workerShiftSchema>;

export type ApplicationDto = z.infer<typeof wire.applicationSchema>;

export type OpenShiftDto = z.infer<typeof wire.openShiftSchema>;

export type OpenShiftsPageDto = z.infer<typeof wire.openShiftsPageSchema>;

export type ManagerShiftDto = z.infer<typeof wire.managerShiftSchema>;

export type ManagerShiftsPageDto = z.infer<typeof wire.managerShiftsPageSchema>;

export type ManagerUnderwayShiftsPageDto = z.infer<typeof wire.managerUnderwayShiftsPageSchema>;
export type ManagerUnderwayShiftDto = ManagerUnderwayShiftsPageDto['shifts'][number];

export type ApplicantDto = z.infer<typeof wire.applicantSchema>;

export type ShiftApplicationsDto = z.infer<typeof wire.shiftApplicationsSchema>;

export type MyApplicationDto = z.infer<typeof wire.myApplicationSchema>;

export type MyApplicationsDto = z.infer<typeof wire.myApplicationsSchema>;

export type SelectApplicantResultDto = z.infer<typeof wire.selectApplicantResultSchema>;

export type ApplicationEventPayload = { applicationId: string; shiftId: string; status: ApplicationStatus };
