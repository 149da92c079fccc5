import '../browse.css';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { whenPageSettledOrViewerActs } from '../../../../common/when-settled.ts';
import type { PageQuery, PageType, TileFieldsFragment, TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';
import { ChannelCurrentBroadcastUpdatedDocument } from '../../../../generated/graphql/documents/ChannelCurrentBroadcastUpdatedDocument.ts';
import { PageDocument } from '../../../../generated/graphql/documents/PageDocument.ts';
import { GUIDE_FAVORITES_ROW_TITLE, guideFavoritesNote, withCurrentBroadcast } from '../logic/guide.ts';
import { eagerArtRowIds } from '../logic/first-screen-art.ts';
import { isHeroGroup } from '../logic/hero-backdrop.ts';
import { usePageRefetch } from '../../../kit/usePageRefetch.ts';
import { useReadDrawnInSlices } from '../../../kit/drawn-in-slices.ts';
import { pageQueryVariables, type PageAddress } from '../../../../common/page-query.ts';
import { pageFetchPolicy } from '../../../lib/tiles/page-fetch-policy.ts';
import { pageSettings } from '../../../../common/page-settings.ts';
import { usePageTitle } from '../../../kit/hooks.ts';
import { PageFailed, PageNotFound } from '../../../kit/PageStatus.tsx';
import { PAGE_REST_FAILED_TEXT, pageLoadState } from '../../../lib/pages/page-state.ts';
import { firstScreenGroupCount } from '../../../lib/pages/refetch-triggers.ts';
import { firstScreenVariables, pageLoadViewportHeight } from '../../../lib/pages/first-screen.ts';
import { PagePlaceholders, TileRow, useTileContext } from '../../../tiles/index.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { ProgressiveRows } from './ProgressiveRows.tsx';
import { VirtualRows } from './VirtualRows.tsx';

/** A virtualised guide row's height (header + one row of tiles) until the mounted rows are measured (VirtualRows). */
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
  /** Drawn above the rows once the page loaded (hero, filters/sorters); `hasTiles` is false over an empty page. */
  header?: (page: ListPage, facts: { hasTiles: boolean }) => ReactNode;
  /** The header draws the page's h1 itself (with PAGE_TITLE_ID), e.g. a hero showing the title. */
  titleInHeader?: (page: ListPage) => boolean;
  /** Mount only the rows near the viewport (the guide's 200+ channel rows). */
  virtualize?: boolean;
}

/**
 * The guide's Favorite channels row: disabled there, with a sentence saying why; an empty one is only its
 * heading and that sentence, never a blank row.
 */
function GuideFavoritesRow({ group, note, children }: { group: TileRow_GroupFragment; note: string; children: ReactNode }) {
  const empty = group.tiles.edges.length === 0;
  return (
    <div className="guide-favorites" data-empty={empty || undefined}>
      {empty ? <h2 className="guide-favorites-title">{group.title}</h2> : children}
      <p className="guide-favorites-note">{note}</p>
    </div>
  );
}

/**
 * Whether the rest of a page whose first screen has been drawn is wanted yet: at once while nothing is drawn (`drawn`
 * false), else once the page has settled or the viewer scrolls, presses a key, touches or clicks (whichever first).
 */
function useRestOfPageWanted(drawn: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (drawn && !wanted ? whenPageSettledOrViewerActs(() => setWanted(true)) : undefined), [drawn, wanted]);
  return wanted || !drawn;
}

/** The page's requests: the first screen's (Home's, the Guide's), the page request, more groups onto its answer. */
function usePageQueries(pageType: PageType, address: PageAddress, initialFetch: number) {
  const variables = pageQueryVariables(pageType, address);
  const fetchPolicy = pageFetchPolicy(pageType);
  // Home and the Guide paint their first screen from a small request of their own; the page request (the rows below
  // the first screen) leaves once that answer has been drawn and the page has settled or the viewer scrolls, presses a key,
  // touches or clicks — at once if that answer failed, and drawn at once if the cache holds it (a return to Home) —
  // so the first screen neither waits for the whole page to travel and be cached nor shares the network and main
  // thread with it.
  const firstScreenGroups = firstScreenGroupCount(pageType, variables.first ?? initialFetch, pageLoadViewportHeight());
  const client = useApolloClient();
  const [restOfPageCached] = useState(() => firstScreenGroups !== null && client.readQuery({ query: PageDocument, variables }) !== null);
  // The entry may have sent this request already (app/main.tsx): Apollo Client's link then answers from it.
  const firstScreen = useQuery(PageDocument, {
    variables: firstScreenVariables(pageType, address) ?? variables,
    fetchPolicy,
    skip: firstScreenGroups === null,
  });
  const restOfPageWanted = useRestOfPageWanted(firstScreenGroups !== null && !restOfPageCached && !firstScreen.loading && firstScreen.error === undefined);
  const waitsForFirstScreen = firstScreenGroups !== null && (firstScreen.loading || !restOfPageWanted);
  const full = useQuery(PageDocument, { variables, fetchPolicy, skip: waitsForFirstScreen });
  const { fetchMore } = full;
  const data = full.data ?? firstScreen.data;
  const loading = full.loading || waitsForFirstScreen;
  const error = full.data ? undefined : (full.error ?? firstScreen.error);

  // More groups load onto the page request's answer only (the first-screen answer is replaced by it).
  const fullPage = full.data?.page ?? null;
  const nextGroupsCursor = fullPage?.groups.pageInfo.hasNextPage ? fullPage.groups.pageInfo.endCursor : null;
  // Home's (or the Guide's) first screen is drawn and the page request's rows below it are still to come (asked for, or soon, or
  // asked for again), or that request failed: the page says so under the rows drawn, with Try Again, and promises no
  // more rows (the arrow keys then do not wait for them).
  const restOfPageExpected = firstScreenGroups !== null && full.data === undefined && firstScreen.data?.page?.groups.pageInfo.hasNextPage === true;
  const restOfPageFailed = restOfPageExpected && full.error !== undefined && !full.loading;
  const restOfPageComing = restOfPageExpected && !restOfPageFailed;
  const { refetch } = full;
  const retryRestOfPage = useCallback(() => {
    // A failure again shows as the query's error.
    refetch().catch(() => undefined);
  }, [refetch]);
  const loadMoreGroups = useCallback(() => {
    if (!nextGroupsCursor) return;
    void fetchMore({
      variables: { after: nextGroupsCursor, first: initialFetch },
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
  }, [fetchMore, nextGroupsCursor, initialFetch]);
  // What the page draws from its reads, as one value: drawn together or not at all (drawn-in-slices.ts). A new answer
  // is drawn in a render of its own, cut into slices, not in the task that cached it — but the first answer over the
  // placeholders (the first screen) at once; whether more rows follow travels with the rows drawn, so a key press
  // waiting for the next row is not dropped.
  const read = useReadDrawnInSlices(
    useMemo(
      () => ({ data, loading, error, nextGroupsCursor, restOfPageComing, restOfPageFailed }),
      [data, loading, error, nextGroupsCursor, restOfPageComing, restOfPageFailed],
    ),
  );
  // The page refetch (PageView) acts on the page request's query: it keeps that query's groups — those fetchMore added
  // too, before they are drawn — not the count drawn from the deferred read, nor the first screen's; with no answer yet
  // the page request asks for its first groups.
  const refetchGroupCount = fullPage?.groups.edges.length ?? initialFetch;
  return { full, read, refetchGroupCount, loadMoreGroups, retryRestOfPage };
}

/** What a list page draws from its reads, as one value (usePageQueries). */
type PageRead = ReturnType<typeof usePageQueries>['read'];

/** The Guide's live rows follow each channel's current broadcast as it changes. */
function useGuideBroadcasts(pageType: PageType): ReadonlyMap<string, TileFieldsFragment> {
  const [broadcasts, setBroadcasts] = useState<ReadonlyMap<string, TileFieldsFragment>>(new Map());
  useSubscription(ChannelCurrentBroadcastUpdatedDocument, {
    skip: pageType !== 'GUIDE',
    onData: ({ data: pushed }) => {
      const channel = pushed.data?.channelCurrentBroadcastUpdated;
      const broadcast = channel?.currentBroadcast;
      if (channel && broadcast) setBroadcasts((known) => new Map(known).set(channel.channelId, broadcast));
    },
  });
  return broadcasts;
}

/** The page before it loaded: its title over the placeholders, the failure with Retry, or Not found. */
function PageStatusSection({ pageType, title, state, onRetry }: { pageType: PageType; title: string; state: ReturnType<typeof pageLoadState>; onRetry: () => void }) {
  return (
    <section className="browse-page" aria-labelledby={PAGE_TITLE_ID} aria-busy={state === 'loading' || undefined}>
      <h1 id={PAGE_TITLE_ID}>{title}</h1>
      {state === 'failed' ? <PageFailed onRetry={onRetry} /> : state === 'not-found' ? <PageNotFound /> : <PagePlaceholders pageType={pageType} />}
    </section>
  );
}

/**
 * A page's groups by where they are drawn: the hero, the Guide's Favorite channels row (above the fixed-height channel
 * rows, at its own height), the rows, and of those the ones above the Guide's channel rows (Recently Watched) and the
 * channel rows; and the rows whose art loads at once (the first screen's: the Guide's largest paint is a tile's art).
 */
function pageRows(pageType: PageType, groups: TileRow_GroupFragment[]) {
  const heroGroup = groups.find(isHeroGroup);
  const favoritesGroup = pageType === 'GUIDE' ? groups.find((group) => group.title === GUIDE_FAVORITES_ROW_TITLE) : undefined;
  const rows = groups.filter((group) => group !== heroGroup && group !== favoritesGroup);
  const firstChannelRow = rows.findIndex((group) => group.channel);
  const leadingRows = firstChannelRow > 0 ? rows.slice(0, firstChannelRow) : [];
  const eagerArt = eagerArtRowIds(favoritesGroup ? [favoritesGroup, ...rows] : rows, { hero: heroGroup !== undefined });
  return { heroGroup, favoritesGroup, rows, leadingRows, channelRows: rows.slice(leadingRows.length), eagerArt };
}

interface PageContentProps extends Pick<PageViewProps, 'pageType' | 'title' | 'emptyText' | 'header' | 'titleInHeader'> {
  virtualize: boolean;
  /** The page's name while it has no answer (PageView's shownTitle). */
  statusTitle: string;
  read: PageRead;
  broadcasts: ReadonlyMap<string, TileFieldsFragment>;
  loadMoreGroups: () => void;
  retryRestOfPage: () => void;
  retryPage: () => void;
}

/**
 * What a list page draws from its read. A memo: a render of PageView that draws the read already drawn (the deferred
 * value catching up with the first answer drawn at once, or the render of a new answer that still draws the old one)
 * draws nothing again.
 */
const PageContent = memo(function PageContent(props: PageContentProps) {
  const { pageType, title, statusTitle, emptyText, header, titleInHeader, virtualize, read, broadcasts, loadMoreGroups, retryRestOfPage, retryPage } = props;
  const { data, loading, error, nextGroupsCursor, restOfPageComing, restOfPageFailed } = read;
  const { viewer, now } = useTileContext();
  const page = data?.page ?? null;
  const state = pageLoadState({ hasPage: page !== null, loading, failed: error !== undefined });
  if (!page) {
    return <PageStatusSection pageType={pageType} title={statusTitle} state={state} onRetry={retryPage} />;
  }

  const groups = page.groups.edges.map((edge) => {
    const channelId = edge.node.channel?.channelId;
    const broadcast = channelId ? broadcasts.get(channelId) : undefined;
    return channelId && broadcast ? withCurrentBroadcast(edge.node, channelId, broadcast) : edge.node;
  });
  const { heroGroup, favoritesGroup, rows, leadingRows, channelRows, eagerArt } = pageRows(pageType, groups);
  const hasTiles = rows.some((group) => group.tiles.edges.length > 0);
  const rowsFailed = restOfPageFailed ? <PageFailed text={PAGE_REST_FAILED_TEXT} onRetry={retryRestOfPage} /> : null;
  const renderRow = (group: TileRow_GroupFragment) =>
    pageType === 'GUIDE' && group.title === GUIDE_FAVORITES_ROW_TITLE ? (
      <GuideFavoritesRow key={group.id} group={group} note={guideFavoritesNote({ needsEmail: viewer.needsEmail, favoriteCount: group.tiles.edges.length })}>
        <TileRow group={group} pageType={pageType} viewer={viewer} now={now} disabled eagerArt={eagerArt.has(group.id)} />
      </GuideFavoritesRow>
    ) : (
      <TileRow key={group.id} group={group} pageType={pageType} viewer={viewer} now={now} eagerArt={eagerArt.has(group.id)} />
    );
  return (
    <section className="browse-page" data-page-type={pageType} aria-labelledby={PAGE_TITLE_ID}>
      {titleInHeader?.(page) ? null : (
        <h1 id={PAGE_TITLE_ID} className={heroGroup ? 'visually-hidden' : undefined}>
          {page.title ?? title}
        </h1>
      )}
      {heroGroup ? <HeroCarousel tiles={heroGroup.tiles.edges.map((edge) => edge.node)} viewer={viewer} now={now} /> : null}
      {header?.(page, { hasTiles })}
      {favoritesGroup ? renderRow(favoritesGroup) : null}
      {!hasTiles && !heroGroup ? (
        <p className="empty-state">{emptyText ?? page.emptyMessage ?? 'No content.'}</p>
      ) : virtualize ? (
        <>
          {/* The rows above the channels (Recently Watched) are few and of their own height: drawn as they are. */}
          {leadingRows.map(renderRow)}
          <VirtualRows
            items={channelRows} rowHeight={GUIDE_ROW_HEIGHT_PX}
            keyOf={(group) => group.id}
            render={renderRow}
            // More groups only onto the page request's answer drawn: its next groups are known a render before the
            // rows drawn stop being the first screen's, whose end the window may already reach.
            onEndReached={nextGroupsCursor !== null ? loadMoreGroups : undefined}
            rowsComing={restOfPageComing}
            rowsFailed={rowsFailed}
          />
        </>
      ) : (
        <ProgressiveRows
          items={rows}
          keyOf={(group) => group.id}
          render={renderRow}
          onEndReached={loadMoreGroups}
          hasMoreToLoad={nextGroupsCursor !== null}
          rowsComing={restOfPageComing}
          rowsFailed={rowsFailed}
        />
      )}
    </section>
  );
});

/** A list page from the `page` query with the spec's capabilities, variables and fetch policy (app/lib/tiles). */
export function PageView({ pageType, typeId, filterId, sorterId, title, emptyText, header, titleInHeader, virtualize = false }: PageViewProps) {
  const settings = pageSettings(pageType);
  const { read, refetchGroupCount, full: { previousData, refetch }, loadMoreGroups, retryRestOfPage } = usePageQueries(pageType, { typeId, filterId, sorterId }, settings.initialFetch);
  usePageRefetch({
    pageType,
    groupCount: refetchGroupCount,
    initialGroupCount: settings.initialFetch,
    refetch: async (first) => {
      const result = await refetch(first === undefined ? undefined : { first });
      return result.data?.page?.groups.status ?? null;
    },
  });
  const broadcasts = useGuideBroadcasts(pageType);
  // A failed refetch keeps the name the page had; before any answer the route's own name stands in.
  const shownTitle = read.data?.page?.title ?? previousData?.page?.title ?? title;
  usePageTitle(shownTitle);
  const retryPage = useCallback(() => void refetch(), [refetch]);
  const content = { pageType, title, emptyText, header, titleInHeader, virtualize, read, broadcasts, loadMoreGroups, retryRestOfPage, retryPage };
  return <PageContent {...content} statusTitle={shownTitle} />;
}
