import type { ApplicationDto } from '../../shared/marketplace/types';
import { shiftApplications } from '../db/schema';

export const applicationColumns = {
  id: shiftApplications.id,
  shiftId: shiftApplications.shiftId,
  workerId: shiftApplications.workerId,
  status: shiftApplications.status,
  appliedAt: shiftApplications.appliedAt,
  contactedAt: shiftApplications.contactedAt,
  selectedAt: shiftApplications.selectedAt,
  acceptedAt: shiftApplications.acceptedAt,
  offerExpiresAt: shiftApplications.offerExpiresAt,
  attendanceConfirmedAt: shiftApplications.attendanceConfirmedAt,
  cancelledAt: shiftApplications.cancelledAt,
  cancelledBy: shiftApplications.cancelledBy,
  cancellationConsequence: shiftApplications.cancellationConsequence,
  emergencyExcuse: shiftApplications.emergencyExcuse,
  endedReason: shiftApplications.endedReason,
  termsChangedAt: shiftApplications.termsChangedAt,
  checkedInAt: shiftApplications.checkedInAt,
  checkedOutAt: shiftApplications.checkedOutAt,
  checkInLate: shiftApplications.checkInLate,
  checkOutAuto: shiftApplications.checkOutAuto,
};

export type ApplicationRow = Pick<typeof shiftApplications.$inferSelect, keyof typeof applicationColumns>;

export function toApplicationDto(row: ApplicationRow): ApplicationDto {
  return {
    id: row.id,
    shiftId: row.shiftId,
    workerId: row.workerId,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    contactedAt: row.contactedAt?.toISOString() ?? null,
    selectedAt: row.selectedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
    attendanceConfirmedAt: row.attendanceConfirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    cancellationConsequence: row.cancellationConsequence,
    emergencyExcuse: row.emergencyExcuse,
    endedReason: row.endedReason,
    termsChangedAt: row.termsChangedAt?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
    checkInLate: row.checkInLate,
    checkOutAuto: row.checkOutAuto,
  };
}
