import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import { todayInTimeZone } from '../../../shared/domain/shift-time';
import { type ShiftFormInput, shiftFormSchema } from '../../../shared/schemas/shifts';
import type { AppContext } from '../../context';
import { createShift as createShiftUseCase } from '../../features/shifts/create-shift';

/** "yyyy-MM-dd" plus n calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A business day `days` ahead of `now` in the zone of every DC/MD/VA business. */
export const dayFromToday = (days: number, now = new Date()) =>
  addDays(todayInTimeZone(now, DEFAULT_TIME_ZONE), days);

/** What a manager types into the shift form (docs/product/shifts.md), three days ahead by default. */
export function shiftInput(overrides: Partial<ShiftFormInput> = {}, now = new Date()): ShiftFormInput {
  return {
    businessName: 'Harbor Street Bistro',
    managerEmail: 'manager@example.com',
    positionTitle: 'Brunch Server',
    locationAddress: '12 Harbor Street, Baltimore, MD 21202',
    shiftDate: dayFromToday(3, now),
    startTime: '09:00',
    endTime: '15:00',
    hourlyRate: '18.50',
    breakDuration: 30,
    dressCode: 'Black shirt, black trousers, non-slip shoes',
    jobDescription: 'Serve a section of eight tables during Sunday brunch.',
    requirements: 'At least one year of table service.',
    parkingInfo: 'Free street parking on Harbor Street.',
    contactPerson: 'Maria Lopez',
    contactPhone: '(301) 555-0142',
    maxApplications: 1,
    overnight: false,
    ...overrides,
  };
}

/** Posts a shift through the real use-case (so every server rule applies). */
export async function createShift(
  ctx: AppContext,
  managerId: string,
  overrides: Partial<ShiftFormInput> = {},
) {
  return createShiftUseCase(ctx, managerId, shiftFormSchema.parse(shiftInput(overrides, ctx.now())));
}

/** A shift posted at `postedAt` (e.g. last week), so tests can hold shifts that have since started. */
export async function createShiftPostedAt(
  ctx: AppContext,
  managerId: string,
  postedAt: Date,
  overrides: Partial<ShiftFormInput> = {},
) {
  const then = { ...ctx, now: () => postedAt };
  return createShiftUseCase(then, managerId, shiftFormSchema.parse(shiftInput(overrides, postedAt)));
}
