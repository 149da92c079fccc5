import { ROW_EDGE_TOLERANCE_PX } from '../constants.ts';

/** Which ends of a row can still scroll: more than the edge tolerance is left beyond them. */
export function rowScrollEdges(row: { scrollLeft: number; clientWidth: number; scrollWidth: number }): { start: boolean; end: boolean } {
  return {
    start: row.scrollLeft > ROW_EDGE_TOLERANCE_PX,
    end: row.scrollLeft + row.clientWidth < row.scrollWidth - ROW_EDGE_TOLERANCE_PX,
  };
}

/**
 * Whether a row's end is in view, so that its Next control shows whole: false while the row is not laid out (no width:
 * drawn inside a page still hidden, or not drawn at all), since nothing is known of its end until it is measured in
 * view; else its end is within the edge tolerance of the shown part.
 */
export function rowEndInView(row: { scrollLeft: number; clientWidth: number; scrollWidth: number }): boolean {
  return row.clientWidth > 0 && !rowScrollEdges(row).end;
}

/**
 * Where a row's animated scroll is after `elapsed` of `duration` ms: eased in and out (slow start, slow end),
 * exactly at `from` at the start and at `to` once the time is up.
 */
export function rowScrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  const t = elapsed / duration;
  const eased = t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
  return from + (to - from) * eased;
}

/** A span of a row's tiles: `start` inclusive, `end` exclusive. */
export interface TileRange {
  start: number;
  end: number;
}

/**
 * Which tiles of a row load their art: those in view (within the row's in-view margin, half its width beyond
 * each side) and `overscan` more on each side, so art is there before it scrolls in and a long row does not
 * load art nobody is near. Before anything is measured (`inView` null) every tile loads; while none is in
 * view (the row scrolled away, a page replaced), the last range stands (`previous`).
 */
export function tilesWithArt(inView: ReadonlySet<number> | null, count: number, overscan: number, previous: TileRange = { start: 0, end: count }): TileRange {
  if (inView === null) return { start: 0, end: count };
  const shown = [...inView].filter((index) => index >= 0 && index < count);
  if (shown.length === 0) return { start: Math.min(previous.start, count), end: Math.min(previous.end, count) };
  return { start: Math.max(0, Math.min(...shown) - overscan), end: Math.min(count, Math.max(...shown) + 1 + overscan) };
}

/**
 * Whether a scrolled list has come near its end: at most `threshold` pixels of it are left beyond what is
 * shown (rows: horizontally within the row; lists and grids: the list's bottom below the window's).
 */
export function nearScrollEnd(shownEnd: number, contentEnd: number, threshold: number): boolean {
  return contentEnd - shownEnd <= threshold;
}
