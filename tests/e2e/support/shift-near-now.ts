// The attendance browser tests' shift: one near the real clock (check-in, the attendance list), since the browser
// app runs on it. The factory's shifts are in New York.
import { createShiftPostedAt } from '../../../src/server/seed/factories/shifts';
import { localDateTime } from '../../../src/shared/domain/timesheet';
import type { ShiftFormInput } from '../../../src/shared/schemas/shifts';
import { server } from './harness';

export const MINUTE = 60_000;
const ZONE = 'America/New_York';

/** The 5-minute mark `minutes` from now: rounded up ahead of now, down behind it (a shift's times are on the mark). */
export function fiveMinuteMark(minutes: number): Date {
  const round = minutes >= 0 ? Math.ceil : Math.floor;
  return new Date(round((Date.now() + minutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
}

/** The manager's six-hour shift starting at `start` (on a 5-minute mark), posted yesterday; `overrides` on the rest. */
export async function createShiftStartingAt(
  managerId: string,
  start: Date,
  overrides: Omit<Partial<ShiftFormInput>, 'shiftDate' | 'startTime' | 'endTime' | 'overnight'>,
) {
  const [fromDate, fromTime] = localDateTime(start, ZONE).split('T');
  const [toDate, toTime] = localDateTime(new Date(start.getTime() + 6 * 60 * MINUTE), ZONE).split('T');
  return createShiftPostedAt(server.ctx, managerId, new Date(Date.now() - 86_400_000), {
    shiftDate: fromDate,
    startTime: fromTime,
    endTime: toTime,
    overnight: toDate !== fromDate,
    ...overrides,
  });
}
