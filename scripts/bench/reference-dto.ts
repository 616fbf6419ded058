// The reference server's JSON, built by hand from its rows in the app's shapes (scripts/bench/reference-server.ts).
import { sharesContactDetails } from '../../src/shared/domain/contact-visibility';
import type { WorkerReliability } from '../../src/shared/domain/reliability';
import { nationalPhone } from '../../src/shared/phone';
import { ratingSummary } from '../../src/shared/schemas/responses/ratings';

// biome-ignore lint/suspicious/noExplicitAny: rows of hand-written SQL.
export type Row = Record<string, any>;

export const iso = (d: Date | null) => d?.toISOString() ?? null;

// shift-dto.ts: toShiftDto and toShiftWithContactDto, in the response schema's key order.
export const shiftDto = (r: Row) => ({
  id: r.id,
  businessName: r.business_name,
  positionTitle: r.position_title,
  locationAddress: r.location_address,
  shiftDate: r.shift_date,
  startTime: r.start_time.slice(0, 5),
  endTime: r.end_time.slice(0, 5),
  overnight: r.overnight,
  timeZone: r.time_zone,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
  hourlyRateCents: r.hourly_rate_cents,
  breakMinutes: r.break_minutes,
  dressCode: r.dress_code,
  jobDescription: r.job_description,
  requirements: r.requirements,
  parkingInfo: r.parking_info,
  maxApplications: r.max_applications,
  nonSmokers: r.non_smokers,
  additionalInfo: r.additional_info,
  status: r.status,
  acceptedCount: r.accepted_count,
  createdAt: r.created_at.toISOString(),
});
export const shiftWithContactDto = (r: Row) => ({
  ...shiftDto(r),
  managerEmail: r.manager_email,
  contactPerson: r.contact_person,
  contactPhone: nationalPhone(r.contact_phone),
  autoBackfill: r.auto_backfill,
  version: r.version,
  favouritesFirstUntil: iso(r.favourites_first_until),
});

/** The application's own columns, as SQL (prefix `a.`) and as application-dto.ts's toApplicationDto shapes them. */
export const APPLICATION_COLUMNS = `a.id, a.shift_id, a.worker_id, a.status, a.applied_at, a.contacted_at,
  a.selected_at, a.accepted_at, a.offer_expires_at, a.attendance_confirmed_at, a.cancelled_at, a.cancelled_by,
  a.cancellation_consequence, a.emergency_excuse, a.ended_reason, a.terms_changed_at, a.checked_in_at,
  a.checked_out_at, a.check_in_late, a.check_out_auto`;
export const applicationDto = (r: Row) => ({
  id: r.id,
  shiftId: r.shift_id,
  workerId: r.worker_id,
  status: r.status,
  appliedAt: r.applied_at.toISOString(),
  contactedAt: iso(r.contacted_at),
  selectedAt: iso(r.selected_at),
  acceptedAt: iso(r.accepted_at),
  offerExpiresAt: iso(r.offer_expires_at),
  attendanceConfirmedAt: iso(r.attendance_confirmed_at),
  cancelledAt: iso(r.cancelled_at),
  cancelledBy: r.cancelled_by,
  cancellationConsequence: r.cancellation_consequence,
  emergencyExcuse: r.emergency_excuse,
  endedReason: r.ended_reason,
  termsChangedAt: iso(r.terms_changed_at),
  checkedInAt: iso(r.checked_in_at),
  checkedOutAt: iso(r.checked_out_at),
  checkInLate: r.check_in_late,
  checkOutAuto: r.check_out_auto,
});

/** get-shift-applications.ts: an applicant row (with its `match`) as the manager sees them; contact details once booked. */
export function applicantDto(r: Row, reliability: WorkerReliability) {
  const contact = sharesContactDetails(r.status);
  return {
    ...applicationDto(r),
    match: r.match,
    worker: {
      id: r.worker_id,
      name: r.name ?? (contact ? r.email : 'Applicant'),
      email: contact ? r.email : null,
      phone: contact ? nationalPhone(r.phone) : null,
      hasPhone: Boolean(r.phone),
      receivesTexts: r.receives_texts === true,
      bio: r.bio ?? null,
      skills: r.skills ?? [],
      avatarUrl: r.avatar_key ? `/api/avatars/${r.avatar_key}` : null,
      reliability,
      rating: ratingSummary(r.average_rating, r.rating_count),
      favourite: r.favourite === true,
      vetted: r.approved === true,
    },
  };
}
