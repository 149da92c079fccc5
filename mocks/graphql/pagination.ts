/**
 * Cursor paging over any keyed list (tile groups, page groups, channels, notifications), forward
 * (first/after) and backward (last/before), or positioned (initialCursor / the group's initial position).
 * Cursors are opaque (see ids.ts) and carry the list's version: a cursor issued before the list changed
 * answers STALE (the window is still placed by the item's key), a cursor of another list or an
 * unreadable one answers MISSING with the list's initial window.
 */
import type { ConnectionStatus, PageInfo } from '../../generated/graphql/schema.ts';
import { checkPageSize } from './context.ts';
import { decodeCursor, encodeCursor, fnv1a } from './ids.ts';

export interface PagingArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  initialCursor?: string | null;
}

export interface PagingOptions {
  /** Window size when neither first nor last is given. */
  defaultCount: number;
  /** Only the first `cap` items can be paged (search channel results: 12); totalCount stays true. */
  cap?: number;
  /** Where an unpositioned first load starts (TileGroup.initialTilePosition). */
  initialIndex?: number | null;
}

export interface WindowEdge {
  index: number;
  key: string;
  cursor: string;
}

export interface ListWindow {
  edges: WindowEdge[];
  pageInfo: PageInfo;
  status: ConnectionStatus;
  totalCount: number;
  initialRelativeIndex: number | null;
}

/** The version of a list: changes whenever its keys or their order change. */
export function listVersion(keys: readonly string[]): string {
  return fnv1a(keys.join('\u0001'));
}

export function pageWindow(scopeId: string, keys: readonly string[], args: PagingArgs, options: PagingOptions): ListWindow {
  checkPageSize(args.first);
  checkPageSize(args.last);
  const scope = fnv1a(scopeId);
  const version = listVersion(keys);
  const length = Math.min(keys.length, options.cap ?? Number.POSITIVE_INFINITY);
  let status: ConnectionStatus = 'VALID';

  const locate = (cursor: string): number | null => {
    const data = decodeCursor(cursor);
    if (!data || data.scope !== scope) {
      status = 'MISSING';
      return null;
    }
    if (data.version !== version) status = 'STALE';
    if (keys[data.index] === data.key) return data.index;
    const found = keys.indexOf(data.key);
    if (found >= 0) return found;
    status = 'STALE';
    return Math.min(data.index, Math.max(0, length - 1));
  };

  const initialStart = Math.min(Math.max(0, options.initialIndex ?? 0), Math.max(0, length - 1));
  let start = 0;
  let end = 0;
  let initialRelativeIndex: number | null = null;
  const reset = () => {
    start = initialStart;
    end = Math.min(length, start + (args.first ?? args.last ?? options.defaultCount));
    initialRelativeIndex = options.initialIndex != null ? 0 : null;
  };

  if (args.initialCursor && !args.after && !args.before) {
    const position = locate(args.initialCursor);
    if (position === null) reset();
    else {
      start = Math.min(position, length);
      end = Math.min(length, start + (args.first ?? options.defaultCount));
      initialRelativeIndex = 0;
    }
  } else if (args.after) {
    const position = locate(args.after);
    if (position === null) reset();
    else {
      start = Math.min(position + 1, length);
      end = Math.min(length, start + (args.first ?? options.defaultCount));
      if (args.before) {
        const limit = locate(args.before);
        if (limit !== null) end = Math.max(start, Math.min(end, limit));
      }
    }
  } else if (args.before) {
    const position = locate(args.before);
    if (position === null) reset();
    else {
      end = Math.min(position, length);
      start = Math.max(0, end - (args.last ?? args.first ?? options.defaultCount));
    }
  } else if (args.last != null && args.first == null) {
    end = length;
    start = Math.max(0, end - args.last);
  } else {
    reset();
    if (args.first != null && args.last != null) start = Math.max(start, end - args.last);
  }

  const edges: WindowEdge[] = [];
  for (let index = start; index < end; index += 1) {
    const key = keys[index] ?? '';
    edges.push({ index, key, cursor: encodeCursor({ scope, version, index, key }) });
  }
  return {
    edges,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: end < length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    status,
    totalCount: keys.length,
    initialRelativeIndex,
  };
}
