import type { PageType } from '../../../generated/graphql/operations.ts';
import {
  GUIDE_PLACEHOLDER_ROWS,
  PLACEHOLDER_ROWS,
  PLACEHOLDER_TILES_PER_ROW,
  SEARCH_PLACEHOLDER_TILES,
} from '../constants.ts';

export type PlaceholderLayout = { kind: 'rows'; rows: number; tilesPerRow: number } | { kind: 'grid'; tiles: number };

/**
 * What to draw while a page loads: search fills a grid with 50 loading tiles; the guide shows 5 rows (contract,
 * PageType.GUIDE); every other page 3 rows of 8.
 */
export function placeholderLayout(pageType: PageType): PlaceholderLayout {
  if (pageType === 'SEARCH') return { kind: 'grid', tiles: SEARCH_PLACEHOLDER_TILES };
  const rows = pageType === 'GUIDE' ? GUIDE_PLACEHOLDER_ROWS : PLACEHOLDER_ROWS;
  return { kind: 'rows', rows, tilesPerRow: PLACEHOLDER_TILES_PER_ROW };
}
