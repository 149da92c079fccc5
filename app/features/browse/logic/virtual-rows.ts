/** The slice of a long list of fixed-height rows to mount for a viewport (the Guide's 200+ channel rows). */
export interface RowWindow {
  start: number;
  /** Exclusive. */
  end: number;
  padTop: number;
  padBottom: number;
}

/**
 * Rows intersecting [scrollTop - overscan rows, scrollTop + viewport + overscan rows], where scrollTop is
 * measured from the list's own top. The mounted count depends on the viewport, never on `count`.
 */
export function visibleRowWindow(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 2): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewportHeight)) / rowHeight);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, Math.max(start, last + overscan));
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}
