// Spec §9 "Time labels" and §2 notification badge.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { BADGE_CAP } from '../constants';

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
  return format(timeZone ? new TZDate(when.getTime(), timeZone) : when, 'MMM d, yyyy');
}

/** Unread badge text: nothing for none, "99+" above the cap. */
export function badgeCount(n: number): string {
  if (!(n > 0)) return '';
  return n > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(n));
}
