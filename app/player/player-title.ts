import type { PageType } from '../../generated/graphql/schema.ts';
import type { ManifestAssetType } from '../../common/player/index.ts';

/**
 * Which page names what the player plays, when no tile handed it a name (the player opened by its URL, or after a
 * reload): the page about its asset — a channel's own page for a channel; the presentation page, which takes a
 * playable asset id (an on-demand title's, an airing's, a recording's), for the rest. Null for a route type that
 * plays nothing.
 */
export function titlePageOf(assetType: ManifestAssetType | undefined): PageType | null {
  switch (assetType) {
    case 'CHANNEL':
      return 'CHANNEL';
    case 'VOD':
    case 'BROADCAST':
    case 'RECORDING':
      return 'PRESENTATION';
    default:
      return null;
  }
}
