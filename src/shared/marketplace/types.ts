// Shapes of the marketplace API (shifts and applications); the client codes against these.
import type { ApplicationStatus } from '../domain/application-status';

export type ShiftStoredStatus = 'open' | 'closed';

/** What anyone may see of a shift (docs/product/shifts.md, "Open shifts"), without the manager's contact details. */
export type ShiftDto = {
  id: string;
  businessName: string;
  positionTitle: string;
  locationAddress: string;
  /** yyyy-MM-dd, local to `timeZone`. */
  shiftDate: string;
  /** HH:mm, local to `timeZone`. */
  startTime: string;
  endTime: string;
  overnight: boolean;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  hourlyRateCents: number;
  breakMinutes: number;
  dressCode: string | null;
  jobDescription: string | null;
  requirements: string | null;
  parkingInfo: string | null;
  maxApplications: number;
  nonSmokers: boolean;
  additionalInfo: string | null;
  status: ShiftStoredStatus;
  acceptedCount: number;
  createdAt: string;
};

/** How to reach the business about a shift. */
export type ShiftContact = {
  managerEmail: string;
  contactPerson: string;
  /** 10 digits. */
  contactPhone: string;
};

/** The shift as its own manager sees it. */
export type ShiftWithContactDto = ShiftDto & ShiftContact;

/**
 * The shift as a worker who applied sees it: the contact details are null until the worker is booked
 * (selected or later), issue 10 item 20, ADR 013.
 */
export type WorkerShiftDto = ShiftDto & { [K in keyof ShiftContact]: ShiftContact[K] | null };

export type ApplicationDto = {
  id: string;
  shiftId: string;
  workerId: string;
  status: ApplicationStatus;
  appliedAt: string;
  /** When the offer was texted (docs/product/applications.md); null when the worker was selected but told in the app only (issue 11). */
  contactedAt: string | null;
  selectedAt: string | null;
  acceptedAt: string | null;
};

export type OpenShiftDto = ShiftDto & {
  /** The caller's own application, when the caller is talent and has applied. */
  myApplication: Pick<ApplicationDto, 'id' | 'status'> | null;
};

export type OpenShiftsPageDto = { shifts: OpenShiftDto[]; nextCursor: string | null };

export type ManagerShiftDto = ShiftWithContactDto & { applicationCount: number };

export type ManagerShiftsPageDto = { shifts: ManagerShiftDto[]; nextCursor: string | null };

/**
 * What the manager sees of an applicant (docs/product/applications.md, "Contact details"). E-mail and phone are null until the applicant is
 * selected (issue 10 item 20, ADR 013); name, bio, skills and photo are always shown.
 */
export type ApplicantDto = ApplicationDto & {
  worker: {
    id: string;
    name: string;
    email: string | null;
    /** 10 digits; '' when none is on file; null while hidden. */
    phone: string | null;
    /** Whether a phone is on file, so the offer dialog can say "no phone" before anyone is selected. */
    hasPhone: boolean;
    /**
     * Whether an offer would reach the worker by text (a phone on file, SMS consent on a verified phone, no STOP);
     * otherwise a selection notifies them in the app only (issue 11).
     */
    receivesTexts: boolean;
    bio: string | null;
    skills: string[];
    avatarUrl: string | null;
  };
};

export type ShiftApplicationsDto = { shift: ShiftWithContactDto; applications: ApplicantDto[] };

/** The worker's application joined with its shift (docs/product/applications.md, "The worker dashboard"). */
export type MyApplicationDto = ApplicationDto & { shift: WorkerShiftDto };

export type MyApplicationsDto = { applications: MyApplicationDto[] };

/** `opted_out`: the worker replied STOP, so only the in-app notice reached them. */
export type SelectApplicantResultDto = { application: ApplicationDto; sms: 'sent' | 'opted_out' };

export type ApplicationEventPayload = { applicationId: string; shiftId: string; status: ApplicationStatus };
