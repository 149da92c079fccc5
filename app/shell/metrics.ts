/**
 * 'Time to first tile' (browsing §4.4): measured from navigation start to the first tile with real
 * data on screen, as a performance mark that `npm run bench` reads. Marked once per page load.
 */
export const FIRST_TILE_MARK = 'airwave:first-tile';

let marked = false;

export function markFirstTile(): void {
  if (marked || typeof performance === 'undefined') return;
  marked = true;
  performance.mark(FIRST_TILE_MARK);
}
