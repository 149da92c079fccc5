import type { PageType } from '../../../generated/graphql/operations.ts';

export type PageFetchPolicy = 'cache-and-network' | 'cache-first';

/** Saved changes from other devices and tabs, so it always revalidates; other pages trust the cache. */
export function pageFetchPolicy(pageType: PageType): PageFetchPolicy {
  return pageType === 'SAVED' ? 'cache-and-network' : 'cache-first';
}
