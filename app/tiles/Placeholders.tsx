import type { PageType } from '../../generated/graphql/operations.ts';
import { placeholderLayout } from '../lib/tiles/placeholders.ts';
import { PLACEHOLDER_TILES_PER_ROW } from '../lib/constants.ts';

/** Loading tiles drawn like a wide tile card (art, title and a line of facts), so nothing moves when tiles arrive. */
export function PlaceholderTiles({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="tile-slot" data-art="wide" aria-hidden="true">
          <div className="tile tile-placeholder">
            <div className="tile-art" />
            <span className="placeholder-line" />
            <span className="placeholder-line placeholder-line-short" />
          </div>
        </li>
      ))}
    </>
  );
}

/** A loading row: a heading's line over a row of loading tiles. */
function PlaceholderRow({ tiles }: { tiles: number }) {
  return (
    <div className="tile-group">
      <span className="placeholder-line placeholder-heading" />
      <ul className="tile-row-list" data-testid="placeholder-row">
        <PlaceholderTiles count={tiles} />
      </ul>
    </div>
  );
}

/** Loading rows drawn where a page's next rows are on their way. */
const ROWS_COMING_PLACEHOLDER_ROWS = 2;

/**
 * Loading rows where a page's next rows are on their way (Home's rows below its first screen): they hold their place,
 * so the page is about as tall as with two more rows drawn — a viewer scrolling on, or the scroll memory restoring a
 * position on Back, reaches a row's top below the first screen before they come — and a viewer who scrolls there sees
 * rows loading, not the page's end.
 */
export function RowsComingPlaceholder() {
  return (
    <div className="page-placeholders" aria-hidden="true" data-rows-coming="">
      {Array.from({ length: ROWS_COMING_PLACEHOLDER_ROWS }, (_, row) => (
        <PlaceholderRow key={row} tiles={PLACEHOLDER_TILES_PER_ROW} />
      ))}
    </div>
  );
}

/** What a page draws while it loads (placeholderLayout: 3 rows of 8, 5 guide rows, a 50-tile search grid). */
export function PagePlaceholders({ pageType }: { pageType: PageType }) {
  const layout = placeholderLayout(pageType);
  return (
    <div className="page-placeholders" role="status" aria-label="Loading">
      {layout.kind === 'grid' ? (
        <ul className="tile-grid">
          <PlaceholderTiles count={layout.tiles} />
        </ul>
      ) : (
        Array.from({ length: layout.rows }, (_, row) => <PlaceholderRow key={row} tiles={layout.tilesPerRow} />)
      )}
    </div>
  );
}
