import { withQuery } from '../../../common/links.ts';
import { PATHS } from './route-table.ts';

// The in-app URL rules the mock world shares live in common/links.ts.
export {
  collectionPath,
  showPath,
  stripShowId,
  tileGroupPath,
  withQuery,
} from '../../../common/links.ts';

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

/** Logout path with its post-logout target (the login authenticate path, or the root). */
export function logoutPath(toAuthenticate: boolean): string {
  return withQuery(PATHS.logout, { target: toAuthenticate ? PATHS.loginAuthenticate : '/' });
}
