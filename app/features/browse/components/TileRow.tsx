import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  PageDocument,
  RemoveFromRecentPresentationsDocument,
  TilesDocument,
  type PageType,
  type TileCard_TileFragment,
  type TileList_ConnectionFragment,
  type TileRow_GroupFragment,
} from '../../../../generated/graphql/operations.ts';
import { gridColumns } from '../../../lib/tiles/grid-columns.ts';
import { pageSettings } from '../../../lib/tiles/page-settings.ts';
import { PLACEHOLDER_TILES_PER_ROW } from '../../../lib/constants.ts';
import { canRemoveFromKeepWatching } from '../../../lib/tiles/tile-actions.ts';
import type { Viewer } from '../hooks/useViewer.ts';
import { FavoriteChannelButton } from './FavoriteChannelButton.tsx';
import { PlaceholderTiles } from './Placeholders.tsx';
import { TileCard } from './TileCard.tsx';

interface RowContext {
  viewer: Viewer;
  now: Date;
  onRemove?: (tile: TileCard_TileFragment) => void;
}

function Tiles({ connection, context }: { connection: TileList_ConnectionFragment; context: RowContext }) {
  return (
    <>
      {connection.edges.map((edge) => (
        <li key={edge.node.id}>
          <TileCard tile={edge.node} viewer={context.viewer} now={context.now} onRemove={context.onRemove} />
        </li>
      ))}
    </>
  );
}

function NextButton({ title, grid, onClick }: { title: string; grid: boolean; onClick: () => void }) {
  return (
    <li className="tile-next">
      <button type="button" className="load-next" onClick={onClick}>
        {grid ? 'Load more' : 'Next'}
        <span className="visually-hidden"> {title}</span>
      </button>
    </li>
  );
}

/** A further page of a group, after `after`, from the Tiles query (a watched query: pushes update it too). */
function TilesPage(props: { tileGroupId: string; after: string; first: number; isLast: boolean; title: string; grid: boolean; onNext: (cursor: string) => void; context: RowContext }) {
  const { data, loading } = useQuery(TilesDocument, { variables: { tileGroupId: props.tileGroupId, first: props.first, after: props.after } });
  if (!data) return loading ? <PlaceholderTiles count={PLACEHOLDER_TILES_PER_ROW} /> : null;
  const { pageInfo } = data.tiles;
  return (
    <>
      <Tiles connection={data.tiles} context={props.context} />
      {props.isLast && pageInfo.hasNextPage && pageInfo.endCursor ? (
        <NextButton title={props.title} grid={props.grid} onClick={() => props.onNext(pageInfo.endCursor ?? '')} />
      ) : null}
    </>
  );
}

function useGridColumns(enabled: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(2);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setColumns(gridColumns(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
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

/** A row (or grid, by layout) of tiles paged forward by cursor with the Tiles query. */
export function TileRow({ group, pageType, viewer, now, disabled = false }: Props) {
  const client = useApolloClient();
  const [cursors, setCursors] = useState<string[]>([]);
  const [removeFromKW] = useMutation(RemoveFromRecentPresentationsDocument);
  const grid = group.layout === 'GRID';
  const { ref, columns } = useGridColumns(grid);
  const title = group.title ?? group.channel?.displayName ?? '';
  const first = pageSettings(pageType).pageSize;

  const onRemove = canRemoveFromKeepWatching(group)
    ? (tile: TileCard_TileFragment) => {
        const showId = tile.show?.showId;
        if (!showId) return;
        void removeFromKW({ variables: { showId } }).then((result) => {
          if (result.data?.removeFromRecentPresentations) {
            setCursors([]);
            void client.refetchQueries({ include: [PageDocument, TilesDocument] });
          }
        });
      }
    : undefined;
  const context: RowContext = { viewer, now, onRemove };
  const { pageInfo } = group.tiles;
  const onNext = (cursor: string) => setCursors((list) => [...list, cursor]);

  return (
    <section className="tile-group" data-layout={group.layout} aria-label={title} aria-disabled={disabled || undefined} inert={disabled} data-disabled={disabled || undefined}>
      <header className="tile-group-header">
        {group.channel?.images.small?.url ? <img className="channel-logo" src={group.channel.images.small.url} alt="" width={48} height={27} /> : null}
        <h2>{title}</h2>
        {group.channel && group.type === 'GUIDE' ? <FavoriteChannelButton channel={group.channel} isUncredentialed={viewer.isUncredentialed} /> : null}
      </header>
      <ul
        ref={ref}
        className={grid ? 'tile-grid' : 'tile-row-list'}
        style={grid ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
        tabIndex={grid ? undefined : 0}
        aria-label={grid ? undefined : `${title} tiles`}
      >
        <Tiles connection={group.tiles} context={context} />
        {cursors.length === 0 && pageInfo.hasNextPage && pageInfo.endCursor ? (
          <NextButton title={title} grid={grid} onClick={() => onNext(pageInfo.endCursor ?? '')} />
        ) : null}
        {cursors.map((after, index) => (
          <TilesPage
            key={after}
            tileGroupId={group.id}
            after={after}
            first={first}
            isLast={index === cursors.length - 1}
            title={title}
            grid={grid}
            onNext={onNext}
            context={context}
          />
        ))}
      </ul>
    </section>
  );
}
