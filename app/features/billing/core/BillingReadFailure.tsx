import { useEffect } from 'react';
import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import type { RestQueryState } from '../../../api/rest/useRestQuery.ts';
import { useStaleRequestModal } from '../../../kit/StaleRequestModal.tsx';

const TRY_AGAIN = 'Try again';

/**
 * A billing page whose read failed: its text and Try again; a stale answer (1406) opens the
 * 'Data Update in Progress' modal instead, which reloads the page.
 */
export function BillingReadFailure({ outcome, onRetry }: { outcome: Exclude<BillingOutcome<unknown>, { kind: 'success' }>; onRetry: () => void }) {
  const openStale = useStaleRequestModal();
  const stale = outcome.kind === 'stale';
  const message = outcome.message;
  useEffect(() => {
    if (stale) openStale(message);
  }, [stale, message, openStale]);
  if (stale) return null;
  return (
    <div className="page-status">
      <p role="alert">{outcome.message}</p>
      <button type="button" className="page-status-action" onClick={onRetry}>
        {TRY_AGAIN}
      </button>
    </div>
  );
}

/**
 * A billing page until its read has succeeded: the heading while it loads (busy), then the failure; null once
 * the read succeeded, when the page draws itself.
 */
export function BillingPageUntilRead<Result>({ title, state, onRetry }: { title: string; state: RestQueryState<BillingOutcome<Result>>; onRetry: () => void }) {
  if (!state.loading && state.outcome.kind === 'success') return null;
  return (
    <section className="billing-page" aria-labelledby="page-title" aria-busy={state.loading || undefined}>
      <h1 id="page-title">{title}</h1>
      {state.loading || state.outcome.kind === 'success' ? null : <BillingReadFailure outcome={state.outcome} onRetry={onRetry} />}
    </section>
  );
}
