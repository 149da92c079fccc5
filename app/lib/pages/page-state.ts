/**
 * What a page shows before (or instead of) its content, from its query's answer. A page query that answered
 * with a null page and no error is the not-found case: an unknown collection, collection-group, show,
 * channel or episode id. It never keeps showing placeholders once the query has settled.
 */
export type PageLoadState = 'loading' | 'failed' | 'not-found' | 'ready';

export interface PageQueryAnswer {
  /** The query returned a page (or a previous page is still on screen). */
  hasPage: boolean;
  /** The query is in flight. */
  loading: boolean;
  /** The query failed (a network fault or a GraphQL error). */
  failed: boolean;
}

export function pageLoadState({ hasPage, loading, failed }: PageQueryAnswer): PageLoadState {
  if (hasPage) return 'ready';
  if (loading) return 'loading';
  if (failed) return 'failed';
  return 'not-found';
}

/** What a page says when its id does not resolve (detail and list pages alike). */
export const PAGE_NOT_FOUND_TEXT = 'This page is not available.';
/** What a page says when its query failed; the page keeps its own name as heading and offers Try Again. */
export const PAGE_FAILED_TEXT = 'Something went wrong loading this page.';
/**
 * What a page says where the rows below its first screen would follow when their request failed (Home's page request,
 * after its first-screen request): the rows drawn stay, with Try Again under them.
 */
export const PAGE_REST_FAILED_TEXT = 'Something went wrong loading the rest of this page.';
