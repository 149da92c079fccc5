import '../search.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams, type Location, type NavigateFunction } from 'react-router-dom';
import type { TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';
import { SearchDropDownDocument } from '../../../../generated/graphql/documents/SearchDropDownDocument.ts';
import { BASE_TIME_UNIT_MS } from '../../../lib/constants.ts';
import { PLAYER_BASE } from '../../../lib/routing/route-table.ts';
import { withQuery } from '../../../lib/routing/links.ts';
import { channelSearchResults } from '../logic/channel-search-results.ts';
import { pageSettings } from '../../../../common/page-settings.ts';
import { PagePlaceholders, TileRow, useTileContext, type Viewer } from '../../../tiles/index.ts';
import { noResultsText, SEARCH_DEBOUNCE_MS, searchAnnouncement, searchHref } from '../logic/search-query.ts';
import { track } from '../../../kit/analytics/track.ts';

/** Channel results show at most 12 tiles; the rest are one 'View N results' link away. */
function capChannels(group: TileRow_GroupFragment, capped: boolean): { group: TileRow_GroupFragment; viewAll: string | null } {
  if (group.type !== 'CHANNEL' || !capped) return { group, viewAll: null };
  const total = group.totalCount ?? group.tiles.summary?.totalCount ?? group.tiles.edges.length;
  const { shown, viewAllLabel } = channelSearchResults(group.tiles.edges, total);
  if (!viewAllLabel) return { group, viewAll: null };
  return {
    group: { ...group, tiles: { ...group.tiles, edges: shown, pageInfo: { ...group.tiles.pageInfo, hasNextPage: false } } },
    viewAll: viewAllLabel,
  };
}

function viewAllHref(group: TileRow_GroupFragment, term: string): string {
  return withQuery(`${PLAYER_BASE}/search`, { filter: group.link?.filter ?? term, filterId: group.link?.filterId ?? 'channels' });
}

/** The typed term: it follows the URL when that changes by itself, and goes into the URL once typing pauses. */
function useSearchTerm(filter: string, navigate: NavigateFunction, location: Location) {
  const [term, setTerm] = useState(filter);
  const [seenFilter, setSeenFilter] = useState(filter);
  // The URL changed by itself (back/forward, a link): the field follows it.
  if (filter !== seenFilter) {
    setSeenFilter(filter);
    if (filter !== term.trim()) setTerm(filter);
  }

  useEffect(() => {
    if (term.trim() === filter) return;
    const timer = setTimeout(() => void navigate(searchHref(location.pathname, location.search, term), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, filter, navigate, location.pathname, location.search]);
  return [term, setTerm] as const;
}

/** The announcement to say: said one base unit after the results settle, once the rows have rendered. */
function useDelayedAnnouncement(pendingAnnouncement: string): string {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!pendingAnnouncement) return;
    const timer = setTimeout(() => setAnnounced(pendingAnnouncement), BASE_TIME_UNIT_MS);
    return () => clearTimeout(timer);
  }, [pendingAnnouncement]);
  return pendingAnnouncement && announced === pendingAnnouncement ? announced : '';
}

/** One group of results, with its 'View N results' link when its channels are capped. */
function SearchGroup({ group, capped, filter, viewer, now }: { group: TileRow_GroupFragment; capped: boolean; filter: string; viewer: Viewer; now: Date }) {
  const { group: shown, viewAll } = capChannels(group, capped);
  return (
    <div className="search-group">
      <TileRow group={shown} pageType="SEARCH" viewer={viewer} now={now} />
      {viewAll ? (
        <Link className="view-all-link" to={viewAllHref(group, filter)}>
          {viewAll}
        </Link>
      ) : null}
    </div>
  );
}

/** Search: results follow the typed term (debounced) through the `filter` parameter; Enter announces them. */
export function SearchView() {
  const { viewer, now } = useTileContext();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filter = search.get('filter') ?? '';
  const filterId = search.get('filterId');
  const [term, setTerm] = useSearchTerm(filter, navigate, location);
  const [announceFor, setAnnounceFor] = useState<string | null>(null);

  const settings = pageSettings('SEARCH');
  const { data, previousData, loading } = useQuery(SearchDropDownDocument, {
    variables: { pageType: 'SEARCH', filter, filterId: filterId ?? undefined, first: settings.initialFetch, initialTiles: settings.initialTiles },
    skip: filter === '',
  });
  const result = filter === '' ? null : (data ?? (loading ? previousData : undefined))?.searchDropDown;
  const groups = (result?.groups.edges ?? []).map((edge) => edge.node).filter((group) => group.tiles.edges.length > 0);
  const resultCount = groups.reduce((sum, group) => sum + (group.totalCount ?? group.tiles.summary?.totalCount ?? group.tiles.edges.length), 0);
  const settled = !loading && result !== undefined && result !== null;
  const stale = loading || term.trim() !== filter;
  const pendingAnnouncement = announceFor !== null && announceFor === filter && settled ? searchAnnouncement(filter, resultCount) : '';
  const announcement = useDelayedAnnouncement(pendingAnnouncement);

  return (
    <section className="browse-page search-page" data-page-type="SEARCH" aria-labelledby="page-title">
      <h1 id="page-title">Search</h1>
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = term.trim();
          if (trimmed !== filter) void navigate(searchHref(location.pathname, location.search, term), { replace: true });
          setAnnounceFor(trimmed);
          track('Search Submitted', { query: trimmed });
        }}
      >
        <input
          type="search"
          className="kit-input"
          name="filter"
          placeholder="Search"
          aria-label="Search"
          autoComplete="off"
          // Arriving at Search is asking to type: the field takes focus.
          autoFocus
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setAnnounceFor(null);
          }}
        />
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {filter === '' ? null : !result && loading ? (
        <PagePlaceholders pageType="SEARCH" />
      ) : groups.length === 0 && settled ? (
        <p className="empty-state">{noResultsText(filter, result?.emptyMessage)}</p>
      ) : (
        // Results of an earlier term stay until the new ones arrive, marked as out of date.
        <div className="search-results" aria-busy={stale || undefined} data-stale={stale || undefined}>
          {groups.map((group) => (
            <SearchGroup key={group.id} group={group} capped={filterId !== 'channels'} filter={filter} viewer={viewer} now={now} />
          ))}
        </div>
      )}
    </section>
  );
}
