import type { ApplicationStatus } from '../../shared/domain/application-status';
import { sharesContactDetails } from '../../shared/domain/contact-visibility';
import type {
  ShiftContact,
  ShiftDto,
  ShiftWithContactDto,
  WorkerShiftDto,
} from '../../shared/marketplace/types';
import { nationalPhone } from '../../shared/phone';
import { shifts } from '../db/schema';

/** Columns every shift read selects (STYLE: queries name their columns). */
export const shiftColumns = {
  id: shifts.id,
  managerId: shifts.managerId,
  businessName: shifts.businessName,
  managerEmail: shifts.managerEmail,
  positionTitle: shifts.positionTitle,
  locationAddress: shifts.locationAddress,
  shiftDate: shifts.shiftDate,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  overnight: shifts.overnight,
  timeZone: shifts.timeZone,
  startsAt: shifts.startsAt,
  endsAt: shifts.endsAt,
  hourlyRateCents: shifts.hourlyRateCents,
  breakMinutes: shifts.breakMinutes,
  dressCode: shifts.dressCode,
  jobDescription: shifts.jobDescription,
  requirements: shifts.requirements,
  parkingInfo: shifts.parkingInfo,
  contactPerson: shifts.contactPerson,
  contactPhone: shifts.contactPhone,
  maxApplications: shifts.maxApplications,
  nonSmokers: shifts.nonSmokers,
  additionalInfo: shifts.additionalInfo,
  status: shifts.status,
  acceptedCount: shifts.acceptedCount,
  autoBackfill: shifts.autoBackfill,
  version: shifts.version,
  favouritesFirstUntil: shifts.favouritesFirstUntil,
  cancellationNote: shifts.cancellationNote,
  createdAt: shifts.createdAt,
};

export type ShiftRow = Pick<typeof shifts.$inferSelect, keyof typeof shiftColumns>;

// Postgres returns time columns as "HH:mm:ss".
const hhmm = (time: string) => time.slice(0, 5);

export function toShiftDto(row: ShiftRow): ShiftDto {
  return {
    id: row.id,
    businessName: row.businessName,
    positionTitle: row.positionTitle,
    locationAddress: row.locationAddress,
    shiftDate: row.shiftDate,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    overnight: row.overnight,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    hourlyRateCents: row.hourlyRateCents,
    breakMinutes: row.breakMinutes,
    dressCode: row.dressCode,
    jobDescription: row.jobDescription,
    requirements: row.requirements,
    parkingInfo: row.parkingInfo,
    maxApplications: row.maxApplications,
    nonSmokers: row.nonSmokers,
    additionalInfo: row.additionalInfo,
    status: row.status,
    acceptedCount: row.acceptedCount,
    cancellationNote: row.cancellationNote,
    createdAt: row.createdAt.toISOString(),
  };
}

function shiftContact(row: ShiftRow): ShiftContact {
  return {
    managerEmail: row.managerEmail,
    contactPerson: row.contactPerson,
    contactPhone: nationalPhone(row.contactPhone),
  };
}

/** For the shift's own manager only. */
export function toShiftWithContactDto(row: ShiftRow): ShiftWithContactDto {
  return {
    ...toShiftDto(row),
    ...shiftContact(row),
    autoBackfill: row.autoBackfill,
    version: row.version,
    favouritesFirstUntil: row.favouritesFirstUntil?.toISOString() ?? null,
  };
}

const NO_CONTACT = { managerEmail: null, contactPerson: null, contactPhone: null } as const;

/**
 * For a worker who applied: the contact details only once booked (ADR 013). The business's figures
 * are loaded in batch per list by the caller (businessReliability: load-reliability.ts; businessRating:
 * load-rating-summaries.ts).
 */
export function toWorkerShiftDto(
  row: ShiftRow,
  status: ApplicationStatus,
): Omit<WorkerShiftDto, 'businessReliability' | 'businessRating'> {
  return { ...toShiftDto(row), ...(sharesContactDetails(status) ? shiftContact(row) : NO_CONTACT) };
}
