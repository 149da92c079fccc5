/**
 * The Account and Billing page's texts, word for word as the product's wording has them (the texts several billing
 * parts share are in ../core/texts.ts).
 */
import { PRODUCT_NAME } from '../../../../common/product.ts';
import { formatBillingDate } from '../core/logic/dates.ts';
import { formatCents } from '../core/logic/price-text.ts';
import { MONEY_TEXTS } from '../core/texts.ts';
import type { ProductItem } from '../core/logic/types.ts';
import { formatChannelCount } from '../overlay/logic/channel-count.ts';
import { PREFERRED_BASE_PRICE, PREFERRED_CHANNEL_COUNT } from '../../../lib/constants.ts';

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
  /** Said while the plans on offer are being read. */
  benefits: 'More channels, Unlimited 1-year DVR and 75,000+ on-demand titles.',
  action: 'Upgrade now',
} as const;

type PitchedPlan = Pick<ProductItem, 'id' | 'basePriceCents' | 'unitCount' | 'channels' | 'freeChannels'>;

/**
 * The offer's pitch: the preferred plan's lineup, rounded down to tens with '+', and its list price per month ('80+
 * channels from $31.99/month, …'); the product's configured defaults ('70+ channels from $25/month, …') when the
 * plans on offer could not be read or do not include it (null). A multi-month plan is priced per month.
 */
export function upgradePitchText(plans: readonly PitchedPlan[] | null, preferredPlanId: string): string {
  const plan = plans?.find((candidate) => candidate.id === preferredPlanId && candidate.basePriceCents > 0);
  const lineup = plan ? new Set([...(plan.channels ?? []), ...(plan.freeChannels ?? [])].map((channel) => channel.channelId)).size : 0;
  const channels = plan && lineup > 0 ? formatChannelCount(lineup) : PREFERRED_CHANNEL_COUNT;
  const price = plan ? formatCents(Math.round(plan.basePriceCents / plan.unitCount)) : PREFERRED_BASE_PRICE;
  return `${channels} channels from ${price}/month, Unlimited 1-year DVR and 75,000+ on-demand titles.`;
}

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
