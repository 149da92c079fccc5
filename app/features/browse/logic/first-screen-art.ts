import type { TileGroupLayout } from '../../../../generated/graphql/operations.ts';

/** How many of a page's rows a first screen shows (the Guide on a phone: Favorite channels, Recently Watched, the first channel). */
const FIRST_SCREEN_ROWS = 3;

/**
 * The rows whose art loads at once, not lazily: on a page without a hero, the first rows drawn (FIRST_SCREEN_ROWS, in
 * page order), whose art is the first screen's largest paint (the Guide's is a tile's art). A lazily loaded image
 * waits for the page to be laid out in sight, so behind the shell's loading gate and through the first screen's long
 * tasks it was not even asked for. A page with a hero (Home) paints the hero first: its rows keep lazy art, as do
 * grids (a Saved grid is one group of 48 tiles).
 */
export function eagerArtRowIds(rows: readonly { id: string; layout: TileGroupLayout }[], { hero }: { hero: boolean }): ReadonlySet<string> {
  if (hero) return new Set();
  return new Set(
    rows
      .slice(0, FIRST_SCREEN_ROWS)
      .filter((row) => row.layout === 'ROW')
      .map((row) => row.id),
  );
}
