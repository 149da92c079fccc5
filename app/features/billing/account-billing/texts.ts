/**
 * The Account and Billing page's texts, word for word as the product's wording has them (the texts several billing
 * parts share are in ../core/texts.ts).
 */
import { PRODUCT_NAME } from '../../../../common/product.ts';
import { formatBillingDate } from '../core/logic/dates.ts';
import { formatCents } from '../core/logic/price-text.ts';
import { MONEY_TEXTS } from '../core/texts.ts';

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

export const NO_BILLING_HISTORY = 'No billing history yet.';
export const BILL_DETAILS = 'Bill details';

/** Resuming a departing subscription. */
export const RESUME = {
  action: 'Resume my subscription',
} as const;

/** The credit left, as the account page says it: 'Promotional credit: $5.00, applied across your bills until used.' */
export function creditLeftText(cents: number): string {
  return `${MONEY_TEXTS.credit}: ${formatCents(cents)}, applied across your bills until used.`;
}
