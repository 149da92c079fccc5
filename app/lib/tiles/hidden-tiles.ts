import { HIDDEN_TILE_COUNT_CAP, MAX_TILES_PER_LIST } from '../constants.ts';

/**
 * How many tiles a row or grid shows: its first page (or the count it was refetched with) and a full page for each
 * page it loaded since (a short page is the last, after which there is nothing more to load).
 */
export function tilesShown(firstPage: number, refetchCount: number | null, pagesLoaded: number, pageSize: number): number {
  return (refetchCount ?? firstPage) + pagesLoaded * pageSize;
}

/** A row or grid offers its next page only while it shows fewer than MAX_TILES_PER_LIST tiles. */
export function loadsMoreTiles(shown: number): boolean {
  return shown < MAX_TILES_PER_LIST;
}

/** The count of a group's tiles not shown yet, as its Next control says it ('12', '99+'); null when none are hidden. */
export function hiddenTileCountText(total: number | null | undefined, shown: number): string | null {
  const hidden = Math.max(0, (total ?? 0) - shown);
  if (hidden === 0) return null;
  return hidden > HIDDEN_TILE_COUNT_CAP ? `${HIDDEN_TILE_COUNT_CAP}+` : String(hidden);
}
