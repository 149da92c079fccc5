/** Rows Home draws at once; the rest follow in batches as the user scrolls near the end ('vertically paginated rows'). */
export const PROGRESSIVE_FIRST_ROWS = 4;
/**
 * Rows the list's first commit holds: what a phone's first screen shows under Home's hero (the hero and one row). The
 * other rows drawn at once follow in a render of their own, right after, that React cuts into slices: the first
 * screen (Home's largest paint, the hero's backdrop) is not held back by drawing rows below it.
 */
export const PROGRESSIVE_FIRST_COMMIT_ROWS = 1;
export const PROGRESSIVE_ROWS_BATCH = 6;

/** How many rows to draw after one more batch, never more than there are. */
export function nextVisibleRowCount(visible: number, total: number, batch: number = PROGRESSIVE_ROWS_BATCH): number {
  return Math.min(total, Math.max(visible, 0) + batch);
}
