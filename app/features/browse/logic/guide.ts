import type { TileFieldsFragment, TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';

/** The guide's 'Favorite channels' row: shown, but disabled on the guide page (each channel has its own row there). */
export const GUIDE_FAVORITES_ROW_TITLE = 'Favorite channels';

/**
 * Why the guide's Favorite channels row is disabled, in the viewer's terms: a viewer who needs an email first
 * (lib/account/email-first.ts) needs one to keep favorites; a subscriber without favorites learns how to add
 * one; one with favorites learns where to watch them.
 */
export function guideFavoritesNote({ needsEmail, favoriteCount }: { needsEmail: boolean; favoriteCount: number }): string {
  if (needsEmail) return 'Sign up to keep your favorite channels here. Every channel has its own row in the guide below.';
  if (favoriteCount === 0) return 'Tap the heart on a channel to add it to your favorites. Every channel has its own row in the guide below.';
  return 'Your favorite channels, for reference. Watch them from their own rows in the guide below, or choose the Favorites filter.';
}

/**
 * A guide row after its channel's current broadcast changed (channelCurrentBroadcastUpdated): the new broadcast
 * takes the place of the one that was live, so the row's live tile is the channel's current one. A row that
 * already holds the new broadcast gets the fresher copy in place; a row with no live tile gets it at the end.
 * Rows of other channels are returned as they are.
 */
export function withCurrentBroadcast(group: TileRow_GroupFragment, channelId: string, broadcast: TileFieldsFragment): TileRow_GroupFragment {
  if (group.channel?.channelId !== channelId) return group;
  const edges = group.tiles.edges;
  const same = edges.findIndex((edge) => edge.node.id === broadcast.id);
  const replaced = same >= 0 ? same : edges.findIndex((edge) => edge.node.isLive);
  const next =
    replaced >= 0
      ? edges.map((edge, index) => (index === replaced ? { ...edge, node: broadcast } : edge))
      : [...edges, { cursor: broadcast.id, node: broadcast }];
  return { ...group, tiles: { ...group.tiles, edges: next } };
}
