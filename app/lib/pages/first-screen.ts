import type { PageQueryVariables, PageType } from '../../../generated/graphql/operations.ts';
import { pageQueryVariables, type PageAddress } from '../../../common/page-query.ts';
import { pageSettings } from '../../../common/page-settings.ts';
import { PATHS, PLAYER_BASE } from '../routing/route-table.ts';
import { firstScreenGroupCount } from './refetch-triggers.ts';

/**
 * The variables of a page's first-screen request (Home: the page request's, for the groups its first screen draws);
 * null for a page that paints from its page request alone. The page's query and the entry's first read (sent before
 * Apollo Client loads) both take them from here, so the read answers the query.
 */
export function firstScreenVariables(pageType: PageType, address: PageAddress = {}): PageQueryVariables | null {
  const groups = firstScreenGroupCount(pageType, pageSettings(pageType).initialFetch);
  return groups === null ? null : { ...pageQueryVariables(pageType, address), first: groups };
}

/** Whether a page load at this path draws Home: its own path, or one the router sends there ('/', /player). */
export function startsOnHome(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === PATHS.home || path === PLAYER_BASE || path === '/' || path === '';
}
