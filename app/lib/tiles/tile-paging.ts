import type { ConnectionStatus } from '../../../generated/graphql/operations.ts';
import { tileListRefetchCount } from '../state/tile-list-refetch.ts';

/** One page of a group asked for by cursor: forward (first/after) or backward (last/before). */
export type TilePageRequest = { kind: 'after'; cursor: string } | { kind: 'before'; cursor: string };

/**
 * What a tile group shows beyond the page query's first page:
 * `pages` in display order around the base page; `refetchCount` set once a list was refetched (the base page
 * then comes from the Tiles query with that count); `handled` lists stale answers already acted on.
 */
export interface TilePagingState {
  pages: TilePageRequest[];
  refetchCount: number | null;
  handled: string[];
}

export type TilePagingAction =
  | { type: 'next'; cursor: string }
  | { type: 'previous'; cursor: string }
  /** A shown list answered with a status: STALE/MISSING refetch it (tileListRefetchCount). */
  | { type: 'status'; source: string; status: ConnectionStatus; currentLength: number; initialCount: number }
  | { type: 'reset' };

export const INITIAL_TILE_PAGING: TilePagingState = { pages: [], refetchCount: null, handled: [] };

/**
 * Rows and grids keep what they loaded: next appends a page after the last, previous prepends one before the
 * first, so paging never takes away tiles the viewer already saw (and focus on them survives).
 */
export function tilePagingReducer(state: TilePagingState, action: TilePagingAction): TilePagingState {
  switch (action.type) {
    case 'next':
      return { ...state, pages: [...state.pages, { kind: 'after', cursor: action.cursor }] };
    case 'previous':
      return { ...state, pages: [{ kind: 'before', cursor: action.cursor }, ...state.pages] };
    case 'status': {
      if (state.handled.includes(action.source)) return state;
      const count = tileListRefetchCount(action.status, action.currentLength, action.initialCount);
      if (count === null) return state;
      return { pages: [], refetchCount: count, handled: [...state.handled, action.source] };
    }
    case 'reset':
      return { ...INITIAL_TILE_PAGING, handled: state.handled };
  }
}

/** The Tiles query variables of a page request: `last`/`before` backward, `first`/`after` forward. */
export function tilePageVariables(tileGroupId: string, request: TilePageRequest, pageSize: number) {
  return request.kind === 'before'
    ? { tileGroupId, last: pageSize, before: request.cursor }
    : { tileGroupId, first: pageSize, after: request.cursor };
}

/** A stable key for an answered list, so one stale answer triggers one refetch. */
export function tileListSource(tileGroupId: string, request: TilePageRequest | 'base' | number, startCursor: string | null | undefined): string {
  const part = typeof request === 'object' ? `${request.kind}:${request.cursor}` : String(request);
  return `${tileGroupId}|${part}|${startCursor ?? ''}`;
}
