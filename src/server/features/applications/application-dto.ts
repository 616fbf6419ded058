import type { ApplicationDto } from '../../../shared/marketplace/types';
import { shiftApplications } from '../../db/schema';

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
  };
}
