/** Rows Home draws at once; the rest follow in batches as the user scrolls near the end ('vertically paginated rows'). */
export const PROGRESSIVE_FIRST_ROWS = 4;
export const PROGRESSIVE_ROWS_BATCH = 6;

/** How many rows to draw after one more batch, never more than there are. */
export function nextVisibleRowCount(visible: number, total: number, batch: number = PROGRESSIVE_ROWS_BATCH): number {
  return Math.min(total, Math.max(visible, 0) + batch);
}
