/**
 * The billing area's texts, word for word as the product's wording has them; screens and tests import the same
 * strings. Billing error messages and the stale and surge texts live with the billing response rule
 * (app/api/rest/billing-outcome.ts).
 */
import { PRODUCT_NAME } from '../../../common/product.ts';
import { formatBillingDate } from './logic/dates.ts';

export const ACCOUNT_PAGE = {
  subscription: `Your ${PRODUCT_NAME} Subscription`,
  payment: 'Payment',
  addOns: 'Add-Ons',
  addOnsNote: 'Upgrade your plan anytime you wish, no contract needed.',
  billingHistory: 'Billing History',
  cancel: 'Cancel my subscription',
  help: 'Questions? We can help!',
  taxes: 'Amounts include taxes, where applicable.',
} as const;

/** What the page says about the payment side of an account. */
export const PAYMENT_TEXTS = {
  problem: 'There is a problem with your current payment.',
  notRenewed: 'Your subscription has not yet renewed because there is a problem with your payment',
  stopped: 'Your subscription has been stopped because we need payment information.',
  stoppedFix: 'To fix this, please add a new payment method, or retry your payment.',
  methodFailed: 'We couldn’t use this payment method. Please add a new method or you can retry this one.',
  noPaymentInfo: 'We have no payment information for your account.',
  updateFirst: 'To manage your subscription, you must update your payment information first.',
  billingNap: 'Our billing system is taking a nap right now.',
  somethingWrong: 'Oops! Something went wrong. Try again.',
  invalidOffer: 'Invalid or expired offer.',
} as const;

/** Each billing action's own failure text, shown when the answer names no error. */
export const BILLING_ACTION_FAILURES = {
  loadAccount: 'Oops! Unable to load your account information. Please try again later.',
  loadPackages: 'Oops! Failed to load information about subscription packages.',
  updateSubscription: "Oops, we're unable to update your subscription",
  updateAddOns: 'Oops! We were unable to update your add-ons subscription.',
  cancel: 'Failed to cancel your subscription.',
  resume: 'Failed to resume your subscription.',
  retryPayment: 'Payment retry failed.',
  updatePayment: 'Failed to update your payment info.',
  removePayment: 'Failed to remove your payment information',
  applyCoupon: 'Oops! Failed to apply your coupon.',
  loadRedemption: 'Failed to load information about your redemption code.',
  generic: 'Something went wrong.',
} as const;

export const SUBSCRIPTION_UPDATED_TOAST = 'You have successfully updated your subscription.';

/** The removed-account variant's text. */
export function accountRemovedText(removedAt: string, timeZone?: string): string {
  return `Your account was removed on ${formatBillingDate(removedAt, timeZone)}.`;
}
