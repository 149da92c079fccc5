import type { TileCard_TileFragment } from '../../../generated/graphql/operations.ts';
import type { BigTileTarget } from '../routing/big-tile.ts';
import { PLAYER_BASE } from '../routing/route-table.ts';
import { collectionPath, showPath, stripShowId, tileGroupPath } from '../routing/links.ts';

type TileLinkFields = Pick<TileCard_TileFragment, 'kind' | 'show' | 'channel' | 'episode' | 'collection' | 'collectionGroup' | 'playableAssetId' | 'playableAssetType'>;

/** Where a tile card leads: collection, collection group, show, episode or channel page (null: nowhere). */
export function tileHref(tile: TileLinkFields): string | null {
  if (tile.kind === 'COLLECTION' && tile.collection) {
    const link = tile.collection.link;
    if (link.type === 'TILE_GROUP' && link.typeId) return tileGroupPath(link.type, link.typeId);
    return collectionPath(link.typeId ?? tile.collection.id, link.filter ?? undefined);
  }
  if (tile.kind === 'COLLECTION_GROUP' && tile.collectionGroup) {
    const id = tile.collectionGroup.link?.typeId ?? tile.collectionGroup.id;
    return `${PLAYER_BASE}/collection-group/${encodeURIComponent(id)}`;
  }
  if (tile.kind === 'CHANNEL' && tile.channel) return `${PLAYER_BASE}/channel/${encodeURIComponent(tile.channel.channelId)}`;
  if (tile.show) return showPath(tile.show.showId);
  if (tile.episode) return `${PLAYER_BASE}/episode/${encodeURIComponent(tile.episode.episodeId)}`;
  if (tile.channel) return `${PLAYER_BASE}/channel/${encodeURIComponent(tile.channel.channelId)}`;
  return null;
}

/**
 * What the big-tile detail modal shows for a tile: the most specific thing it stands for, so an episode
 * tile inside a show's modal opens that episode (null: no detail, e.g. collections).
 */
export function tileBigTileTarget(tile: Pick<TileLinkFields, 'kind' | 'show' | 'channel' | 'episode'>): BigTileTarget | null {
  if (tile.kind === 'CHANNEL' && tile.channel) return { pageType: 'CHANNEL', id: tile.channel.channelId };
  if (tile.episode) return { pageType: 'EPISODE', id: tile.episode.episodeId };
  if (tile.show) return { pageType: 'SHOW', id: stripShowId(tile.show.showId) };
  if (tile.channel) return { pageType: 'CHANNEL', id: tile.channel.channelId };
  return null;
}

/** The player route for a tile's playable asset: /player/player/{type}/{id}. */
export function playerHref(tile: Pick<TileLinkFields, 'playableAssetId' | 'playableAssetType'>): string | null {
  if (!tile.playableAssetId || !tile.playableAssetType) return null;
  return `${PLAYER_BASE}/player/${tile.playableAssetType.toLowerCase()}/${encodeURIComponent(tile.playableAssetId)}`;
}

/**
 * The dialog text of an upgrade: what the products it upgrades to are called, and what they unlock ('watch
 * this' for a tile, 'watch everything in Upgrade Preview' for a collection group).
 */
export function upgradeTargetText(products: ReadonlyArray<{ displayName: string }>, goal = 'watch this'): string {
  const names = products.map((product) => product.displayName).filter(Boolean);
  if (names.length === 0) return `Upgrade your plan to ${goal}.`;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `Upgrade to ${list} to ${goal}.`;
}
