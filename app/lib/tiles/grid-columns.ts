import { GRID_COLUMN_WIDTH_PX, GRID_MIN_COLUMNS } from '../constants.ts';
import type { TileArtShape } from './tile-art.ts';

/**
 * Columns of a tile grid for its width: one per 300 px, never fewer than 2. The 300 px column holds a wide
 * (16:9) card; a grid whose cards are all upright posters (2:3) counts columns two thirds as wide, so the
 * posters fill their columns rather than standing apart with wide gaps between them.
 */
export function gridColumns(widthPx: number, shape: TileArtShape = 'wide'): number {
  return Math.max(GRID_MIN_COLUMNS, Math.floor(widthPx / columnWidthPx(shape)));
}

function columnWidthPx(shape: TileArtShape): number {
  return shape === 'poster' ? (GRID_COLUMN_WIDTH_PX * 2) / 3 : GRID_COLUMN_WIDTH_PX;
}

/**
 * The least width at which a grid has more than the least columns (gridColumns): a grid is no wider than the window,
 * so in a window narrower than this its count is the least, known without reading the grid's width.
 */
export function gridWidthForMoreColumns(shape: TileArtShape): number {
  return (GRID_MIN_COLUMNS + 1) * columnWidthPx(shape);
}

/** The shape a grid counts its columns for: 'poster' when every card is an upright poster, else 'wide'. */
export function gridShape(shapes: readonly TileArtShape[]): TileArtShape {
  return shapes.length > 0 && shapes.every((shape) => shape === 'poster') ? 'poster' : 'wide';
}
