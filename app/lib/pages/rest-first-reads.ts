import { matchRoutes } from 'react-router-dom';
import { readUserDetails, type RestRead } from '../../api/rest/first-read.ts';
import { PATHS } from '../routing/route-table.ts';

/** The Account page's addresses: its own, and the top-level /account that leads there. */
const ACCOUNT_ROUTES = [{ path: PATHS.account }, { path: '/account' }];

/**
 * The REST reads a page load at this path sends at once, before the page's code has arrived (app/main.tsx): the
 * Account page's billing state (its largest paint is drawn from it) on the Account page's address, matched as the router
 * matches it; none elsewhere. At each route change the entry keeps only the reads of the new address (keepRestFirstReads).
 */
export function restFirstReads(pathname: string): RestRead<unknown>[] {
  return matchRoutes(ACCOUNT_ROUTES, pathname) ? [readUserDetails] : [];
}
