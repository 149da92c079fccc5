/** The lists a tile row shows: the tiles of one page of a group, its paging controls and its spinner. */
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import type { ConnectionStatus, PageType, TileCard_TileFragment, TileList_ConnectionFragment, TileRow_GroupFragment } from '../../generated/graphql/operations.ts';
import { TilesDocument } from '../../generated/graphql/documents/TilesDocument.ts';
import { PLACEHOLDER_TILES_PER_ROW } from '../lib/constants.ts';
import { tileArtShape } from '../lib/tiles/tile-art.ts';
import { tilePageVariables, tileListSource, type TilePageRequest } from '../lib/tiles/tile-paging.ts';
import { tilePageFetchPolicy, type PageFetchPolicy } from '../lib/tiles/page-fetch-policy.ts';
import type { Viewer } from './hooks/useViewer.ts';
import { TILE_SLOT_ID_ATTRIBUTE, type RowArt } from './hooks/useRowArt.ts';
import { PlaceholderTiles } from './Placeholders.tsx';
import { TileCard } from './TileCard.tsx';

/** When each page of tiles (by its query variables) was last answered, for tilePageFetchPolicy. */
const pagesFetchedAt = new Map<string, number>();

export interface RowContext {
  viewer: Viewer;
  now: Date;
  pageType: PageType;
  groupBehaviors: TileRow_GroupFragment['behaviors'];
  /** The row's tile group: a play from it names it, so the player can go on to the next tile. */
  tileGroupId: string;
  onRemove: (tile: TileCard_TileFragment) => void;
  /** Whose art a row loads (useRowArt). */
  art: RowArt;
  /** Whether that art loads at once rather than lazily (a row of the first screen). */
  eagerArt?: boolean;
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
            eagerArt={context.eagerArt}
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

/**
 * A paging control: a narrow end of the row (never a tile's slot), or a full line of a grid. Next shows how many of
 * the group's tiles are not shown yet ('+12', '+99+'), read as its description.
 */
function PageButton(props: { direction: 'next' | 'previous'; title: string; grid: boolean; hidden?: string | null; onClick: (button: HTMLButtonElement) => void }) {
  const label = props.direction === 'next' ? (props.grid ? 'Load more' : 'Next') : props.grid ? 'Load previous' : 'Previous';
  const countId = useId();
  return (
    <li className={props.direction === 'next' ? 'tile-next' : 'tile-previous'}>
      {props.hidden ? (
        <span id={countId} className="tile-hidden-count" aria-hidden="true">
          +{props.hidden}
          <span className="visually-hidden"> more tiles</span>
        </span>
      ) : null}
      <button
        type="button"
        className={props.direction === 'next' ? 'load-next' : 'load-previous'}
        aria-describedby={props.hidden ? countId : undefined}
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

export interface ListProps {
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
  /** Whether the row may load another page (MAX_TILES_PER_LIST), and its tiles not shown yet as Next says them. */
  more: { allowed: boolean; hidden: string | null };
}

export function ConnectionTiles({ connection, source, ...props }: ListProps & { connection: TileList_ConnectionFragment; source: string }) {
  const { pageInfo, status } = connection;
  const { onStatus, onNextAvailable, isLast } = props;
  useEffect(() => {
    onStatus(source, status);
  }, [onStatus, source, status]);
  const nextCursor = pageInfo.hasNextPage && pageInfo.endCursor && props.more.allowed ? pageInfo.endCursor : null;
  useEffect(() => {
    if (isLast) onNextAvailable(nextCursor);
  }, [isLast, nextCursor, onNextAvailable]);
  return (
    <>
      {props.isFirst && pageInfo.hasPreviousPage && pageInfo.startCursor ? (
        <PageButton direction="previous" title={props.title} grid={props.grid} onClick={(button) => props.onPrevious(pageInfo.startCursor ?? '', button)} />
      ) : null}
      <Tiles connection={connection} context={props.context} />
      {props.isLast && nextCursor ? (
        <PageButton direction="next" title={props.title} grid={props.grid} hidden={props.more.hidden} onClick={(button) => props.onNext(nextCursor, button)} />
      ) : null}
    </>
  );
}

/** A page of a group from the Tiles query (a watched query: pushes update it too): by cursor, or a refetch by count. */
export function TilesPage({ tileGroupId, request, pageSize, ...props }: ListProps & { tileGroupId: string; request: TilePageRequest | number; pageSize: number }) {
  const variables = typeof request === 'number' ? { tileGroupId, first: request } : tilePageVariables(tileGroupId, request, pageSize);
  const key = JSON.stringify(variables);
  // Asked for once per showing: a page fetched 15 minutes ago or more is fetched again (tilePageFetchPolicy).
  const [fetchPolicy] = useState<'network-only' | PageFetchPolicy>(() => (typeof request === 'number' ? 'network-only' : tilePageFetchPolicy(pagesFetchedAt.get(key), Date.now())));
  const { data, loading } = useQuery(TilesDocument, { variables, fetchPolicy, notifyOnNetworkStatusChange: true });
  useEffect(() => {
    if (data && !loading) pagesFetchedAt.set(key, Date.now());
  }, [data, loading, key]);
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
