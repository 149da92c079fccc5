import './tiles.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type { ConnectionStatus, PageType, TileCard_TileFragment, TileList_ConnectionFragment, TileRow_GroupFragment } from '../../generated/graphql/operations.ts';
import { PageDocument } from '../../generated/graphql/documents/PageDocument.ts';
import { RemoveFromRecentPresentationsDocument } from '../../generated/graphql/documents/RemoveFromRecentPresentationsDocument.ts';
import { TilesDocument } from '../../generated/graphql/documents/TilesDocument.ts';
import { gridColumns, gridShape } from '../lib/tiles/grid-columns.ts';
import { tileArtShape, type TileArtShape } from '../lib/tiles/tile-art.ts';
import { pageSettings } from '../../common/page-settings.ts';
import { PLACEHOLDER_TILES_PER_ROW } from '../lib/constants.ts';
import type { Viewer } from './hooks/useViewer.ts';
import { INITIAL_TILE_PAGING, tilePageVariables, tilePagingReducer, tileListSource, type TilePageRequest } from '../lib/tiles/tile-paging.ts';
import { keepWatchingRemoveErrorText, removeFromKeepWatching } from '../lib/tiles/keep-watching.ts';
import { useToasts } from '../kit/ShellProvider.tsx';
import { FavoriteChannelButton } from './FavoriteChannelButton.tsx';
import { PlaceholderTiles } from './Placeholders.tsx';
import { TileCard } from './TileCard.tsx';
import { TILE_LIST_ATTRIBUTE, useTileNavigation } from './hooks/useTileNavigation.ts';
import { RowChevrons } from './RowChevrons.tsx';
import { TILE_SLOT_ID_ATTRIBUTE, useRowArt, type RowArt } from './hooks/useRowArt.ts';
import { useLoadNearEnd } from './hooks/useLoadNearEnd.ts';

interface RowContext {
  viewer: Viewer;
  now: Date;
  pageType: PageType;
  groupBehaviors: TileRow_GroupFragment['behaviors'];
  /** The row's tile group: a play from it names it, so the player can go on to the next tile. */
  tileGroupId: string;
  onRemove: (tile: TileCard_TileFragment) => void;
  /** Whose art a row loads (useRowArt). */
  art: RowArt;
}

function Tiles({ connection, context }: { connection: TileList_ConnectionFragment; context: RowContext }) {
  return (
    <>
      {connection.edges.map((edge) => (
        <li
          key={edge.node.id}
          ref={context.art.observe}
          className="tile-slot"
          data-art={tileArtShape(edge.node)}
          {...{ [TILE_SLOT_ID_ATTRIBUTE]: edge.node.id }}
        >
          <TileCard
            showArt={context.art.withArt === null || context.art.withArt.has(edge.node.id)}
            tile={edge.node}
            viewer={context.viewer}
            now={context.now}
            pageType={context.pageType}
            groupBehaviors={context.groupBehaviors}
            tileGroupId={context.tileGroupId}
            onRemove={context.onRemove}
          />
        </li>
      ))}
    </>
  );
}

/** A paging control: a narrow end of the row (never a tile's slot), or a full line of a grid. */
function PageButton(props: { direction: 'next' | 'previous'; title: string; grid: boolean; onClick: (button: HTMLButtonElement) => void }) {
  const label = props.direction === 'next' ? (props.grid ? 'Load more' : 'Next') : props.grid ? 'Load previous' : 'Previous';
  return (
    <li className={props.direction === 'next' ? 'tile-next' : 'tile-previous'}>
      <button
        type="button"
        className={props.direction === 'next' ? 'load-next' : 'load-previous'}
        onClick={(event) => props.onClick(event.currentTarget)}
      >
        {props.grid ? (
          label
        ) : (
          <>
            <span aria-hidden="true">{props.direction === 'next' ? '›' : '‹'}</span>
            <span className="visually-hidden">{label}</span>
          </>
        )}
        <span className="visually-hidden"> {props.title}</span>
      </button>
    </li>
  );
}

/** Shown while a Tiles query is in flight (tiles LOADING show a spinner). */
function TilesSpinner() {
  return (
    <li className="tile-spinner">
      <span role="status" className="spinner-status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading tiles</span>
      </span>
    </li>
  );
}

interface ListProps {
  title: string;
  grid: boolean;
  /** The first shown list offers Previous, the last Next. */
  isFirst: boolean;
  isLast: boolean;
  onNext: (cursor: string, button: HTMLButtonElement) => void;
  onPrevious: (cursor: string, button: HTMLButtonElement) => void;
  /** The last shown list reports the cursor of the page after it (null: none, or not known yet). */
  onNextAvailable: (cursor: string | null) => void;
  /** Every answered list reports its status and a key that identifies the answer. */
  onStatus: (source: string, status: ConnectionStatus) => void;
  context: RowContext;
}

function ConnectionTiles({ connection, source, ...props }: ListProps & { connection: TileList_ConnectionFragment; source: string }) {
  const { pageInfo, status } = connection;
  const { onStatus, onNextAvailable, isLast } = props;
  useEffect(() => {
    onStatus(source, status);
  }, [onStatus, source, status]);
  const nextCursor = pageInfo.hasNextPage && pageInfo.endCursor ? pageInfo.endCursor : null;
  useEffect(() => {
    if (isLast) onNextAvailable(nextCursor);
  }, [isLast, nextCursor, onNextAvailable]);
  return (
    <>
      {props.isFirst && pageInfo.hasPreviousPage && pageInfo.startCursor ? (
        <PageButton direction="previous" title={props.title} grid={props.grid} onClick={(button) => props.onPrevious(pageInfo.startCursor ?? '', button)} />
      ) : null}
      <Tiles connection={connection} context={props.context} />
      {props.isLast && pageInfo.hasNextPage && pageInfo.endCursor ? (
        <PageButton direction="next" title={props.title} grid={props.grid} onClick={(button) => props.onNext(pageInfo.endCursor ?? '', button)} />
      ) : null}
    </>
  );
}

/** A page of a group from the Tiles query (a watched query: pushes update it too): by cursor, or a refetch by count. */
function TilesPage({ tileGroupId, request, pageSize, ...props }: ListProps & { tileGroupId: string; request: TilePageRequest | number; pageSize: number }) {
  const variables = typeof request === 'number' ? { tileGroupId, first: request } : tilePageVariables(tileGroupId, request, pageSize);
  const { data, loading } = useQuery(TilesDocument, {
    variables,
    fetchPolicy: typeof request === 'number' ? 'network-only' : 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  if (!data) {
    return loading ? (
      <>
        <TilesSpinner />
        <PlaceholderTiles count={PLACEHOLDER_TILES_PER_ROW} />
      </>
    ) : null;
  }
  return (
    <>
      <ConnectionTiles {...props} connection={data.tiles} source={tileListSource(tileGroupId, request, data.tiles.pageInfo.startCursor)} />
      {loading ? <TilesSpinner /> : null}
    </>
  );
}

function useGridColumns(enabled: boolean, shape: TileArtShape) {
  const ref = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(2);
  // Measured before the browser paints: a grid first drawn with the default 2 columns and then re-flowed moves every
  // tile on screen (a layout shift of 0.25 on a show page whose episodes arrive late).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setColumns(gridColumns(element.clientWidth, shape));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, shape]);
  return { ref, columns };
}

interface Props {
  group: TileRow_GroupFragment;
  pageType: PageType;
  viewer: Viewer;
  now: Date;
  /** The 'Favorite channels' row on the guide is shown disabled. */
  disabled?: boolean;
}

/**
 * A row (or grid, by layout) of tiles paged by cursor with the Tiles query: Next / Load more appends a page,
 * Previous / Load previous prepends one, so what was loaded stays. A STALE or MISSING list is refetched with
 * tileListRefetchCount (STALE: the current length; MISSING: the page type's initial count). The cards are one
 * keyboard stop per list, moved between with the arrow keys (useTileNavigation); a row has edge chevrons.
 * Scrolling a row or grid near its end loads the next page too (useLoadNearEnd); a row loads the art of the
 * tiles near its view (useRowArt).
 */
export function TileRow({ group, pageType, viewer, now, disabled = false }: Props) {
  const client = useApolloClient();
  const toasts = useToasts();
  const grid = group.layout === 'GRID';
  const [paging, dispatch] = useReducer(tilePagingReducer, INITIAL_TILE_PAGING);
  const [removeFromKW] = useMutation(RemoveFromRecentPresentationsDocument);
  const shape = gridShape(group.tiles.edges.map((edge) => tileArtShape(edge.node)));
  const { ref, columns } = useGridColumns(grid, shape);
  useTileNavigation(ref);
  const art = useRowArt(ref, !grid);
  const focusAfterPaging = usePagingFocus(ref);
  const title = group.title ?? group.channel?.displayName ?? '';
  const { pageSize, initialTiles } = pageSettings(pageType);

  // Offered by the card only where ENABLE_KW_REMOVE is in force (the tile's or the group's behaviours).
  const onRemove = (tile: TileCard_TileFragment) => {
    const showId = tile.show?.showId;
    if (!showId) return;
    void removeFromKeepWatching(() => removeFromKW({ variables: { showId } })).then((outcome) => {
      if (outcome === 'removed') {
        dispatch({ type: 'reset' });
        void client.refetchQueries({ include: [PageDocument, TilesDocument] });
      } else if (outcome === 'failed') {
        toasts.show(keepWatchingRemoveErrorText(tile.title ?? 'this show'));
      }
    });
  };
  const context: RowContext = { viewer, now, pageType, groupBehaviors: group.behaviors, tileGroupId: group.id, onRemove, art };
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

  // What is shown, in order: the pages loaded before the base page, the base page, the pages after it.
  const lists: (TilePageRequest | 'base')[] = [
    ...paging.pages.filter((page) => page.kind === 'before'),
    'base',
    ...paging.pages.filter((page) => page.kind === 'after'),
  ];
  const listProps = (index: number): ListProps => ({
    title,
    grid,
    isFirst: index === 0,
    isLast: index === lists.length - 1,
    onNext,
    onPrevious,
    onNextAvailable,
    onStatus,
    context,
  });

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
        ) : paging.refetchCount !== null ? (
          <TilesPage key={`refetch:${paging.refetchCount}`} {...listProps(index)} tileGroupId={group.id} request={paging.refetchCount} pageSize={pageSize} />
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
        {group.channel && group.type === 'GUIDE' ? <FavoriteChannelButton channel={group.channel} needsEmail={viewer.needsEmail} /> : null}
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
}

/**
 * After a paging control had the focus, the focus goes to the first card the new page brought (the card after
 * the last old one, or before the first), once it has arrived; the control itself leaves the list meanwhile.
 */
function usePagingFocus(listRef: RefObject<HTMLUListElement | null>) {
  const pending = useRef<{ anchor: Element; direction: 'next' | 'previous' } | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new MutationObserver(() => {
      const wanted = pending.current;
      if (!wanted) return;
      const cards = Array.from(list.querySelectorAll('.tile-slot'));
      const at = cards.indexOf(wanted.anchor);
      const target = cards[wanted.direction === 'next' ? at + 1 : at - 1]?.querySelector<HTMLElement>('[data-tile-focus]');
      if (at < 0 || !target) return;
      pending.current = null;
      target.focus();
    });
    observer.observe(list, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [listRef]);
  return (button: HTMLButtonElement, direction: 'next' | 'previous') => {
    const list = listRef.current;
    if (!list || button.ownerDocument.activeElement !== button) return;
    const cards = list.querySelectorAll('.tile-slot');
    const anchor = direction === 'next' ? cards[cards.length - 1] : cards[0];
    pending.current = anchor ? { anchor, direction } : null;
  };
}
