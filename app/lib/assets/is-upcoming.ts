import { datesEqual, parseDateTime, type AvailabilityFields } from './availability-window.ts';

/** Upcoming: availability starts in the future (not moments from now: dates equal within a few seconds). An unknown start is not upcoming. */
export function isUpcoming(asset: Pick<AvailabilityFields, 'availabilityStartsAt'>, now: Date): boolean {
  const startsAt = parseDateTime(asset.availabilityStartsAt);
  return startsAt !== null && startsAt > now.getTime() && !datesEqual(startsAt, now.getTime());
}
