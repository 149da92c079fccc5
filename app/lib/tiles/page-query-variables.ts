import type { PageQueryVariables, PageType } from '../../../generated/graphql/operations.ts';
import { pageCapabilities } from './page-capabilities.ts';
import { pageSettings } from '../../../common/page-settings.ts';
import { initialGroupCount } from '../pages/refetch-triggers.ts';

export interface PageAddress {
  typeId?: string | null;
  filterId?: string | null;
  sorterId?: string | null;
}

/**
 * The variables of the `page` query for a page type: the capabilities sent for it,
 * its page settings, and the page-kind flag that selects its profile (show, channel, episode/
 * presentation, saved). Every page of the app builds its request through this one rule.
 */
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
