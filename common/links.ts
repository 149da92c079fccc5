/**
 * In-app URL rules: the paths of the web app's pages that the app navigates to and that the mock world
 * writes into contract answers (share URLs, tile paths, upgrade targets). One set of rules for both, so a
 * link the mock world hands out is one the app routes. The route table itself is the app's
 * (app/lib/routing/route-table.ts); these builders follow it.
 */

/** Every page of the web app sits under this path. */
export const PLAYER_BASE = '/player';

/** The spec's top-level user sub-paths: /settings, /switch, … each stands for its /player/user/… page. */
export const USER_SUB_PATHS = ['settings', 'switch', 'account', 'channels', 'reactivate', 'do-not-sell'] as const;

/**
 * Whether a page load of this path gets the web app's page (its index.html, the router then draws the route): every
 * path under /player and the top-level user sub-paths, but never a file (a last segment with a dot). The dev server,
 * the mock build's preview and the production-like preview all serve by this one rule.
 */
export function isAppPagePath(pathname: string): boolean {
  if (pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')) return false;
  return pathname.startsWith(`${PLAYER_BASE}/`) || USER_SUB_PATHS.some((name) => pathname === `/${name}`);
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

export function channelPath(id: string): string {
  return `${PLAYER_BASE}/channel/${encodeURIComponent(id)}`;
}

export function episodePath(id: string): string {
  return `${PLAYER_BASE}/episode/${encodeURIComponent(id)}`;
}

export function presentationPath(id: string): string {
  return `${PLAYER_BASE}/presentation/${encodeURIComponent(id)}`;
}

export function collectionGroupPath(id: string): string {
  return `${PLAYER_BASE}/collection-group/${encodeURIComponent(id)}`;
}

/** The player route for a playable asset: /player/player/{type, lower case}/{id}. */
export function playerPath(assetType: string, assetId: string): string {
  return `${PLAYER_BASE}/player/${assetType.toLowerCase()}/${encodeURIComponent(assetId)}`;
}

/** The account page, where upgrades and add-ons are bought. */
export const ACCOUNT_PATH = `${PLAYER_BASE}/user/account`;

/** The generic tile-group route segment for a link type: TILE_GROUP → 'collection', others lowercased. */
export function tileGroupSegment(linkType: string): string {
  return linkType === 'TILE_GROUP' ? 'collection' : linkType.toLowerCase();
}

/** /player/{tileGroup}/{id} for a link type and id. */
export function tileGroupPath(linkType: string, id: string): string {
  return `${PLAYER_BASE}/${tileGroupSegment(linkType)}/${encodeURIComponent(id)}`;
}

/** Home, where a link with no better target lands. */
export const HOME_PATH = `${PLAYER_BASE}/mytv`;

/** The saved shows page. */
export const SAVED_PATH = `${PLAYER_BASE}/saved`;

/**
 * Where the production app finds the native-app store badges (the Settings page's Get the apps): the storage
 * path beside the site. The mock build draws its own under /mock-images/badge; the standalone mock server also
 * answers this path, as storage would, so the production-like preview shows them.
 */
export const STORE_BADGE_PATH = '/images/badges';
