import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';

export type SeasonEpisode = Pick<NonNullable<TileFieldsFragment['episode']>, 'seasonNum' | 'episodeNum'>;

/** 'S1 | E2' (tiles). Either part may be missing; null when both are. */
export function formatSeasonEpisodeShort({ seasonNum, episodeNum }: SeasonEpisode): string | null {
  const parts = [seasonNum === null ? null : `S${seasonNum}`, episodeNum === null ? null : `E${episodeNum}`];
  const present = parts.filter((p): p is string => p !== null);
  return present.length === 0 ? null : present.join(' | ');
}

/** 'Season 1, Episode 2' (detail pages and accessibility text). Null when both parts are missing. */
export function formatSeasonEpisodeLong({ seasonNum, episodeNum }: SeasonEpisode): string | null {
  const parts = [
    seasonNum === null ? null : `Season ${seasonNum}`,
    episodeNum === null ? null : `Episode ${episodeNum}`,
  ];
  const present = parts.filter((p): p is string => p !== null);
  return present.length === 0 ? null : present.join(', ');
}
