import type { PageQueryVariables, PageType } from '../../../generated/graphql/operations.ts';
import { pageQueryVariables, type PageAddress } from '../../../common/page-query.ts';
import { PATHS, PLAYER_BASE } from '../routing/route-table.ts';
import { firstScreenGroupCount } from './refetch-triggers.ts';

let viewportAtLoad: number | undefined;

/**
 * The window's height when the page loaded (0 outside a browser), which the Guide's first screen is counted for: the
 * entry's first read and the page's query ask for the same groups even if the window changes height between them.
 */
export function pageLoadViewportHeight(): number {
  viewportAtLoad ??= typeof window === 'undefined' ? 0 : window.innerHeight;
  return viewportAtLoad;
}

/**
 * The variables of a page's first-screen request (Home's and the Guide's: the page request's, for the groups its first
 * screen draws); null for a page that paints from its page request alone. The page's query and the entry's first read
 * (sent before Apollo Client loads) both take them from here, so the read answers the query. The Guide's count the
 * channel rows a window `viewportHeight` px tall shows.
 */
export function firstScreenVariables(pageType: PageType, address: PageAddress = {}, viewportHeight = pageLoadViewportHeight()): PageQueryVariables | null {
  const pageRequest = pageQueryVariables(pageType, address);
  const groups = firstScreenGroupCount(pageType, pageRequest.first ?? 0, viewportHeight);
  return groups === null ? null : { ...pageRequest, first: groups };
}

/** A path without its trailing slashes ('/' stays). */
function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether a page load at this path draws Home: its own path, or one the router sends there ('/', /player). */
function startsOnHome(pathname: string): boolean {
  const path = trimmed(pathname);
  return path === PATHS.home || path === PLAYER_BASE || path === '/' || path === '';
}

/** The Guide's own paths (the route table's `guide` and `live`). */
const GUIDE_PATHS: readonly string[] = [PATHS.guide, `${PLAYER_BASE}/live`];

/**
 * The `Page` read the entry sends at once for a page load at this path, before Apollo Client has loaded
 * (docs/decisions/0012-first-read-before-apollo.md): Home's first screen, or the Guide's (its page request, in a window
 * whose first screen draws as many groups); null on every other path, whose pages read when they mount. The page's own
 * first-screen query asks with the same variables, so the read answers it.
 */
export function firstReadVariables(pathname: string, viewportHeight = pageLoadViewportHeight()): PageQueryVariables | null {
  if (startsOnHome(pathname)) return firstScreenVariables('HOME');
  if (!GUIDE_PATHS.includes(trimmed(pathname))) return null;
  return firstScreenVariables('GUIDE', {}, viewportHeight) ?? pageQueryVariables('GUIDE');
}
