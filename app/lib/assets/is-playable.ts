import type { PlayableAssetType, TileFieldsFragment } from '../../../generated/graphql/operations.ts';
import { availabilityWindow, windowContains, type AvailabilityFields } from './availability-window.ts';

export type PlayableFields = AvailabilityFields &
  Pick<TileFieldsFragment, 'playableAssetId' | 'isBlackout' | 'playableAssetType'>;

/** On-demand kinds can only be played inside their window; live kinds are gated by the live predicate instead. */
const WINDOWED_ASSET_TYPES: ReadonlySet<PlayableAssetType> = new Set(['VOD', 'RECORDING']);

/**
 * Playable: an asset id exists, it is not blacked out, both availability times are known, and a VOD or
 * recording asset is inside its window. Stricter than the server's `hasPlayable`.
 */
export function isPlayable(asset: PlayableFields, now: Date): boolean {
  if (!asset.playableAssetId || asset.isBlackout) return false;
  const window = availabilityWindow(asset);
  if (window === null) return false;
  if (asset.playableAssetType !== null && WINDOWED_ASSET_TYPES.has(asset.playableAssetType)) {
    return windowContains(window, now);
  }
  return true;
}
