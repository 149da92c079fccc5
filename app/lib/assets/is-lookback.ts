import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';

/** Lookback: a recording that is not a DVR recording (the service recorded it, not the user). */
export function isLookback(asset: Pick<TileFieldsFragment, 'playableAssetType' | 'isDVR'>): boolean {
  return asset.playableAssetType === 'RECORDING' && !asset.isDVR;
}
