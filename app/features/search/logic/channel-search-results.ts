import { CHANNEL_SEARCH_RESULT_LIMIT } from '../../../lib/constants.ts';

export interface ChannelSearchResults<T> {
  shown: T[];
  /** 'View N results' when there are more results than shown, else null. */
  viewAllLabel: string | null;
}

/** Channel results in search: at most 12 tiles, and a 'View N results' link when there are more. */
export function channelSearchResults<T>(tiles: readonly T[], totalCount: number): ChannelSearchResults<T> {
  const total = Math.max(totalCount, tiles.length);
  return {
    shown: tiles.slice(0, CHANNEL_SEARCH_RESULT_LIMIT),
    viewAllLabel: total > CHANNEL_SEARCH_RESULT_LIMIT ? `View ${total} results` : null,
  };
}
