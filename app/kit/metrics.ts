/**
 * 'Time to first tile': starts when the core loads (the app's entry has its clients and
 * is about to render) and ends when the first tile with real data is on screen. Both ends are
 * performance marks and the span is a performance measure, which `npm run bench` reads and analytics tracks. In mock mode the
 * core loads after the mock world has started, so the measure is the app's own time, as in production.
 */
import { CORE_LOADED_MARK, FIRST_TILE_MARK, TIME_TO_FIRST_TILE_MEASURE } from '../../common/metrics.ts';
import { track } from './analytics/track.ts';

export { CORE_LOADED_MARK, FIRST_TILE_MARK, TIME_TO_FIRST_TILE_MEASURE };

let firstTileMarked = false;

export function markCoreLoaded(): void {
  if (typeof performance === 'undefined') return;
  performance.mark(CORE_LOADED_MARK);
}

/** Once per page load: later tiles (other rows, other pages) do not move the figure. */
export function markFirstTile(): void {
  if (firstTileMarked || typeof performance === 'undefined') return;
  firstTileMarked = true;
  performance.mark(FIRST_TILE_MARK);
  if (performance.getEntriesByName(CORE_LOADED_MARK, 'mark').length > 0) {
    const measure = performance.measure(TIME_TO_FIRST_TILE_MEASURE, CORE_LOADED_MARK, FIRST_TILE_MARK);
    track('Time To First Tile', { durationMs: Math.max(0, measure.duration), outcome: 'success' });
  }
}
