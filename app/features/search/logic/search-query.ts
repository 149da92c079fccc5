import { withQuery } from '../../../lib/routing/links.ts';

/** Typing settles this long before the results (and the `filter` parameter) follow. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Said when a term has no results. */
export const NO_RESULTS_TEXT = 'No Results';

/**
 * The search URL for a term: `filter` carries the (trimmed) term and is removed when empty; a changed term
 * drops the result-type filter (filterId) a 'View N results' link set; other parameters are kept.
 */
export function searchHref(pathname: string, current: string | URLSearchParams, term: string): string {
  const params = new URLSearchParams(current);
  const trimmed = term.trim();
  if (trimmed !== (params.get('filter') ?? '')) params.delete('filterId');
  if (trimmed) params.set('filter', trimmed);
  else params.delete('filter');
  return withQuery(pathname, params);
}

/** What the live region says when the user presses Enter. */
export function searchAnnouncement(term: string, resultCount: number): string {
  const trimmed = term.trim();
  if (!trimmed) return '';
  if (resultCount === 0) return `${NO_RESULTS_TEXT} for ${trimmed}`;
  return `${resultCount} ${resultCount === 1 ? 'result' : 'results'} for ${trimmed}`;
}

/** The visible empty state of a search: the server's message (or 'No Results') for the quoted term. */
export function noResultsText(term: string, message: string | null | undefined = NO_RESULTS_TEXT): string {
  const trimmed = term.trim();
  const said = message ?? NO_RESULTS_TEXT;
  return trimmed ? `${said} for “${trimmed}”` : said;
}
