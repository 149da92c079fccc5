import type { PageType, TileCard_TileFragment } from '../../../generated/graphql/operations.ts';
import { formatSeasonEpisodeShort } from '../format/season-episode.ts';

export type HeadlineFields = Pick<TileCard_TileFragment, 'title' | 'subtitle' | 'episode'> & {
  channel?: { displayName: string } | null;
};

/** Pages about one show, where every episode tile is of that show: there an episode is named by its own title. */
const SHOW_CONTEXT_PAGES: ReadonlySet<PageType> = new Set(['SHOW', 'EPISODE', 'PRESENTATION']);

/**
 * The card's title and the line under it. Elsewhere a tile is named by its show (or channel, collection); on a
 * show's own pages every tile would read the show's name, so an episode tile is named by its episode title
 * (the subtitle without its 'S1 | E2' prefix) with 'S1 | E2' under it.
 */
export function tileHeadline(tile: HeadlineFields, pageType: PageType | null): { title: string; subtitle: string | null } {
  const title = tile.title ?? tile.channel?.displayName ?? '';
  const seasonEpisode = tile.episode ? formatSeasonEpisodeShort(tile.episode) : null;
  if (pageType === null || !SHOW_CONTEXT_PAGES.has(pageType) || !tile.episode || !tile.subtitle) {
    return { title, subtitle: tile.subtitle ?? null };
  }
  const episodeTitle = seasonEpisode && tile.subtitle.startsWith(seasonEpisode) ? tile.subtitle.slice(seasonEpisode.length).trim() : tile.subtitle.trim();
  if (!episodeTitle) return { title, subtitle: tile.subtitle };
  return { title: episodeTitle, subtitle: seasonEpisode };
}
