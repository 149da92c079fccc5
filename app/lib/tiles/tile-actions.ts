import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';

/** Favorite acts on a channel id; without one the favorite control renders nothing. */
export function canFavorite(channel: Pick<NonNullable<TileFieldsFragment['channel']>, 'channelId'> | null): boolean {
  return Boolean(channel?.channelId);
}
