/**
 * The billing area's texts that several of its parts use (the account page, the overlay, the card form, the
 * reactivation page), word for word as the product's wording has them; screens and tests import the same strings.
 * Each part's own texts are in its folder's texts.ts. Billing error messages and the stale and surge texts live
 * with the billing response rule (app/api/rest/billing-outcome.ts).
 */
import { BILLING_ACTION_FAILED } from '../../../api/rest/billing-outcome.ts';
import { formatCents } from './logic/price-text.ts';

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
  loadRedemption: 'Oops! Failed to load information about your redemption code.',
  generic: BILLING_ACTION_FAILED,
} as const;

export const SUBSCRIPTION_UPDATED_TOAST = 'You have successfully updated your subscription.';

export function managedByText(provider: string): string {
  return `Your payment is managed by ${provider}. To change it, visit your ${provider} account.`;
}

/** The billing descriptor modals. The title is ours; the unavailable-package text is in logic/billing-descriptor.ts. */
export const BILLING_DESCRIPTOR = {
  unavailableTitle: 'Content unavailable',
  exit: 'Exit',
} as const;

/** Coupons and promotional credit on the account page, in bills and in Checkout's code field (our wording around the spec's period texts). */
export const MONEY_TEXTS = {
  coupons: 'Coupons',
  credit: 'Promotional credit',
  checkoutCode: 'Promo code',
  applyCode: 'Apply',
  removeCode: 'Remove',
  checkingCode: 'Checking…',
  resumeBills: 'If you resume, nothing is charged now and your subscription bills again on its next bill date:',
  referralInCheckout: 'This is a referral code: redeem it with the promo code form on your account page.',
} as const;

/**
 * A coupon's discount, said inside the bill line it lowered: the line's amount is already after it (billing.yaml,
 * `BillLineItem`), so it reads as included, not as one more amount to take off —
 * 'Includes SUMMER5, saving $5.00: $5 off each month for 3 months'. Promotional credit is a line of its own.
 */
export function discountText(discount: { token: string; benefitSummary: string; amountCents: number }): string {
  return `Includes ${discount.token}, saving ${formatCents(discount.amountCents)}: ${discount.benefitSummary}`;
}
