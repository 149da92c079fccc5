import { useCallback, useEffect, useRef } from 'react';
import { SURGE_MESSAGE, type BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import { failureTextInPlace, useBillingFailure } from '../core/useBillingFailure.ts';

export type BillingFailure = Exclude<BillingOutcome<unknown>, { kind: 'success' }>;

/** A failed answer's text on a screen: a stale one opens 'Data Update in Progress' instead; a surge shows the capacity text. */
export function useFailureText() {
  const failure = useBillingFailure();
  return useCallback((outcome: BillingFailure): string | null => (outcome.kind === 'surge' ? SURGE_MESSAGE : failure(outcome)), [failure]);
}

/** What useFailureText shows for a failed read, without opening anything: '' where a modal says it instead. */
export function readFailureText(outcome: BillingFailure): string {
  return outcome.kind === 'surge' ? SURGE_MESSAGE : (failureTextInPlace(outcome) ?? '');
}

/** Opens the modal a failed read calls for (useFailureText), once per answer: its text is readFailureText's. */
export function useFailureModal(failure: BillingFailure | null): void {
  const failureText = useFailureText();
  const failureTextRef = useRef(failureText);
  useEffect(() => {
    failureTextRef.current = failureText;
  });
  useEffect(() => {
    if (failure) failureTextRef.current(failure);
  }, [failure]);
}
