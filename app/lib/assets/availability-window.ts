import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';
import { DATES_EQUAL_WITHIN_MS } from '../constants.ts';

export type AvailabilityFields = Pick<TileFieldsFragment, 'availabilityStartsAt' | 'availabilityEndsAt'>;

export interface AvailabilityWindow {
  startsAt: number;
  endsAt: number;
}

/** Epoch milliseconds of a DateTime string, or null when absent or unparseable. */
export function parseDateTime(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The availability window in epoch ms, or null when either end is unknown. */
export function availabilityWindow(asset: AvailabilityFields): AvailabilityWindow | null {
  const startsAt = parseDateTime(asset.availabilityStartsAt);
  const endsAt = parseDateTime(asset.availabilityEndsAt);
  return startsAt === null || endsAt === null ? null : { startsAt, endsAt };
}

/** Two instants (epoch ms) are the same when within DATES_EQUAL_WITHIN_MS of each other. */
export function datesEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= DATES_EQUAL_WITHIN_MS;
}

/**
 * Half-open [start, end), with dates equal within a few seconds: at (or moments before) the start the window
 * already holds "now"; at (or moments before) the end the next airing already owns it.
 */
export function windowContains(window: AvailabilityWindow, now: Date): boolean {
  const t = now.getTime();
  return (window.startsAt <= t || datesEqual(window.startsAt, t)) && t < window.endsAt && !datesEqual(t, window.endsAt);
}
