import type { PageType } from '../../generated/graphql/operations.ts';
import { placeholderLayout } from '../lib/tiles/placeholders.ts';

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
        Array.from({ length: layout.rows }, (_, row) => (
          <div key={row} className="tile-group">
            <span className="placeholder-line placeholder-heading" />
            <ul className="tile-row-list" data-testid="placeholder-row">
              <PlaceholderTiles count={layout.tilesPerRow} />
            </ul>
          </div>
        ))
      )}
    </div>
  );
}
