/**
 * The subscription overlay's texts (Manage Plan, Manage Add-Ons, Checkout).
 */
import { PRODUCT_NAME } from '../../../../common/product.ts';

/** The subscription overlay (Manage Plan, Manage Add-Ons, Checkout). */
export const OVERLAY = {
  managePlan: 'Manage Plan',
  selectPlan: 'Select Plan',
  manageAddOns: 'Manage Add-Ons',
  checkout: 'Checkout',
  acknowledge: 'Upgrade acknowledgement',
  back: 'Back',
  exit: 'Exit',
  cancel: 'Cancel',
  continue: 'Continue',
  submit: 'Submit',
  submitting: 'Submitting…',
  loading: 'Loading your plans…',
  pricing: 'Pricing your selection…',
  plans: 'Plans',
  addOns: 'Add-ons',
  noAddOns: 'This plan takes no add-ons.',
  summary: 'Order summary',
  payment: 'Payment method',
  unchanged: 'Choose a different plan or add-on to check out.',
  legal: `I agree to the ${PRODUCT_NAME} Terms of Use and authorize ${PRODUCT_NAME} to charge my payment method each billing period until I cancel.`,
  terms: 'Terms of Use',
  freePlanUpgrade: 'Once you upgrade, you will not be eligible to return to your previous subscription plan.',
  changePlan: 'Change plan',
  manageAddOnsAction: 'Manage add-ons',
  /** Our wording: the choice between the card on file and a new card, and the card-only form's note under surge. */
  payWith: 'Pay with',
  newCard: 'A new card',
  cardOnlyNote: 'We are busy right now, so only card payments are available.',
} as const;

/**
 * Our wording: why Checkout's Submit is disabled, one sentence for all that is missing ('To submit, tick the box
 * above to agree to the terms.'); the spec says only that Submit waits for the legal acknowledgement and a complete
 * card form.
 */
export function submitNeedsText(needs: ReadonlyArray<'change' | 'card' | 'terms'>): string | null {
  const parts = needs.map((need) =>
    need === 'change'
      ? 'choose a different plan or add-on'
      : need === 'card'
        ? 'complete your card number, expiration date, security code and zip code'
        : 'tick the box above to agree to the terms',
  );
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `To submit, ${list}.`;
}

/** Our wording: what Checkout says when it opens to switch to direct billing (the offer's saving after it, when there is one). */
export function switchToDirectText(saving: string | null): string {
  return `Keep your plan and have ${PRODUCT_NAME} bill your card directly.${saving ? ` ${saving}.` : ''}`;
}

/** Our wording: Checkout of a provider-billed change (no card). */
export function providerBillsChangeText(provider: string): string {
  return `${provider} bills this change with your ${PRODUCT_NAME} subscription. No card is needed.`;
}

/** Our wording: Checkout's legal box when the provider bills the change (the usual one authorizes a charge to a card). */
export function providerLegalText(provider: string): string {
  return `I agree to the ${PRODUCT_NAME} Terms of Use and authorize ${provider} to bill this change with my ${PRODUCT_NAME} subscription.`;
}

/** Our wording: a plan an externally billed account cannot choose (billed every few months; only direct billing takes it). */
export function providerCannotBillText(provider: string): string {
  return `${provider} can’t bill this plan. Switch to ${PRODUCT_NAME} billing to choose it.`;
}

/** Our wording: a selected add-on the chosen plan leaves out — it already includes it, or does not offer it. */
export function droppedAddOnText(addOn: string, plan: string, reason: 'included' | 'unavailable'): string {
  return reason === 'included'
    ? `${plan} already includes ${addOn}, so ${addOn} is not billed separately.`
    : `${addOn} is not available with ${plan}, so it is removed from your selection.`;
}

/** The acknowledgement an externally billed (provider-managed) account reads before an upgrade. */
export function providerManagedUpgradeText(provider: string): string {
  return `Your subscription is billed by ${provider}. An upgrade you choose here is charged by ${provider} with your ${PRODUCT_NAME} subscription.`;
}

/** A code applied in Checkout: 'WELCOME10 applied.' */
export function codeAppliedText(token: string): string {
  return `${token} applied.`;
}
