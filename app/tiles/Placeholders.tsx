import type { PageType } from '../../generated/graphql/operations.ts';
import { placeholderLayout } from '../lib/tiles/placeholders.ts';

export function PlaceholderTiles({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="tile tile-placeholder" aria-hidden="true" />
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
          <ul key={row} className="tile-row-list" data-testid="placeholder-row">
            <PlaceholderTiles count={layout.tilesPerRow} />
          </ul>
        ))
      )}
    </div>
  );
}
