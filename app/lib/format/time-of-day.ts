import { WEEKDAY_SHORT, zonedDate } from './zoned-date.ts';

const HALF_HOUR_MS = 30 * 60 * 1000;

/**
 * Rounds to the nearest half hour; a time near the top of the hour (from :45) therefore shows as that hour.
 * Schedules start on the half hour, so an airing that starts a few minutes late still reads as its slot.
 */
export function roundToHalfHour(date: Date): Date {
  return new Date(Math.round(date.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS);
}

/** 'ddd h:mma', e.g. 'Mon 8:30pm', after rounding to the nearest half hour. */
export function formatTimeOfDay(date: Date, timeZone?: string): string {
  const { weekday, hour, minute } = zonedDate(roundToHalfHour(date), timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? 'am' : 'pm';
  return `${WEEKDAY_SHORT[weekday]} ${hour12}:${String(minute).padStart(2, '0')}${meridiem}`;
}
