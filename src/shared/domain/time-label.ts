// Time labels and the notification badge (docs/product/messaging.md, "In-app notifications").
import { BADGE_CAP } from '../constants';
import { MONTH_NAMES, zonedCalendarDate } from './shift-time';

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Just now" under 1 h (also for times slightly ahead of a skewed clock), "Nh ago" under 24 h,
 * "Yesterday" under 48 h, else "Nov 3, 2026" in `timeZone` (the runtime's zone when omitted).
 */
export function timeLabel(date: Date | string | number, now: Date, timeZone?: string): string {
  const when = new Date(date);
  if (Number.isNaN(when.getTime())) return '';
  const elapsed = now.getTime() - when.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < 24 * HOUR_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 48 * HOUR_MS) return 'Yesterday';
  const { year, month, day } = timeZone
    ? zonedCalendarDate(when, timeZone)
    : { year: when.getFullYear(), month: when.getMonth() + 1, day: when.getDate() };
  return `${MONTH_NAMES[month - 1]?.slice(0, 3)} ${day}, ${year}`;
}

/** Unread badge text: nothing for none, "99+" above the cap. */
export function badgeCount(n: number): string {
  if (!(n > 0)) return '';
  return n > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(n));
}
