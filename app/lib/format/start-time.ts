import { roundToHalfHour } from './time-of-day.ts';
import { calendarDaysBetween, WEEKDAY_SHORT, zonedDate } from './zoned-date.ts';

/**
 * An air time, 'ddd h:mma' (contract: Tile.formattedStartTime) in the viewer's zone: rounded to the nearest
 * half hour, the day relative to now — 'Today 8:30pm', 'Tomorrow 9:00am', 'Yesterday 7:00pm', the short
 * weekday within the week ahead ('Fri 10:00pm'), else 'M/D' in the same year and 'M/D/YY' beyond it.
 */
export function formatStartTime(start: Date, now: Date, timeZone?: string): string {
  const target = zonedDate(roundToHalfHour(start), timeZone);
  const today = zonedDate(now, timeZone);
  const days = calendarDaysBetween(today, target);
  let day: string;
  if (days === 0) day = 'Today';
  else if (days === 1) day = 'Tomorrow';
  else if (days === -1) day = 'Yesterday';
  else if (days > 1 && days < 7) day = WEEKDAY_SHORT[target.weekday] ?? '';
  else if (target.year === today.year) day = `${target.month}/${target.day}`;
  else day = `${target.month}/${target.day}/${String(target.year % 100).padStart(2, '0')}`;
  const hour12 = target.hour % 12 === 0 ? 12 : target.hour % 12;
  return `${day} ${hour12}:${String(target.minute).padStart(2, '0')}${target.hour < 12 ? 'am' : 'pm'}`;
}
