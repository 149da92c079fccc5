import { PRODUCT_NAME } from '../../../../../common/product.ts';
import { isDelinquent } from './account-variant.ts';
import { formatCents } from './price-text.ts';
import type { Biller, BillingFsmState, PaymentMethod, ProductItem, UserDetails } from './types.ts';

/** Billers that charge a card themselves: the viewer can retry a payment, enter a new method or remove it. */
export const DIRECT_BILLERS: readonly Biller[] = ['chargebee', 'stripe'];
/** App stores, a retail streaming device and a device maker: the viewer manages payment with them. */
export const EXTERNAL_BILLERS: readonly Biller[] = ['apple', 'amazon', 'google', 'roku', 'vizio'];

export function isDirectBiller(biller: Biller): boolean {
  return DIRECT_BILLERS.includes(biller);
}

export function isExternalBiller(biller: Biller): boolean {
  return EXTERNAL_BILLERS.includes(biller);
}

/** The subscribed plan, if any (the placeholder plan of a deactivated account is not a plan one has). */
export function currentPlan(details: Pick<UserDetails, 'subscribedItems'>): ProductItem | null {
  return details.subscribedItems.find((item) => item.type === 'plan' && item.id !== 'airwave-deactivated') ?? null;
}

/**
 * 'Cancel my subscription' shows only to an active or trial subscriber (a trial is an active subscription
 * in its free days) with a current plan, never to an Amazon-billed one, and not to a sponsored account (its
 * sponsor makes the changes).
 */
export function canCancelSubscription(details: Pick<UserDetails, 'biller' | 'fsmState' | 'subscribedItems' | 'sponsor'>): boolean {
  return !details.sponsor && details.biller !== 'amazon' && details.fsmState === 'regular' && currentPlan(details) !== null;
}

/** States of an account that has no paid subscription and has not had one end: it can start one. */
const STATES_THAT_CAN_START: readonly BillingFsmState[] = ['known', 'curious', 'lapsed'];

/**
 * The account page's upgrade offer: an account with no paid plan (a visitor, the free plan, a lapsed
 * subscription) is offered the paid plans (their trials show in Manage Plan). An ended subscription is
 * reactivated instead, and a sponsored account is changed by its sponsor.
 */
export function hasUpgradeOffer(details: Pick<UserDetails, 'fsmState' | 'sponsor' | 'subscribedItems'>): boolean {
  if (details.sponsor || !STATES_THAT_CAN_START.includes(details.fsmState)) return false;
  const plan = currentPlan(details);
  return !plan || plan.basePriceCents === 0;
}

export interface PaymentActions {
  /** Retry the failed payment (a delinquent direct-billed account). */
  retry: boolean;
  /** Enter a new payment method. */
  replace: boolean;
  /** Remove the payment method on file: only once the subscription is ending or has ended. */
  remove: boolean;
  /** Externally billed: manage payment with that provider (its name), instead of the actions above. */
  manageWith: Biller | null;
}

export function paymentActions(details: Pick<UserDetails, 'biller' | 'fsmState' | 'paymentMethod'>): PaymentActions {
  if (isExternalBiller(details.biller)) return { retry: false, replace: false, remove: false, manageWith: details.biller };
  if (!isDirectBiller(details.biller)) return { retry: false, replace: false, remove: false, manageWith: null };
  const ending = details.fsmState === 'deactivated' || details.fsmState === 'departing';
  return { retry: isDelinquent(details.fsmState) && details.paymentMethod !== null, replace: true, remove: ending && details.paymentMethod !== null, manageWith: null };
}

/**
 * Offers of a lower price for moving from a provider to direct billing, by provider, plan and the plan's list
 * price: what the viewer saves a month, in cents. Known: a Roku-billed Core plan at $31.99 saves $4.
 */
const SWITCH_SAVINGS: readonly { biller: Biller; planId: string; basePriceCents: number; savingCents: number }[] = [
  { biller: 'roku', planId: 'airwave-argon', basePriceCents: 3199, savingCents: 400 },
];

export interface SwitchToDirectOffer {
  label: string;
  /** 'Save $4/month' where the provider, plan and price give a saving; null otherwise. */
  saving: string | null;
}

/**
 * An externally billed subscriber with a plan is offered to switch to direct billing ('Switch to {product}
 * billing'), unless the subscription was stopped (no content access); some providers and plans add a
 * saving. A sponsored account that has been deactivated gets the same switch.
 */
export function switchToDirectOffer(details: Pick<UserDetails, 'biller' | 'hasContentAccess' | 'subscribedItems' | 'sponsor' | 'fsmState'>): SwitchToDirectOffer | null {
  const label = `Switch to ${PRODUCT_NAME} billing`;
  if (details.sponsor) return details.fsmState === 'deactivated' ? { label, saving: null } : null;
  const plan = currentPlan(details);
  if (!isExternalBiller(details.biller) || !plan || !details.hasContentAccess) return null;
  const offer = SWITCH_SAVINGS.find((entry) => entry.biller === details.biller && entry.planId === plan.id && entry.basePriceCents === plan.basePriceCents);
  return { label, saving: offer ? `Save ${formatCents(offer.savingCents).replace(/\.00$/, '')}/month` : null };
}

const BRAND_NAMES: Record<NonNullable<PaymentMethod['brand']>, string> = {
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  mastercard: 'Mastercard',
  visa: 'Visa',
};

/** How the payment method on file is named: 'Visa ending in 4242', 'Apple Pay', 'Cash App Pay', 'Link Pay'. */
export function paymentMethodLabel(method: Pick<PaymentMethod, 'kind' | 'brand' | 'walletKind' | 'last4'>): string {
  const ending = method.last4 ? ` ending in ${method.last4}` : '';
  switch (method.kind) {
    case 'card':
      return `${method.brand ? BRAND_NAMES[method.brand] : 'Card'}${ending}`;
    case 'wallet':
      return method.walletKind === 'google_pay' ? 'Google Pay' : 'Apple Pay';
    case 'link':
      return 'Link Pay';
    case 'cashapp':
      return 'Cash App Pay';
    case 'us_bank_account':
      return `Bank account${ending}`;
  }
}

/** A payment method that is not valid says so: 'Payment expiring', 'Payment expired'; a valid one says nothing. */
export function paymentStatusText(status: PaymentMethod['status'] | null): string | null {
  return status && status !== 'valid' ? `Payment ${status}` : null;
}

/** The providers' names as the page says them ('Your payment is managed by Roku.'). */
export const BILLER_NAMES: Record<Biller, string> = {
  chargebee: 'Chargebee',
  stripe: 'Stripe',
  apple: 'Apple',
  amazon: 'Amazon',
  google: 'Google',
  roku: 'Roku',
  vizio: 'Vizio',
  unbilled: PRODUCT_NAME,
};

/**
 * 'Change plan' and 'Manage add-ons' (the subscription overlay) show for a running subscription (regular, a
 * trial included, or delinquent) billed directly or by an external provider; not while departing or removed
 * (add-on changes are blocked), nor for a sponsored account (the sponsor makes changes).
 */
export function canChangeSubscription(details: Pick<UserDetails, 'fsmState' | 'sponsor'>): boolean {
  if (details.sponsor) return false;
  return ['regular', 'delinquent', 'delinquent_access', 'delinquent_no_access'].includes(details.fsmState);
}
