import '../browse.css';
import { useQuery } from '@apollo/client/react';
import { useCallback, type ReactNode } from 'react';
import { PageDocument, type PageQuery, type PageType, type TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';
import { pageQueryVariables } from '../../../lib/tiles/page-query-variables.ts';
import { pageFetchPolicy } from '../../../lib/tiles/page-fetch-policy.ts';
import { pageSettings } from '../../../../common/page-settings.ts';
import { usePageTitle } from '../../../shell/hooks.ts';
import { PagePlaceholders, TileRow, useTileContext } from '../../../tiles/index.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { ProgressiveRows } from './ProgressiveRows.tsx';
import { VirtualRows } from './VirtualRows.tsx';

/** The guide's 'Favorite channels' row is shown disabled. */
export const GUIDE_DISABLED_ROW_TITLE = 'Favorite channels';
/** Fixed height of a virtualised guide row (header + one row of tiles). */
export const GUIDE_ROW_HEIGHT_PX = 300;
/** The id of the page's h1, which labels the page; a header that draws the title itself uses it. */
export const PAGE_TITLE_ID = 'page-title';

/** A loaded list page: its PageView_page fields plus the page-type extras (the Saved page's DVR access). */
export type ListPage = NonNullable<PageQuery['page']>;

export interface PageViewProps {
  pageType: PageType;
  typeId?: string;
  filterId?: string | null;
  sorterId?: string | null;
  /** Route title, used until the page's own title arrives. */
  title: string;
  /** Text when the page has no tiles (falls back to page.emptyMessage, then 'No content.'). */
  emptyText?: string;
  /** Drawn above the rows once the page loaded (hero, filters/sorters). */
  header?: (page: ListPage) => ReactNode;
  /** The header draws the page's h1 itself (with PAGE_TITLE_ID), e.g. a hero showing the title. */
  titleInHeader?: (page: ListPage) => boolean;
  /** Mount only the rows near the viewport (the guide's 200+ channel rows). */
  virtualize?: boolean;
}

function isHeroGroup(group: TileRow_GroupFragment): boolean {
  return group.tiles.edges.length > 0 && group.tiles.edges.every((edge) => edge.node.kind === 'HERO');
}

/** A list page from the `page` query with the spec's capabilities, variables and fetch policy (app/lib/tiles). */
export function PageView({ pageType, typeId, filterId, sorterId, title, emptyText, header, titleInHeader, virtualize = false }: PageViewProps) {
  const settings = pageSettings(pageType);
  const { data, loading, error, fetchMore, refetch } = useQuery(PageDocument, {
    variables: pageQueryVariables(pageType, { typeId, filterId, sorterId }),
    fetchPolicy: pageFetchPolicy(pageType),
  });
  const { viewer, now } = useTileContext();
  const page = data?.page ?? null;
  usePageTitle(page?.title ?? title);

  const nextGroupsCursor = page?.groups.pageInfo.hasNextPage ? page.groups.pageInfo.endCursor : null;
  const loadMoreGroups = useCallback(() => {
    if (!nextGroupsCursor) return;
    void fetchMore({
      variables: { after: nextGroupsCursor, first: settings.initialFetch },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.page || !fetchMoreResult.page) return previous;
        return {
          ...previous,
          page: {
            ...previous.page,
            groups: {
              ...fetchMoreResult.page.groups,
              edges: [...previous.page.groups.edges, ...fetchMoreResult.page.groups.edges],
            },
          },
        };
      },
    });
  }, [fetchMore, nextGroupsCursor, settings.initialFetch]);

  if (!page) {
    if (error && !loading) {
      return (
        <section className="browse-page" aria-labelledby={PAGE_TITLE_ID}>
          <h1 id={PAGE_TITLE_ID}>{title}</h1>
          <p role="alert">Something went wrong loading this page.</p>
          <button type="button" onClick={() => void refetch()}>
            Try Again
          </button>
        </section>
      );
    }
    return (
      <section className="browse-page" aria-labelledby={PAGE_TITLE_ID} aria-busy="true">
        <h1 id={PAGE_TITLE_ID}>{title}</h1>
        <PagePlaceholders pageType={pageType} />
      </section>
    );
  }

  const groups = page.groups.edges.map((edge) => edge.node);
  const heroGroup = groups.find(isHeroGroup);
  const rows = groups.filter((group) => group !== heroGroup);
  const hasTiles = rows.some((group) => group.tiles.edges.length > 0);
  const renderRow = (group: TileRow_GroupFragment) => (
    <TileRow
      key={group.id}
      group={group}
      pageType={pageType}
      viewer={viewer}
      now={now}
      disabled={pageType === 'GUIDE' && group.title === GUIDE_DISABLED_ROW_TITLE}
    />
  );
  return (
    <section className="browse-page" data-page-type={pageType} aria-labelledby={PAGE_TITLE_ID}>
      {titleInHeader?.(page) ? null : (
        <h1 id={PAGE_TITLE_ID} className={heroGroup ? 'visually-hidden' : undefined}>
          {page.title ?? title}
        </h1>
      )}
      {heroGroup ? <HeroCarousel tiles={heroGroup.tiles.edges.map((edge) => edge.node)} viewer={viewer} now={now} /> : null}
      {header?.(page)}
      {!hasTiles && !heroGroup ? (
        <p className="empty-state">{emptyText ?? page.emptyMessage ?? 'No content.'}</p>
      ) : virtualize ? (
        <VirtualRows items={rows} rowHeight={GUIDE_ROW_HEIGHT_PX} keyOf={(group) => group.id} render={renderRow} onEndReached={loadMoreGroups} />
      ) : (
        <ProgressiveRows items={rows} keyOf={(group) => group.id} render={renderRow} onEndReached={loadMoreGroups} hasMoreToLoad={nextGroupsCursor !== null} />
      )}
    </section>
  );
}
