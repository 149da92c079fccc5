/**
 * The card form's and the payment method actions' texts, word for word as the product's wording has them.
 */
import { PRODUCT_NAME } from '../../../../common/product.ts';

/**
 * Removing the payment method on file (a departing or deactivated direct-billed account): our wording; its
 * failure text is the product's (BILLING_ACTION_FAILURES.removePayment).
 */
export const REMOVE_PAYMENT = {
  action: 'Remove payment method',
  title: 'Remove payment method?',
  confirm: 'Remove',
  keep: 'Keep it',
  removed: 'Your payment method was removed.',
} as const;

/** The confirmation's question, naming the method ('Visa ending in 4242'). */
export function removePaymentQuestion(method: string): string {
  return `${method} will be removed from your account. You will need to add a payment method again to resume or reactivate your subscription.`;
}

/** The payment method edit modal and the card form. */
export const CARD_FORM_TEXTS = {
  title: 'Enter New Payment Information',
  confirm: 'Confirm Change',
  cancel: 'Cancel',
  update: 'Update payment method',
  retry: 'Retry payment',
  cardNumber: 'Card number',
  expiry: 'Expiration date',
  cvc: 'Security code (CVC)',
  zip: 'Zip code',
  country: 'Country',
  countryValue: 'United States',
  working: 'Saving…',
  loading: 'Loading the payment form…',
  invalidZip: 'Please enter a valid zipcode.',
  missingInfo: "Oops! Please double check you've filled out all your information correctly.",
  generic: 'Oops! Something went wrong. Try again.',
  cvcRetryHint: 'Check the security code on the back of your card and try again.',
  cvcOrZipHint: 'Incorrect cvc or zip code can cause declined card error.',
  loadFailed: 'Oops, caught an exception while loading the payment form',
  zipFailed: 'Oops, caught an exception while validating a zip',
  /** A subscription change (store the checkout, subscribe, update) whose request threw. */
  submitFailed: 'Oops, caught an exception while submitting a subscription',
  /** Our wording: between a wallet's button and the card fields. */
  orCard: 'or pay with a card',
  /** The fraud warning (its sense is the product's, the words ours): under the card fields. */
  fraudWarning: `${PRODUCT_NAME} only charges payment methods entered on the ${PRODUCT_NAME} website or in the ${PRODUCT_NAME} apps. Never give your card details to anyone who asks for them elsewhere.`,
} as const;
