import { useCallback } from 'react';
import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import { useStaleRequestModal } from '../../../shell/StaleRequestModal.tsx';

/**
 * What a billing screen does with an answer that is not a success: a stale one (1406) opens the
 * 'Data Update in Progress' modal and shows nothing in place; any other failure's text is returned to show
 * where the action was.
 */
export function useBillingFailure(): (outcome: Exclude<BillingOutcome<unknown>, { kind: 'success' }>) => string | null {
  const openStale = useStaleRequestModal();
  return useCallback(
    (outcome) => {
      if (outcome.kind === 'stale') {
        openStale();
        return null;
      }
      return outcome.message;
    },
    [openStale],
  );
}
