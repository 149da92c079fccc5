import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';

/** VOD: the asset type is VOD. */
export function isVOD(asset: Pick<TileFieldsFragment, 'playableAssetType'>): boolean {
  return asset.playableAssetType === 'VOD';
}
