import type { TileCard_TileFragment } from '../../../generated/graphql/operations.ts';

/**
 * The box a tile's artwork keeps, so art is never cropped to another aspect: 'poster' for upright artwork
 * (a show's 2:3 vertical poster), 'logo' for channel logos (contained on a plain 16:9 backdrop, never cut),
 * 'wide' (16:9) for everything else — episodes, airings, collections.
 */
export type TileArtShape = 'poster' | 'wide' | 'logo';

type ArtFields = Pick<TileCard_TileFragment, 'kind'> & {
  image: { width: number | null; height: number | null } | null;
};

export function tileArtShape(tile: ArtFields): TileArtShape {
  if (tile.kind === 'CHANNEL') return 'logo';
  const width = tile.image?.width ?? null;
  const height = tile.image?.height ?? null;
  if (width && height && width < height) return 'poster';
  return 'wide';
}
