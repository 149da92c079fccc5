import { PATHS, PLAYER_BASE } from './routes.ts';

/** Query parameters every router keeps across navigation. */
export const KEPT_QUERY_PARAMS = ['categoryId', 'debug', 'ack'] as const;

/** The kept query parameters (categoryId, debug, ack) of a search string, in that order. */
export function keptQueryParams(search: string | URLSearchParams): URLSearchParams {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of KEPT_QUERY_PARAMS) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/** An ack value acknowledges a notification and is then removed from the path. */
export function withoutAck(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('ack');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Appends query parameters to a path ('' when there are none). */
export function withQuery(path: string, params: URLSearchParams | Record<string, string | undefined>): string {
  const query =
    params instanceof URLSearchParams
      ? params
      : new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Show ids have '=' characters stripped. */
export function stripShowId(id: string): string {
  return id.replaceAll('=', '');
}

/** A show link: '=' stripped from the id; `filter` added when given. */
export function showPath(id: string, filter?: string): string {
  return withQuery(`${PLAYER_BASE}/show/${encodeURIComponent(stripShowId(id))}`, { filter: filter || undefined });
}

/** A collection link lowercases and trims the filter. */
export function collectionPath(id: string, filter?: string): string {
  const normalized = filter?.trim().toLowerCase();
  return withQuery(`${PLAYER_BASE}/collection/${encodeURIComponent(id)}`, { filter: normalized || undefined });
}

/** The generic tile-group route segment for a link type: TILE_GROUP → 'collection', others lowercased. */
export function tileGroupSegment(linkType: string): string {
  return linkType === 'TILE_GROUP' ? 'collection' : linkType.toLowerCase();
}

/** /player/{tileGroup}/{id} for a link type and id. */
export function tileGroupPath(linkType: string, id: string): string {
  return `${PLAYER_BASE}/${tileGroupSegment(linkType)}/${encodeURIComponent(id)}`;
}

/** Route parameter names and the page each maps to. */
export type RouteParamName = 'playableId' | 'broadcastId' | 'episode' | 'channel' | 'presentation';

/** playableId, broadcastId and presentation → presentation page; episode → episode page; channel → channel page. */
export function pathForRouteParam(name: RouteParamName, value: string): string {
  const page = name === 'episode' ? 'episode' : name === 'channel' ? 'channel' : 'presentation';
  return `${PLAYER_BASE}/${page}/${encodeURIComponent(value)}`;
}

/** Logout path with its post-logout target (the login authenticate path, or the root). */
export function logoutPath(toAuthenticate: boolean): string {
  return withQuery(PATHS.logout, { target: toAuthenticate ? PATHS.loginAuthenticate : '/' });
}
