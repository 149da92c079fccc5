import { availabilityWindow } from '../lib/assets/availability-window.ts';
import { isLive, type LiveFields } from '../lib/assets/is-live.ts';

/**
 * How far the display time is through a live airing, 0-100. Zero when not live, and for a channel without a
 * known window (there is nothing to measure against).
 */
export function liveProgressPercent(asset: LiveFields, now: Date): number {
  if (!isLive(asset, now)) return 0;
  const window = availabilityWindow(asset);
  if (window === null || window.endsAt <= window.startsAt) return 0;
  const percent = ((now.getTime() - window.startsAt) / (window.endsAt - window.startsAt)) * 100;
  return Math.min(100, Math.max(0, percent));
}
