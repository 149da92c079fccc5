import type { BillingFsmState, UserDetails } from './types.ts';

/**
 * The Account and Billing page's variants. Each changes what the page says about the subscription and which
 * actions it offers; 'regular' is an active subscription with nothing pending.
 */
export const ACCOUNT_VARIANTS = [
  'removed',
  'billing-delayed',
  'support-investigating',
  'sponsored',
  'deactivated',
  'delinquent',
  'departing',
  'trial',
  'plan-changed',
  'addon-departing',
  'regular',
] as const;
export type AccountVariant = (typeof ACCOUNT_VARIANTS)[number];

/** The three delinquent states: a payment failed (with or without content access meanwhile). */
export function isDelinquent(state: BillingFsmState): boolean {
  return state === 'delinquent' || state === 'delinquent_access' || state === 'delinquent_no_access';
}

type VariantInput = Pick<UserDetails, 'fsmState' | 'isUserInBillingSystem' | 'sponsor' | 'isInFreeTrial' | 'subscribedItems'>;

/**
 * Which variant the account page shows, the first that matches (the order is the contract's, in the
 * description of `UserDetails`): a removed account, then a billing system that has not created the account
 * yet, support investigating, a sponsor, deactivated, delinquent, departing, a free trial, a plan change
 * waiting for the next bill, an add-on leaving at a date; otherwise regular.
 */
export function accountVariant(details: VariantInput): AccountVariant {
  if (details.fsmState === 'deleted') return 'removed';
  if (!details.isUserInBillingSystem) return 'billing-delayed';
  if (details.fsmState === 'blocked') return 'support-investigating';
  if (details.sponsor) return 'sponsored';
  if (details.fsmState === 'deactivated') return 'deactivated';
  if (isDelinquent(details.fsmState)) return 'delinquent';
  if (details.fsmState === 'departing') return 'departing';
  if (details.isInFreeTrial) return 'trial';
  if (details.subscribedItems.some((item) => item.type === 'plan' && item.pendingChange)) return 'plan-changed';
  if (details.subscribedItems.some((item) => item.type !== 'plan' && item.departingAt)) return 'addon-departing';
  return 'regular';
}
