import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';
import { availabilityWindow, windowContains, type AvailabilityFields } from './availability-window.ts';

export type LiveFields = AvailabilityFields & Pick<TileFieldsFragment, 'playableAssetType'>;

/**
 * Live: the asset is a channel, or a broadcast whose availability window contains now.
 * `now` is the server's display time (displayTimeUpdated), not the local clock.
 */
export function isLive(asset: LiveFields, now: Date): boolean {
  if (asset.playableAssetType === 'CHANNEL') return true;
  if (asset.playableAssetType !== 'BROADCAST') return false;
  const window = availabilityWindow(asset);
  return window !== null && windowContains(window, now);
}
