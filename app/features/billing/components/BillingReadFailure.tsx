import { useEffect } from 'react';
import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import { useStaleRequestModal } from '../../../shell/StaleRequestModal.tsx';

const TRY_AGAIN = 'Try again';

/**
 * A billing page whose read failed: its text and Try again; a stale answer (1406) opens the
 * 'Data Update in Progress' modal instead, which reloads the page.
 */
export function BillingReadFailure({ outcome, onRetry }: { outcome: Exclude<BillingOutcome<unknown>, { kind: 'success' }>; onRetry: () => void }) {
  const openStale = useStaleRequestModal();
  const stale = outcome.kind === 'stale';
  useEffect(() => {
    if (stale) openStale();
  }, [stale, openStale]);
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
