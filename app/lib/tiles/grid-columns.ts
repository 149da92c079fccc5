import { GRID_COLUMN_WIDTH_PX, GRID_MIN_COLUMNS } from '../constants.ts';

/** Columns of a tile grid for its width: one per 300 px, never fewer than 2. */
export function gridColumns(widthPx: number): number {
  return Math.max(GRID_MIN_COLUMNS, Math.floor(widthPx / GRID_COLUMN_WIDTH_PX));
}
