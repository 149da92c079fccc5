import type { UserDetails } from '../../core/logic/types.ts';

/** The support agent's own button on the account page. */
export const ADD_PAYMENT_WITHOUT_SUBSCRIBING = 'Add payment without subscribing';

/**
 * Support staff look at a user's app inside their support tool's frame (the shell's embedded view), and may
 * put a payment method on an account without starting a subscription. It is offered for an account no biller
 * has yet (never billed, not sponsored) with no payment method on file: such an account otherwise adds one
 * only through checkout. A removed account or one under investigation gets nothing.
 */
export function canAddPaymentWithoutSubscribing(agent: boolean, details: Pick<UserDetails, 'biller' | 'sponsor' | 'paymentMethod' | 'fsmState' | 'isUserInBillingSystem'>): boolean {
  if (!agent || !details.isUserInBillingSystem) return false;
  if (details.fsmState === 'deleted' || details.fsmState === 'blocked') return false;
  return details.biller === 'unbilled' && !details.sponsor && details.paymentMethod === null;
}
