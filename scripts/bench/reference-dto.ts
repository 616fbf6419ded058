// The reference server's JSON, built by hand from its rows in the app's shapes (scripts/bench/reference-server.ts).
import { nationalPhone } from '../../src/shared/phone';

// biome-ignore lint/suspicious/noExplicitAny: rows of hand-written SQL.
export type Row = Record<string, any>;

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
});
export const iso = (d: Date | null) => d?.toISOString() ?? null;
