import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { CollectionGroupHero, hasCollectionGroupHero, PageOptions, PageView, SAVED_EMPTY_TEXT } from '../features/browse/index.ts';
import { useViewer } from '../tiles/index.ts';
import { collectionGroupRedirectsVisitor } from '../lib/routing/collection-group-access.ts';
import { keptQueryParams, withQuery } from '../lib/routing/links.ts';
import { PATHS } from '../lib/routing/route-table.ts';

/** Home: hero carousel and vertically paged rows. */
export function HomePage() {
  return <PageView pageType="HOME" title="Home" />;
}

/** Guide: one row per channel (mounted lazily), 'Favorite channels' row disabled. */
export function GuidePage() {
  return <PageView pageType="GUIDE" title="Guide" virtualize />;
}

/** Top Playable. */
export function TopPage() {
  return <PageView pageType="TOP" title="Top Playable" />;
}

// The DVR upsell (its banner, modal and price read) is Saved's alone: it loads with that page, not with Home.
const SavedDvrUpsell = lazy(() => import('../features/browse/components/SavedDvrUpsell.tsx').then((module) => ({ default: module.SavedDvrUpsell })));

/** Saved: the DVR upsell for signed-in users without DVR, a grid of saved shows with a sorter (sorterId in the URL) and the Saved empty state. */
export function SavedPage() {
  const [search] = useSearchParams();
  const viewer = useViewer();
  return (
    <PageView
      pageType="SAVED"
      title="Saved"
      sorterId={search.get('sorterId')}
      emptyText={SAVED_EMPTY_TEXT}
      header={(page, { hasTiles }) => (
        <>
          <Suspense fallback={null}>
            <SavedDvrUpsell access={page.fastDVRAccess} upsell={page.savedDVRUpsell} needsEmail={viewer.needsEmail} />
          </Suspense>
          {/* Nothing to sort over an empty list. */}
          {hasTiles ? <PageOptions page={page} filters={false} /> : null}
        </>
      )}
    />
  );
}

/** A list page of one id whose 'Filter by' / 'Sort by' choices live in the URL (filterId, sorterId). */
function OptionsListPage({ pageType, title }: { pageType: 'SAVED' | 'TILE_GROUP'; title: string }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <PageView
      key={id}
      pageType={pageType}
      typeId={id}
      title={title}
      filterId={search.get('filterId')}
      sorterId={search.get('sorterId')}
      header={(page) => <PageOptions page={page} />}
    />
  );
}

/** Collection (/player/collection/:id): a saved-type page with a collection id. */
export function CollectionPage() {
  return <OptionsListPage pageType="SAVED" title="Collection" />;
}

/** Collection group: the hero with its upgrade button, then the group's rows ('Upgrade Preview' for browse core). */
export function CollectionGroupPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const viewer = useViewer();
  if (collectionGroupRedirectsVisitor(id, viewer.isUncredentialed)) return <Navigate replace to={withQuery(PATHS.home, keptQueryParams(search))} />;
  return (
    <PageView
      key={id}
      pageType="COLLECTION_GROUP"
      typeId={id}
      title="Collection Group"
      header={(page) => <CollectionGroupHero tile={page.tile} title={page.title ?? ''} />}
      titleInHeader={(page) => hasCollectionGroupHero(page.tile)}
    />
  );
}

/** The generic tile-group route (/player/{tileGroup}/{id}). */
export function TileGroupPage() {
  return <OptionsListPage pageType="TILE_GROUP" title="Collection" />;
}
