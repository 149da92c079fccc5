/**
 * The variables of the `page` query every client sends (the web app's pages; the bench and the mock world's tests
 * send the same): the capabilities sent for a page type, its page settings, how many groups it asks for first and
 * the page-kind flag that selects its profile (show, channel, episode/presentation, saved). One rule, so what the
 * mock server is measured and tested with is what the app asks.
 */
import type { Capability, PageQueryVariables, PageType } from '../generated/graphql/operations.ts';
import { pageSettings } from './page-settings.ts';

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

/** The Guide asks for its first 10 groups; the rest load as the viewer scrolls (page size: the guide's initial fetch). */
export const GUIDE_INITIAL_GROUPS = 10;

/** How many groups a page asks for first: the Guide starts with its first 10 groups, the rest load as it scrolls. */
export function initialGroupCount(pageType: PageType, initialFetch: number): number {
  return pageType === 'GUIDE' ? Math.min(GUIDE_INITIAL_GROUPS, initialFetch) : initialFetch;
}

export interface PageAddress {
  typeId?: string | null;
  filterId?: string | null;
  sorterId?: string | null;
}

/** The variables of the `page` query for a page type and address. Every page of the app builds its request here. */
export function pageQueryVariables(pageType: PageType, { typeId, filterId, sorterId }: PageAddress = {}): PageQueryVariables {
  const settings = pageSettings(pageType);
  return {
    pageType,
    typeId: typeId ?? undefined,
    filterId: filterId ?? undefined,
    sorterId: sorterId ?? undefined,
    capabilities: pageCapabilities(pageType),
    initialTiles: settings.initialTiles,
    first: initialGroupCount(pageType, settings.initialFetch),
    isShowPage: pageType === 'SHOW',
    isChannelPage: pageType === 'CHANNEL',
    isEpisodePage: pageType === 'EPISODE' || pageType === 'PRESENTATION',
    isSavedPage: pageType === 'SAVED',
  };
}
