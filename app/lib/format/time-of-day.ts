const HALF_HOUR_MS = 30 * 60 * 1000;

/**
 * Rounds to the nearest half hour; a time near the top of the hour (from :45) therefore shows as that hour.
 * Schedules start on the half hour, so an airing that starts a few minutes late still reads as its slot.
 */
export function roundToHalfHour(date: Date): Date {
  return new Date(Math.round(date.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS);
}
