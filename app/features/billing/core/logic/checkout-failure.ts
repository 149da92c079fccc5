import type { BillingOutcome } from '../../../../api/rest/billing-outcome.ts';
import { PAYMENT_TEXTS } from '../texts.ts';

/** The billing code of a payment method that could not be charged (the card on file, or a new one). */
export const PAYMENT_DECLINED = 1301;

/**
 * A subscription change's answer as Checkout shows it: a payment the method on file (or the new card of a
 * switch to direct billing) could not make reads 'We couldn’t use this payment method. Please add a new method
 * or you can retry this one.', whatever the server's words; every other answer is shown as the billing
 * response rule made it.
 */
export function subscriptionChangeOutcome<Result>(outcome: BillingOutcome<Result>): BillingOutcome<Result> {
  return outcome.kind === 'failure' && outcome.code === PAYMENT_DECLINED ? { ...outcome, message: PAYMENT_TEXTS.methodFailed } : outcome;
}
