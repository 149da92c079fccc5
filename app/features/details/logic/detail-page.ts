import type { PageQueryVariables } from '../../../../generated/graphql/operations.ts';
import type { DetailPageType } from '../../../lib/pages/detail-address.ts';
import { pageFetchPolicy, type PageFetchPolicy } from '../../../lib/tiles/page-fetch-policy.ts';
import { pageQueryVariables } from '../../../../common/page-query.ts';

export type { DetailPageType };

export interface DetailPageRequest {
  variables: PageQueryVariables;
  fetchPolicy: PageFetchPolicy;
}

/**
 * The page query of a detail page: the spec's capabilities (MOVIE_SHOWINGS on show and presentation), the
 * page settings (common/page-settings.ts), the page-kind flag that selects its profile, and the page type's fetch policy.
 */
export function detailPageRequest(pageType: DetailPageType, typeId: string, filterId?: string | null, sorterId?: string | null): DetailPageRequest {
  return { variables: pageQueryVariables(pageType, { typeId, filterId, sorterId }), fetchPolicy: pageFetchPolicy(pageType) };
}
