/**
 * Access rules shared by REST and GraphQL, so `billing/user_details.hasContentAccess` and GraphQL
 * `userSubscription.hasContentAccess` (and the plan checks behind tiles and playback) never disagree.
 * Pure functions over the world's account and catalog.
 */
import { PRODUCT_ID } from '../../common/product.ts';
import type { AccountState, Catalog, CatalogChannel, ProductItem } from './world.ts';

/** The free ad-supported plan ('Free Channels'). */
export const FAST_PLAN_ID = `${PRODUCT_ID}-fast`;
/** The base paid plan ('Airwave Core'): what unlocks a base-lineup channel outside the user's plan. */
export const CORE_PLAN_ID = `${PRODUCT_ID}-argon`;
/** Placeholder plan of a deactivated account; never grants anything. */
export const DEACTIVATED_PLAN_ID = `${PRODUCT_ID}-deactivated`;

function product(catalog: Catalog, id: string): ProductItem | undefined {
  return catalog.products.find((item) => item.id === id);
}

/** True when the account subscribes to a paid plan or bundle (the Core-level lineup, DVR). */
export function hasPaidPlan(account: AccountState, catalog: Catalog): boolean {
  return account.billing.subscribedIds.some((id) => {
    if (id === FAST_PLAN_ID || id === DEACTIVATED_PLAN_ID) return false;
    const item = product(catalog, id);
    if (!item) return id.startsWith(`${PRODUCT_ID}-`);
    return (item.type === 'plan' || item.type === 'bundle') && item.basePriceCents > 0;
  });
}

/** True when the account is on the free (FAST) plan: subscribed to it or enrolled. */
export function hasFastPlan(account: AccountState): boolean {
  return account.billing.subscribedIds.includes(FAST_PLAN_ID) || account.billing.fastPlanState === 'ENROLLED';
}

/** Add-ons that currently unlock content: subscribed ones plus cancelled ones still running. */
export function activeAddOnIds(account: AccountState): Set<string> {
  return new Set([...account.billing.subscribedIds, ...Object.keys(account.billing.departingAddOns)]);
}

/**
 * Whether the user may play content at all (billing `hasContentAccess`, GraphQL
 * `UserSubscription.hasContentAccess`). By billing state:
 * - `regular`, `delinquent`, `delinquent_access`: yes (a failed payment keeps access meanwhile unless
 *   billing says `delinquent_no_access`);
 * - `unknown`: yes (the billing system could not say; the delayed-billing account keeps watching);
 * - `departing`: yes until the end of `lastServiceDate` (no date: yes);
 * - `known`, `curious`, `lapsed`: only on the free plan (subscribed to `airwave-fast` or enrolled);
 * - `blocked`, `deleted`, `deactivated`, `delinquent_no_access`: no.
 */
export function hasContentAccess(account: AccountState, _catalog: Catalog, now: Date): boolean {
  const billing = account.billing;
  switch (billing.fsmState) {
    case 'regular':
    case 'delinquent':
    case 'delinquent_access':
    case 'unknown':
      return true;
    case 'departing': {
      if (!billing.lastServiceDate) return true;
      const end = Date.parse(billing.lastServiceDate.length === 10 ? `${billing.lastServiceDate}T23:59:59.999Z` : billing.lastServiceDate);
      return Number.isNaN(end) || now.getTime() <= end;
    }
    case 'known':
    case 'curious':
    case 'lapsed':
      return hasFastPlan(account);
    case 'blocked':
    case 'deleted':
    case 'deactivated':
    case 'delinquent_no_access':
      return false;
    default:
      return false;
  }
}

export interface ChannelPlanAccess {
  /** The channel is part of what the user subscribes to (Tile.isInPlan). */
  inPlan: boolean;
  /** Product ids that would unlock it when not in plan (Tile.notInPlanProducts); empty when in plan. */
  unlockingProductIds: string[];
}

/**
 * Whether a channel is in the user's plan: add-on channels need their add-on (subscribed or departing);
 * base-lineup channels need a paid plan, except free (FAST-viewable) channels, which everyone gets.
 */
export function channelPlanAccess(account: AccountState, catalog: Catalog, channel: CatalogChannel): ChannelPlanAccess {
  const paid = hasPaidPlan(account, catalog);
  if (channel.addOnId) {
    const hasAddOn = activeAddOnIds(account).has(channel.addOnId);
    if (hasAddOn && paid) return { inPlan: true, unlockingProductIds: [] };
    return { inPlan: false, unlockingProductIds: paid ? [channel.addOnId] : [CORE_PLAN_ID, channel.addOnId] };
  }
  if (paid || channel.isFastViewable) return { inPlan: true, unlockingProductIds: [] };
  return { inPlan: false, unlockingProductIds: [CORE_PLAN_ID] };
}

/** DVR (recording followed shows) comes with a paid plan; free users see the DVR upsell. */
export function hasDvr(account: AccountState, catalog: Catalog): boolean {
  return hasPaidPlan(account, catalog);
}
