import { calendarDaysBetween, zonedDate } from './zoned-date.ts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A date relative to now: 'Today', 'Tomorrow', 'Yesterday', the weekday name within a week either way,
 * 'M/D' in the current year, otherwise 'M/D/YY'. Calendar days count, not 24-hour periods.
 */
export function formatRelativeDate(date: Date, now: Date, timeZone?: string): string {
  const target = zonedDate(date, timeZone);
  const today = zonedDate(now, timeZone);
  const days = calendarDaysBetween(today, target);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  if (Math.abs(days) < 7) return WEEKDAY_NAMES[target.weekday] ?? '';
  if (target.year === today.year) return `${target.month}/${target.day}`;
  return `${target.month}/${target.day}/${String(target.year % 100).padStart(2, '0')}`;
}
