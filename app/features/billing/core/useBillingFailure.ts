import { useCallback } from 'react';
import { isUncredentialedSubscription, type BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import { useModals } from '../../../kit/ShellProvider.tsx';
import { useStaleRequestModal } from '../../../kit/StaleRequestModal.tsx';
import { promptForCredentials } from '../../../kit/credentials-prompt.ts';
import { useUnavailablePackageModal } from './BillingDescriptorModal.tsx';
import { unavailablePackageCode } from './logic/billing-descriptor.ts';

/**
 * What a billing screen does with an answer that is not a success: a stale one (1406) opens the
 * 'Data Update in Progress' modal, an unavailable add-on (1262) or an option the biller cannot bill (1276)
 * opens the unavailable-package descriptor, an account without credentials (1512) records the event and
 * opens the add-email prompt; none of them shows anything in place. Any other failure's text is returned to
 * show where the action was.
 */
export function useBillingFailure(): (outcome: Exclude<BillingOutcome<unknown>, { kind: 'success' }>) => string | null {
  const openStale = useStaleRequestModal();
  const openUnavailable = useUnavailablePackageModal();
  const modals = useModals();
  return useCallback(
    (outcome) => {
      if (outcome.kind === 'stale') {
        openStale(outcome.message);
        return null;
      }
      if (isUncredentialedSubscription(outcome)) {
        promptForCredentials(modals);
        return null;
      }
      const unavailable = unavailablePackageCode(outcome);
      if (unavailable !== null) {
        openUnavailable(unavailable);
        return null;
      }
      return outcome.message;
    },
    [openStale, openUnavailable, modals],
  );
}

/**
 * The text a failure shows where the action was, as useBillingFailure returns it, without opening anything: null
 * for the failures a modal says instead (stale, no credentials, an unavailable package).
 */
export function failureTextInPlace(outcome: Exclude<BillingOutcome<unknown>, { kind: 'success' }>): string | null {
  if (outcome.kind === 'stale' || isUncredentialedSubscription(outcome) || unavailablePackageCode(outcome) !== null) return null;
  return outcome.message;
}
