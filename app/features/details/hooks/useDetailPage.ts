import { useQuery } from '@apollo/client/react';
import { PageDocument } from '../../../../generated/graphql/documents/PageDocument.ts';
import { detailPageRequest, type DetailPageType } from '../logic/detail-page.ts';

/**
 * A detail page from the `page` query. While a dropdown changes filterId/sorterId the previous result stays on
 * screen until the new one arrives: `stale` says the page is that earlier request's answer, not the current one's.
 */
export function useDetailPage(pageType: DetailPageType, typeId: string, filterId?: string | null, sorterId?: string | null) {
  const request = detailPageRequest(pageType, typeId, filterId, sorterId);
  const { data, previousData, loading, error, refetch } = useQuery(PageDocument, request);
  const current = data?.page ?? null;
  const page = current ?? (loading ? (previousData?.page ?? null) : null);
  return { page, stale: page !== null && current === null, loading, error, refetch };
}
