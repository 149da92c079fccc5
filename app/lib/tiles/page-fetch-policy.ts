import type { PageType } from '../../../generated/graphql/operations.ts';
import { TILE_PAGE_FRESH_MS } from '../constants.ts';

export type PageFetchPolicy = 'cache-and-network' | 'cache-first';

/** Saved changes from other devices and tabs, so it always revalidates; other pages trust the cache. */
export function pageFetchPolicy(pageType: PageType): PageFetchPolicy {
  return pageType === 'SAVED' ? 'cache-and-network' : 'cache-first';
}

/**
 * A page of tiles by cursor comes from the cache, unless it was fetched TILE_PAGE_FRESH_MS or longer ago: then it is
 * asked for again while the cached page shows (airings, progress and availability move on).
 */
export function tilePageFetchPolicy(fetchedAt: number | undefined, now: number): PageFetchPolicy {
  return fetchedAt !== undefined && now - fetchedAt >= TILE_PAGE_FRESH_MS ? 'cache-and-network' : 'cache-first';
}
