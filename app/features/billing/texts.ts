/**
 * The billing area's texts, word for word as the product's wording has them; screens and tests import the same
 * strings. Billing error messages and the stale and surge texts live with the billing response rule
 * (app/api/rest/billing-outcome.ts).
 */
import { PRODUCT_NAME } from '../../../common/product.ts';
import { BILLING_ACTION_FAILED } from '../../api/rest/billing-outcome.ts';
import { formatBillingDate } from './logic/dates.ts';
import { formatCents } from './logic/price-text.ts';

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

/** The account page's offer to an account without a paid plan (our wording, but for the trial's call to action). */
export const UPGRADE_OFFER = {
  title: 'Upgrade your plan',
  benefits: 'More channels, Unlimited 1-year DVR and 75,000+ on-demand titles.',
  action: 'Upgrade now',
} as const;

/** Who pays for a sponsored account, in its Payment section. */
export function paidBySponsorText(sponsor: string): string {
  return `Paid by ${sponsor}.`;
}

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

/** The removed-account variant's text. */
export function accountRemovedText(removedAt: string | null, timeZone?: string): string {
  // Without a removal date (a deleted account the billing system kept no date for) the sentence ends early.
  return removedAt ? `Your account was removed on ${formatBillingDate(removedAt, timeZone)}.` : 'Your account was removed.';
}

/** What the subscription section says in each variant that needs a sentence of its own. */
export const VARIANT_TEXTS = {
  supportInvestigating: 'Your account page is temporarily unavailable while our support team looks into your account.',
  deactivated: 'Your subscription has ended.',
  reactivate: 'Reactivate',
  contactSupport: 'Contact support',
} as const;

export function sponsoredText(sponsor: string): string {
  return `Your subscription is provided by ${sponsor}. Contact ${sponsor} to make changes.`;
}

export function departingText(lastServiceDate: string): string {
  return `Your subscription has been canceled. You can keep watching until ${formatBillingDate(lastServiceDate)}.`;
}

export function planChangeText(plan: string, effectiveDate: string): string {
  return `Your plan changes to ${plan} on ${formatBillingDate(effectiveDate)}.`;
}

export function addOnEndsText(addOn: string, date: string): string {
  return `${addOn} ends on ${formatBillingDate(date)}.`;
}

export function managedByText(provider: string): string {
  return `Your payment is managed by ${provider}. To change it, visit your ${provider} account.`;
}

export const NO_BILLING_HISTORY = 'No billing history yet.';
export const BILL_DETAILS = 'Bill details';

export const ADD_ON_LISTS = { yours: 'Your add-ons', available: 'Available add-ons' } as const;

/** The cancel flow's screens (the survey's questions and answers are in common/cancel-survey.ts). */
export const CANCEL_FLOW = {
  title: `Cancel your ${PRODUCT_NAME} subscription`,
  submit: 'Cancel subscription',
  keep: 'Keep my subscription',
  canceled: 'Your subscription has been canceled',
  canceledNote: 'You can keep watching until the end of your current billing period; you will not be charged again.',
  returnToAccount: 'Return to Account',
} as const;

/**
 * The free-plan opt-in on the canceled screen. 'Watch Free Channels' is the product's free-tier wording; the
 * offer's sentence and the account page's note for an enrolled viewer are ours.
 */
export const FREE_PLAN_OPT_IN = {
  watchFree: 'Watch Free Channels',
  offer: 'When your subscription ends, keep watching free channels at no cost.',
  enrolledNote: 'After that, you can keep watching free channels at no cost.',
} as const;

/**
 * The add-on screens' wording other than their names ('Add-on extension', 'Activate', 'Cancel your add-on
 * extension', in logic/add-on-screens.ts): ours.
 */
export const ADD_ON_SCREENS = {
  extendIntro: 'Choose the add-ons to add to your subscription.',
  choose: 'Add-ons',
  added: 'Added',
  billedOn: 'The add-on extension bills with your subscription on each of your next 3 bill dates:',
  cancelIntro: 'Choose the add-on to cancel.',
  cancelAction: 'Cancel add-on',
  keep: 'Keep my add-ons',
} as const;

/** On the cancel screen: the bill dates the chosen add-on's extension would bill on if it were kept. */
export function addOnBillsOnText(addOn: string): string {
  return `Kept, ${addOn} bills with your subscription on each of your next 3 bill dates:`;
}

export function addOnStaysText(addOn: string, until: string): string {
  return `${addOn} stays until ${formatBillingDate(until)} and is not billed after that.`;
}

/** Resuming a departing subscription. */
export const RESUME = {
  action: 'Resume my subscription',
} as const;

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

/** The reactivation (welcome back) page. */
export const REACTIVATION = {
  reactivate: 'Reactivate',
  watchFree: 'Watch Free',
  coreBenefit: 'Unlimited DVR for 1 year',
  freeBenefit: 'No credit card required',
  choosePlan: 'Choose your plan',
  lineup: 'Channel lineup',
  closing: `Everything you loved about ${PRODUCT_NAME} is waiting for you.`,
  updatePayment: 'Update payment information',
  loadFailed: 'Oops! Failed to load information about subscription packages.',
} as const;

export function welcomeBackText(name: string | null | undefined): string {
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

export function canceledOnText(lastServiceDate: string | null | undefined): string {
  return lastServiceDate ? `Your subscription was canceled on ${formatBillingDate(lastServiceDate)}.` : 'Your subscription was canceled.';
}

/** The promo code form. */
export const PROMO = {
  label: 'Promo code',
  apply: 'Apply',
  reactivate: 'Reactivate',
  checking: 'Checking…',
  invalidOffer: 'Invalid or expired offer.',
  applyFailed: 'Oops! Failed to apply your coupon.',
  paymentFirst: 'To redeem a coupon, you must update your payment information first.',
  paymentFirstReactivate: 'To reactivate your account with a coupon, you must update your payment information first.',
  applied: 'Your code has been applied.',
} as const;

/** The channel configurator (/player/user/channels). Only the heading is the product's wording; the rest is ours. */
export const CHANNEL_CONFIGURATOR = {
  heading: 'Set up your channels',
  intro: 'Favorite the channels you watch most.',
  loading: 'Loading channels…',
  empty: 'No channels are available on your plan yet.',
  failed: 'We could not load your channels.',
  retry: 'Try again',
  more: 'Show more channels',
  loadingMore: 'Loading more channels…',
  moreFailed: 'We could not load more channels.',
} as const;

/** The billing descriptor modals. The title is ours; the unavailable-package text is in logic/billing-descriptor.ts. */
export const BILLING_DESCRIPTOR = {
  unavailableTitle: 'Content unavailable',
  exit: 'Exit',
} as const;

/** The deactivated account's settings modal: the section names are the product's, the title and opener ours. */
export const DEACTIVATED_SETTINGS = {
  open: 'Account settings',
  title: 'Account Settings',
  privacy: 'Privacy Setting',
  payment: 'Payment Details',
  loading: 'Loading your account…',
} as const;

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

/** The credit left, as the account page says it: 'Promotional credit: $5.00, applied across your bills until used.' */
export function creditLeftText(cents: number): string {
  return `${MONEY_TEXTS.credit}: ${formatCents(cents)}, applied across your bills until used.`;
}

/** A coupon's discount on a bill line: 'SUMMER5 saves $5.00: $5 off each month for 3 months'. */
export function discountText(discount: { token: string; benefitSummary: string; amountCents: number }): string {
  return `${discount.token} saves ${formatCents(discount.amountCents)}: ${discount.benefitSummary}`;
}

/** A code applied in Checkout: 'WELCOME10 applied.' */
export function codeAppliedText(token: string): string {
  return `${token} applied.`;
}
