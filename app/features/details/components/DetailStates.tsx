import { PagePlaceholders } from '../../../tiles/index.ts';
import type { DetailPageType } from '../logic/detail-page.ts';
import { NOT_FOUND_TEXT } from '../logic/texts.ts';
import { DetailHeading, DetailSection } from './DetailHeading.tsx';

interface Props {
  title: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Which page's placeholders to draw while loading. */
  pageType: DetailPageType;
}

/** A detail page before it has data: placeholders, a retryable error, or not found. */
export function DetailPageState({ title, loading, failed, onRetry, pageType }: Props) {
  return (
    <DetailSection busy={loading}>
      <DetailHeading>{title}</DetailHeading>
      {loading ? (
        <PagePlaceholders pageType={pageType} />
      ) : failed ? (
        <>
          <p role="alert">Something went wrong loading this page.</p>
          <button type="button" onClick={onRetry}>
            Try Again
          </button>
        </>
      ) : (
        <p className="empty-state">{NOT_FOUND_TEXT}</p>
      )}
    </DetailSection>
  );
}
