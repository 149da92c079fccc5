import { VIRTUAL_ROW_OVERSCAN } from '../../../lib/constants.ts';

/** The slice of a long list of fixed-height rows to mount for a viewport (the Guide's 200+ channel rows). */
export interface RowWindow {
  start: number;
  /** Exclusive. */
  end: number;
  padTop: number;
  padBottom: number;
}


/**
 * The rows the viewport reaches, plus `overscan` rows on each side. `scrollTop` is the viewport's top measured from
 * the list's own top: negative while the list starts below it (rows above it on the page), when the viewport reaches
 * only the list's first `scrollTop + viewportHeight` pixels. The mounted count depends on the viewport, never on `count`.
 */
export function visibleRowWindow(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = VIRTUAL_ROW_OVERSCAN): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil(Math.max(0, scrollTop + Math.max(0, viewportHeight)) / rowHeight);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, Math.max(start, last + overscan));
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}

/** The space between two guide rows, as between the rows of any other page. */
export const VIRTUAL_ROW_GAP_PX = 24;

/** A virtual list's row height, measured at one list width: its tallest mounted row's own height plus the gap. */
export interface MeasuredRowHeight {
  width: number;
  height: number;
}

/**
 * The height every virtual row takes, from the tallest row mounted now (`tallest`, its content's own height) at
 * the list's `width`: it only grows while the width stays (so mounting other rows can never make it oscillate),
 * and starts afresh at another width (a phone's rows are lower). Null until a row has been measured, when the
 * caller's estimate applies.
 */
export function measuredRowHeight(previous: MeasuredRowHeight | null, width: number, tallest: number): MeasuredRowHeight | null {
  if (tallest <= 0) return previous;
  const height = Math.ceil(tallest) + VIRTUAL_ROW_GAP_PX;
  if (previous && previous.width === width && previous.height >= height) return previous;
  return { width, height };
}
