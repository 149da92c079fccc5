import type { TileBehavior, TileFieldsFragment } from '../../../generated/graphql/operations.ts';

/** Favorite acts on a channel id; without one the favorite control renders nothing. */
export function canFavorite(channel: Pick<NonNullable<TileFieldsFragment['channel']>, 'channelId'> | null): boolean {
  return Boolean(channel?.channelId);
}

/** 'Remove from keep watching' appears only when the group has the ENABLE_KW_REMOVE behaviour. */
export function canRemoveFromKeepWatching(group: { behaviors: readonly TileBehavior[] }): boolean {
  return group.behaviors.includes('ENABLE_KW_REMOVE');
}
