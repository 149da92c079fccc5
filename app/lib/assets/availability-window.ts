import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';

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

/** Half-open [start, end): at the end instant the next airing already owns "now". */
export function windowContains(window: AvailabilityWindow, now: Date): boolean {
  const t = now.getTime();
  return window.startsAt <= t && t < window.endsAt;
}
