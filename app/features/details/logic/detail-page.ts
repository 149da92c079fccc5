import type { PageQueryVariables, PageType } from '../../../../generated/graphql/operations.ts';
import { pageCapabilities } from '../../../lib/tiles/page-capabilities.ts';
import { pageFetchPolicy, type PageFetchPolicy } from '../../../lib/tiles/page-fetch-policy.ts';
import { pageSettings } from '../../../lib/tiles/page-settings.ts';

export type DetailPageType = Extract<PageType, 'SHOW' | 'CHANNEL' | 'EPISODE' | 'PRESENTATION'>;

export interface DetailPageRequest {
  variables: PageQueryVariables;
  fetchPolicy: PageFetchPolicy;
}

/**
 * The page query of a detail page: the spec's capabilities (MOVIE_SHOWINGS on show and presentation), the
 * page settings of §9, the page-kind flag that selects its profile, and the page type's fetch policy.
 */
export function detailPageRequest(pageType: DetailPageType, typeId: string, filterId?: string | null, sorterId?: string | null): DetailPageRequest {
  const settings = pageSettings(pageType);
  return {
    variables: {
      pageType,
      typeId,
      filterId: filterId ?? undefined,
      sorterId: sorterId ?? undefined,
      capabilities: pageCapabilities(pageType),
      initialTiles: settings.initialTiles,
      first: settings.initialFetch,
      isShowPage: pageType === 'SHOW',
      isChannelPage: pageType === 'CHANNEL',
      isEpisodePage: pageType === 'EPISODE' || pageType === 'PRESENTATION',
    },
    fetchPolicy: pageFetchPolicy(pageType),
  };
}
