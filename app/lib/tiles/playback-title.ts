import type { TileCard_TileFragment, TileKind } from '../../../generated/graphql/operations.ts';
import { formatSeasonEpisodeShort } from '../format/season-episode.ts';

export type PlaybackTitleFields = Pick<TileCard_TileFragment, 'kind' | 'title' | 'subtitle' | 'playableEpisode'>;

export interface PlaybackTitle {
  title: string | null;
  subtitle: string | null;
}

/** Tiles whose own subtitle describes what plays when no episode does (a channel's 'Now: …', an airing's line). */
const SUBTITLE_NAMES_THE_ASSET: ReadonlySet<TileKind> = new Set<TileKind>(['CHANNEL', 'GUIDE', 'PLAYABLE']);

/**
 * How the player header, the mini controller and the receiver name what a tile plays: an episode (the one the
 * server resolved a show to, Tile.playableEpisode) as the show title over 'S5 | E1 · {episode title}'; a
 * movie or channel by its name, with the tile's subtitle only where it describes the asset (a channel's or
 * an airing's), never a show's own line such as '5 Seasons'.
 */
export function playbackTitle(tile: PlaybackTitleFields): PlaybackTitle {
  const episode = tile.playableEpisode;
  if (episode) {
    // An untitled tile is named by its episode, which then is not repeated under it.
    const title = tile.title ?? episode.title ?? null;
    const parts = [formatSeasonEpisodeShort(episode), tile.title ? episode.title : null].filter((part): part is string => Boolean(part));
    return { title, subtitle: parts.length > 0 ? parts.join(' · ') : null };
  }
  return { title: tile.title ?? null, subtitle: SUBTITLE_NAMES_THE_ASSET.has(tile.kind) ? (tile.subtitle ?? null) : null };
}
