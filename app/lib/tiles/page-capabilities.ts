import type { Capability, PageType } from '../../../generated/graphql/operations.ts';

/** Sent with every page query: the client can render all of these everywhere. */
export const ALWAYS_SENT_CAPABILITIES: readonly Capability[] = [
  'COLLECTION_TILE_GROUPS',
  'HERO_PROMOTION',
  'TILE_GROUP_LAYOUT',
  'COLLECTION_GROUPS',
  'OUT_OF_PLAN_CONTENT',
];

/** Capabilities that only the pages rendering them send (the server returns that content only when asked). */
const PAGE_SPECIFIC_CAPABILITIES: Partial<Record<PageType, readonly Capability[]>> = {
  SHOW: ['MOVIE_SHOWINGS'],
  PRESENTATION: ['MOVIE_SHOWINGS'],
  GUIDE: ['GUIDE_FILTERS_V2', 'GUIDE_RECENT_GROUP'],
};

/** The `capabilities` variable of the page query for a page type. */
export function pageCapabilities(pageType: PageType): Capability[] {
  return [...ALWAYS_SENT_CAPABILITIES, ...(PAGE_SPECIFIC_CAPABILITIES[pageType] ?? [])];
}
