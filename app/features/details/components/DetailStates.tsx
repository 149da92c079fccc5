import type { ReactNode } from 'react';
import { NOT_FOUND_TEXT } from '../logic/texts.ts';
import { DetailHeading, DetailSection } from './DetailHeading.tsx';

interface Props {
  title: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** What to draw while loading (browse's placeholders, composed by the page). */
  placeholder: ReactNode;
}

/** A detail page before it has data: placeholders, a retryable error, or not found. */
export function DetailPageState({ title, loading, failed, onRetry, placeholder }: Props) {
  return (
    <DetailSection busy={loading}>
      <DetailHeading>{title}</DetailHeading>
      {loading ? (
        placeholder
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
