import type { PageQueryVariables, PageType } from '../../../generated/graphql/operations.ts';
import { matchRoutes } from 'react-router-dom';
import { pageQueryVariables } from '../../../common/page-query.ts';
import { PLAYER_BASE, ROUTE_TABLE, type RouteId } from '../routing/route-table.ts';

export type DetailPageType = Extract<PageType, 'SHOW' | 'CHANNEL' | 'EPISODE' | 'PRESENTATION'>;

/** The detail pages' routes of the route table, by the page type each reads; a show's options live in its query. */
const DETAIL_ROUTES: Partial<Record<RouteId, { pageType: DetailPageType; options: boolean }>> = {
  show: { pageType: 'SHOW', options: true },
  'show-old': { pageType: 'SHOW', options: true },
  channel: { pageType: 'CHANNEL', options: false },
  episode: { pageType: 'EPISODE', options: false },
  presentation: { pageType: 'PRESENTATION', options: false },
};

/**
 * The variables of the page query a page load at this address starts with, when it is a detail page's: what the page
 * sends (the id as the router reads it, a show's filterId and sorterId from the query); null elsewhere, and for a show
 * id with '=' (its page replaces the address with the clean one first). The entry reads it before Apollo Client and
 * the page's code have loaded (docs/decisions/0012-first-read-before-apollo.md).
 */
export function detailFirstReadVariables(pathname: string, search: string): PageQueryVariables | null {
  // Matched as the router matches the page (its ranking and its decoding of the path), so the id is the page's own.
  const routes = ROUTE_TABLE.flatMap((entry) => {
    const route = DETAIL_ROUTES[entry.id];
    return route ? [{ path: `${PLAYER_BASE}/${entry.path}`, route }] : [];
  });
  const match = matchRoutes(routes, pathname)?.at(-1);
  const typeId = match?.params.id;
  if (!match || typeId === undefined || typeId === '') return null;
  const { pageType, options } = match.route.route;
  if (pageType === 'SHOW' && typeId.includes('=')) return null;
  const params = new URLSearchParams(search);
  return pageQueryVariables(pageType, options ? { typeId, filterId: params.get('filterId'), sorterId: params.get('sorterId') } : { typeId });
}
