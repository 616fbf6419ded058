// API answers as the client receives them, for component tests: the same shift as src/server/seed/factories/shifts.ts
// posts, already shaped by the server.
import type { ApplicationStatus } from '../../src/shared/domain/application-status';
import type {
  ApplicantDto,
  ApplicationDto,
  MyApplicationDto,
  ShiftWithContactDto,
  WorkerShiftDto,
} from '../../src/shared/marketplace/types';

const SHIFT_ID = '4a1f7c1e-2b9d-4c41-9a57-6f0d2f1a0b01';
const WORKER_ID = '9c2e5b7a-1d3f-4e8b-8a6c-2f4d6e8a0c02';

export function workerShiftDto(overrides: Partial<WorkerShiftDto> = {}): WorkerShiftDto {
  return {
    id: SHIFT_ID,
    businessName: 'Harbor Street Bistro',
    positionTitle: 'Brunch Server',
    locationAddress: '12 Harbor Street, Baltimore, MD 21202',
    shiftDate: '2026-12-06',
    startTime: '09:00',
    endTime: '15:00',
    overnight: false,
    timeZone: 'America/New_York',
    startsAt: '2026-12-06T14:00:00.000Z',
    endsAt: '2026-12-06T20:00:00.000Z',
    hourlyRateCents: 1850,
    breakMinutes: 30,
    dressCode: 'Black shirt, black trousers, non-slip shoes',
    jobDescription: 'Serve a section of eight tables during Sunday brunch.',
    requirements: null,
    parkingInfo: null,
    maxApplications: 1,
    nonSmokers: false,
    additionalInfo: null,
    status: 'open',
    acceptedCount: 0,
    cancellationNote: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    businessReliability: {
      figure: 0.95,
      bookingsCounted: 20,
      lateCancellations: 1,
      medianApprovalHours: 6,
      approvalsCounted: 18,
    },
    businessRating: { average: 4.6, count: 9 },
    managerEmail: null,
    contactPerson: null,
    contactPhone: null,
    ...overrides,
  };
}

/** The same shift as its manager receives it: the contact details, the automatic backfill on, the first version. */
export function managerShiftDto(overrides: Partial<ShiftWithContactDto> = {}): ShiftWithContactDto {
  return {
    ...workerShiftDto(),
    managerEmail: 'manager@example.com',
    contactPerson: 'Maria Lopez',
    contactPhone: '3015550142',
    autoBackfill: true,
    version: 0,
    ...overrides,
  };
}

/**
 * The application's own fields at `status`: selected (offered) the day after applying, accepted an hour later; the
 * offer's expiry is 12 h after the selection (offer-window.ts), kept once answered.
 */
function applicationFields(status: ApplicationStatus): Omit<ApplicationDto, 'id'> {
  const selected = status !== 'interested';
  return {
    shiftId: SHIFT_ID,
    workerId: WORKER_ID,
    status,
    appliedAt: '2026-11-21T15:00:00.000Z',
    contactedAt: selected ? '2026-11-22T15:00:00.000Z' : null,
    selectedAt: selected ? '2026-11-22T15:00:00.000Z' : null,
    acceptedAt: status === 'accepted' ? '2026-11-22T16:00:00.000Z' : null,
    offerExpiresAt: selected ? '2026-11-23T03:00:00.000Z' : null,
    attendanceConfirmedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancellationConsequence: null,
    emergencyExcuse: false,
    endedReason: null,
    termsChangedAt: null,
    checkedInAt: null,
    checkedOutAt: null,
    checkInLate: false,
    checkOutAuto: false,
  };
}

/** A worker's application as GET /api/applications/mine lists it. */
export function myApplicationDto(
  status: ApplicationStatus,
  overrides: Partial<MyApplicationDto> = {},
): MyApplicationDto {
  const booked = status !== 'interested';
  return {
    id: `application-${status}`,
    ...applicationFields(status),
    // The business's contact details arrive with the booking (ADR 013).
    shift: booked
      ? workerShiftDto({
          managerEmail: 'manager@example.com',
          contactPerson: 'Maria Lopez',
          contactPhone: '3015550142',
        })
      : workerShiftDto(),
    submitTimesheetBy: null,
    rateBy: null,
    lateCancellationPay: null,
    ...overrides,
  };
}

/** An applicant as GET /api/shifts/:shiftId/applications lists it; contact details once selected (ADR 013). */
export function applicantDto(
  status: ApplicationStatus,
  overrides: Partial<ApplicantDto['worker']> = {},
): ApplicantDto {
  const selected = status !== 'interested';
  return {
    id: `applicant-${status}`,
    ...applicationFields(status),
    match: { score: 82, reasons: ['Has the Server/Waitstaff skill', '4.8 from 12 ratings'], newcomer: false },
    worker: {
      id: WORKER_ID,
      name: 'Jordan Reyes',
      email: selected ? 'jordan.reyes@example.com' : null,
      phone: selected ? '2405550123' : null,
      hasPhone: true,
      receivesTexts: true,
      bio: 'Calm under a full section.',
      skills: ['Server/Waitstaff', 'Food runner'],
      avatarUrl: null,
      favourite: false,
      vetted: true,
      bookedElsewhere: false,
      offerTextCap: null,
      reliability: { figure: 0.95, bookingsCounted: 20, completed: 19, late: 1, veryLate: 0, noShows: 0 },
      rating: { average: 4.8, count: 12 },
      ...overrides,
      // Unvetted means in review unless the test says where the check stands.
      vettingStatus: overrides.vettingStatus ?? (overrides.vetted === false ? 'in_review' : 'approved'),
    },
  };
}
