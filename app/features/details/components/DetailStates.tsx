import { PageFailed, PageNotFound } from '../../../kit/PageStatus.tsx';
import { PagePlaceholders } from '../../../tiles/index.ts';
import type { DetailPageType } from '../logic/detail-page.ts';
import { DetailHeading, DetailSection } from './DetailHeading.tsx';

interface Props {
  title: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Which page's placeholders to draw while loading. */
  pageType: DetailPageType;
}

/** A detail page before it has data: placeholders, a retryable error, or not found (with a way home). */
export function DetailPageState({ title, loading, failed, onRetry, pageType }: Props) {
  return (
    <DetailSection busy={loading}>
      <DetailHeading>{title}</DetailHeading>
      {loading ? <PagePlaceholders pageType={pageType} /> : failed ? <PageFailed onRetry={onRetry} /> : <PageNotFound />}
    </DetailSection>
  );
}
