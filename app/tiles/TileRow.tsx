import './tiles.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { memo, useCallback, useReducer, useRef, type RefObject } from 'react';
import type { ConnectionStatus, PageType, TileCard_TileFragment, TileRow_GroupFragment } from '../../generated/graphql/operations.ts';
import { PageDocument } from '../../generated/graphql/documents/PageDocument.ts';
import { RemoveFromRecentPresentationsDocument } from '../../generated/graphql/documents/RemoveFromRecentPresentationsDocument.ts';
import { TilesDocument } from '../../generated/graphql/documents/TilesDocument.ts';
import { gridShape } from '../lib/tiles/grid-columns.ts';
import { hiddenTileCountText, loadsMoreTiles, tilesShown } from '../lib/tiles/hidden-tiles.ts';
import { tileArtShape } from '../lib/tiles/tile-art.ts';
import { pageSettings } from '../../common/page-settings.ts';
import type { Viewer } from './hooks/useViewer.ts';
import { INITIAL_TILE_PAGING, tilePagingReducer, tileListSource, type TilePageRequest } from '../lib/tiles/tile-paging.ts';
import { keepWatchingRemoveErrorText, removeFromKeepWatching } from '../lib/tiles/keep-watching.ts';
import { useToasts } from '../kit/ShellProvider.tsx';
import { FavoriteChannelButton } from './FavoriteChannelButton.tsx';
import { TILE_LIST_ATTRIBUTE, useTileNavigation } from './hooks/useTileNavigation.ts';
import { RowChevrons } from './RowChevrons.tsx';
import { useRowArt } from './hooks/useRowArt.ts';
import { useLoadNearEnd } from './hooks/useLoadNearEnd.ts';
import { useGridColumns } from './hooks/useGridColumns.ts';
import { usePagingFocus } from './hooks/usePagingFocus.ts';
import { ConnectionTiles, TilesPage, type ListProps, type RowContext } from './TileList.tsx';

/** Offered by the card only where ENABLE_KW_REMOVE is in force (the tile's or the group's behaviours). */
function useKeepWatchingRemove(onRemoved: () => void) {
  const client = useApolloClient();
  const toasts = useToasts();
  const [removeFromKW] = useMutation(RemoveFromRecentPresentationsDocument);
  return (tile: TileCard_TileFragment) => {
    const showId = tile.show?.showId;
    if (!showId) return;
    void removeFromKeepWatching(() => removeFromKW({ variables: { showId } })).then((outcome) => {
      if (outcome === 'removed') {
        onRemoved();
        void client.refetchQueries({ include: [PageDocument, TilesDocument] });
      } else if (outcome === 'failed') {
        toasts.show(keepWatchingRemoveErrorText(tile.title ?? 'this show'));
      }
    });
  };
}

/**
 * The row's pages (tilePagingReducer): what a list's paging controls, its near-end scroll and its status report
 * ask for, and the lists shown, in order: the pages loaded before the base page, the base page, the pages after it.
 */
function useRowPaging(ref: RefObject<HTMLUListElement | null>, grid: boolean, initialTiles: number) {
  const [paging, dispatch] = useReducer(tilePagingReducer, INITIAL_TILE_PAGING);
  const focusAfterPaging = usePagingFocus(ref);
  // The next page's cursor, as the last shown list reports it; cleared while a next page is asked for.
  const nextCursor = useRef<string | null>(null);
  const onNextAvailable = useCallback((cursor: string | null) => {
    nextCursor.current = cursor;
  }, []);
  const onNext = (cursor: string, button: HTMLButtonElement) => {
    focusAfterPaging(button, 'next');
    nearEnd.disarm();
    nextCursor.current = null;
    dispatch({ type: 'next', cursor });
  };
  const nearEnd = useLoadNearEnd(ref, grid, () => {
    const cursor = nextCursor.current;
    if (!cursor) return false;
    nextCursor.current = null;
    dispatch({ type: 'next', cursor });
    return true;
  });
  const onPrevious = (cursor: string, button: HTMLButtonElement) => {
    focusAfterPaging(button, 'previous');
    dispatch({ type: 'previous', cursor });
  };
  const onStatus = useCallback(
    (source: string, status: ConnectionStatus) => {
      if (status !== 'STALE' && status !== 'MISSING') return;
      const currentLength = ref.current?.querySelectorAll('.tile:not(.tile-placeholder)').length ?? 0;
      dispatch({ type: 'status', source, status, currentLength, initialCount: initialTiles });
    },
    [ref, initialTiles],
  );
  const lists: (TilePageRequest | 'base')[] = [
    ...paging.pages.filter((page) => page.kind === 'before'),
    'base',
    ...paging.pages.filter((page) => page.kind === 'after'),
  ];
  const reset = () => dispatch({ type: 'reset' });
  return { lists, refetchCount: paging.refetchCount, reset, handlers: { onNext, onPrevious, onNextAvailable, onStatus } };
}

interface Props {
  group: TileRow_GroupFragment;
  pageType: PageType;
  viewer: Viewer;
  now: Date;
  /** The 'Favorite channels' row on the guide is shown disabled. */
  disabled?: boolean;
  /** The row is on the first screen: its art loads at once, not lazily (a page's first rows, eagerArtRowIds). */
  eagerArt?: boolean;
}

/**
 * A row (or grid, by layout) of tiles paged by cursor with the Tiles query: Next / Load more appends a page,
 * Previous / Load previous prepends one, so what was loaded stays. A STALE or MISSING list is refetched with
 * tileListRefetchCount (STALE: the current length; MISSING: the page type's initial count). The cards are one
 * keyboard stop per list, moved between with the arrow keys (useTileNavigation); a row has edge chevrons.
 * Scrolling a row or grid near its end loads the next page too (useLoadNearEnd); a row loads the art of the
 * tiles near its view (useRowArt).
 *
 * A memo: drawn again only when one of its props changes (or its own state, hooks or contexts), not whenever the page
 * around it is. A page draws again when the shell's read of the user answers (the tiles' viewer, useViewer), and
 * drawn then with the same group, viewer and time, every row and tile of Home's first screen was drawn again
 * synchronously (an external store's update is never cut into slices): the longest task of Home's load.
 */
export const TileRow = memo(function TileRow({ group, pageType, viewer, now, disabled = false, eagerArt = false }: Props) {
  const grid = group.layout === 'GRID';
  const shape = gridShape(group.tiles.edges.map((edge) => tileArtShape(edge.node)));
  const { ref, columns } = useGridColumns(grid, shape);
  useTileNavigation(ref);
  const art = useRowArt(ref, !grid);
  const title = group.title ?? group.channel?.displayName ?? '';
  const { pageSize, initialTiles } = pageSettings(pageType);
  const { lists, refetchCount, reset, handlers } = useRowPaging(ref, grid, initialTiles);
  const onRemove = useKeepWatchingRemove(reset);
  const context: RowContext = { viewer, now, pageType, groupBehaviors: group.behaviors, tileGroupId: group.id, onRemove, art, eagerArt };
  // Up to MAX_TILES_PER_LIST tiles; the last list's Next says how many are not shown yet ('99+' beyond 99).
  const shown = tilesShown(group.tiles.edges.length, refetchCount, lists.length - 1, pageSize);
  const more = { allowed: loadsMoreTiles(shown), hidden: hiddenTileCountText(group.tiles.summary?.totalCount, shown) };
  const listProps = (index: number): ListProps => ({ title, grid, isFirst: index === 0, isLast: index === lists.length - 1, ...handlers, context, more });

  const list = (
    <ul
      ref={ref}
      className={grid ? 'tile-grid' : 'tile-row-list'}
      style={grid ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
      data-shape={grid ? shape : undefined}
      aria-label={`${title} tiles`}
      {...{ [TILE_LIST_ATTRIBUTE]: '' }}
    >
      {lists.map((list, index) =>
        list !== 'base' ? (
          <TilesPage key={`${list.kind}:${list.cursor}`} {...listProps(index)} tileGroupId={group.id} request={list} pageSize={pageSize} />
        ) : refetchCount !== null ? (
          <TilesPage key={`refetch:${refetchCount}`} {...listProps(index)} tileGroupId={group.id} request={refetchCount} pageSize={pageSize} />
        ) : (
          <ConnectionTiles key="base" {...listProps(index)} connection={group.tiles} source={tileListSource(group.id, 'base', group.tiles.pageInfo.startCursor)} />
        ),
      )}
    </ul>
  );
  return (
    <section className="tile-group" data-layout={group.layout} aria-label={title} aria-disabled={disabled || undefined} inert={disabled} data-disabled={disabled || undefined}>
      <header className="tile-group-header">
        {group.channel?.images.small?.url ? <img className="channel-logo" src={group.channel.images.small.url} alt="" width={48} height={27} /> : null}
        <h2>{title}</h2>
        {group.channel && group.type === 'GUIDE' ? <FavoriteChannelButton channel={group.channel} /> : null}
      </header>
      {grid ? (
        list
      ) : (
        <div className="tile-row-frame">
          {list}
          <RowChevrons listRef={ref} title={title} />
        </div>
      )}
    </section>
  );
});
