import { useCallback } from 'react';
import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import { useStaleRequestModal } from '../../../shell/StaleRequestModal.tsx';
import { useUnavailablePackageModal } from '../components/BillingDescriptorModal.tsx';
import { unavailablePackageCode } from '../logic/billing-descriptor.ts';

/**
 * What a billing screen does with an answer that is not a success: a stale one (1406) opens the
 * 'Data Update in Progress' modal, an unavailable add-on (1262) or an option the biller cannot bill (1276)
 * opens the unavailable-package descriptor, and neither shows anything in place; any other failure's text
 * is returned to show where the action was.
 */
export function useBillingFailure(): (outcome: Exclude<BillingOutcome<unknown>, { kind: 'success' }>) => string | null {
  const openStale = useStaleRequestModal();
  const openUnavailable = useUnavailablePackageModal();
  return useCallback(
    (outcome) => {
      if (outcome.kind === 'stale') {
        openStale(outcome.message);
        return null;
      }
      const unavailable = unavailablePackageCode(outcome);
      if (unavailable !== null) {
        openUnavailable(unavailable);
        return null;
      }
      return outcome.message;
    },
    [openStale, openUnavailable],
  );
}
