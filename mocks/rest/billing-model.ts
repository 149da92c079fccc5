/**
 * What every billing operation reads of `world.account.billing` and `world.catalog.products`: the billers,
 * the account's plan and add-ons, trials, coupons and the next bill date; plus the bookkeeping every billing
 * change does (updatedAt, the `userSubscriptionChanged` event). The money is priced in pricing.ts, and the
 * answers drawn in billing-views.ts.
 *
 * The functions that take a `BillingState` read that state, not the world's, so the pricing model can ask
 * them about the state a change would leave.
 */
import { planIncludesAddOn } from '../../common/billing-change.ts';
import { CORE_PLAN_ID, DEACTIVATED_PLAN_ID, FAST_PLAN_ID, hasContentAccess } from '../db/access.ts';
import { offerRule } from '../db/catalog/offers.ts';
import { RETIRED_PLAN_IDS } from '../db/catalog/products.ts';
import type { BillingFsmState, BillingState, Biller, Coupon, ProductItem, World } from '../db/world.ts';
import { addMonths, DAY_MS, isoDate, isoDateTime, parseTime } from './util.ts';

export { CORE_PLAN_ID, DEACTIVATED_PLAN_ID, FAST_PLAN_ID };

export const DIRECT_BILLERS: readonly Biller[] = ['chargebee', 'stripe'];
export const EXTERNAL_BILLERS: readonly Biller[] = ['apple', 'amazon', 'google', 'roku', 'vizio'];
export const DELINQUENT_STATES: readonly BillingFsmState[] = ['delinquent', 'delinquent_access', 'delinquent_no_access'];

export function nowOf(world: World): Date {
  return world.clock.now();
}

export function isDirectBiller(biller: Biller): boolean {
  return DIRECT_BILLERS.includes(biller);
}

export function isExternalBiller(biller: Biller): boolean {
  return EXTERNAL_BILLERS.includes(biller);
}

export function isDelinquent(state: BillingFsmState): boolean {
  return DELINQUENT_STATES.includes(state);
}

/** A subscription that runs and bills: `regular` (a free trial included) or delinquent. */
export function isRunning(billing: BillingState): boolean {
  return billing.fsmState === 'regular' || isDelinquent(billing.fsmState);
}

/** Whether we bill the account: a direct biller, and no sponsor paying for it. */
export function isBilledByUs(billing: BillingState): boolean {
  return isDirectBiller(billing.biller) && !billing.sponsor;
}

/** Products by id, per catalog (catalogs are immutable, so the index never goes stale). */
const productIndexes = new WeakMap<World['catalog'], Map<string, ProductItem>>();

export function findProduct(world: World, id: string): ProductItem | undefined {
  let index = productIndexes.get(world.catalog);
  if (!index) {
    index = new Map(world.catalog.products.map((product) => [product.id, product]));
    productIndexes.set(world.catalog, index);
  }
  return index.get(id);
}

/** The subscribed plan (or bundle) id: the first subscribed id that is not an add-on. */
export function currentPlanId(billing: BillingState, world: World): string | null {
  const id = billing.subscribedIds.find((candidate) => findProduct(world, candidate)?.type !== 'add-on');
  return id ?? null;
}

export function subscribedAddOnIds(billing: BillingState, world: World): string[] {
  return billing.subscribedIds.filter((id) => findProduct(world, id)?.type === 'add-on');
}

/** Add-ons that can go with a plan: its `supportedAddons`, or every add-on when it names none. */
export function supportedAddOns(world: World, planId: string | null): string[] {
  const plan = planId ? findProduct(world, planId) : undefined;
  if (!plan || plan.id === FAST_PLAN_ID || plan.id === DEACTIVATED_PLAN_ID) return [];
  const addOns = world.catalog.products.filter((product) => product.type !== 'plan' && product.id !== plan.id);
  if (!plan.supportedAddons) return addOns.map((product) => product.id);
  return addOns.map((product) => product.id).filter((id) => plan.supportedAddons?.includes(id));
}

/** Whether a plan has an add-on in its own lineup (Airwave Plus: MGM+ and STARZ), so it is never billed on top. */
export function planIncludes(world: World, planId: string | null, addOnId: string): boolean {
  const plan = planId ? findProduct(world, planId) : undefined;
  const addOn = findProduct(world, addOnId);
  return plan !== undefined && addOn !== undefined && planIncludesAddOn(plan, addOn);
}

/**
 * A retired plan (the Airwave Legacy plans) is no longer offered: an account keeps it while subscribed, but
 * no other account may choose it.
 */
export function isRetiredPlan(planId: string): boolean {
  return RETIRED_PLAN_IDS.includes(planId);
}

/** A plan's price per billing month, to tell an upgrade from a downgrade. */
export function monthlyCents(plan: ProductItem): number {
  return plan.basePriceCents / Math.max(1, plan.unitCount);
}

/** In a free trial at `now`: a regular subscription whose trial has not ended. */
export function inFreeTrial(billing: BillingState, now: Date): boolean {
  const ends = parseTime(billing.trialEndsAt);
  return billing.fsmState === 'regular' && ends !== null && ends.getTime() > now.getTime();
}

/** A 7-day trial is offered only to accounts that never subscribed or trialled. */
export function trialEligible(billing: BillingState): boolean {
  return ['known', 'curious', 'unknown'].includes(billing.fsmState) && billing.trialEndsAt === null;
}

/** An account that never paid: the free plan it chooses leaves it `curious`, not `lapsed`. */
export function neverPaid(billing: BillingState): boolean {
  return ['known', 'curious', 'unknown'].includes(billing.fsmState);
}

export function contentAccess(world: World): boolean {
  return hasContentAccess(world.account, world.catalog, nowOf(world));
}

/** A coupon that still applies today (no end date, or an end date today or later). */
export function isCouponActive(coupon: Coupon, now: Date): boolean {
  const until = parseTime(coupon.benefitEffectiveUntil ?? coupon.endDate ?? null);
  return until === null || until.getTime() + DAY_MS > now.getTime();
}

/** A code meant for some plans only names them in its offer rule (SUMMER5: Airwave Core); other codes are for any plan. */
export function couponIsForPlan(coupon: Pick<Coupon, 'token'>, planId: string): boolean {
  const planIds = offerRule(coupon.token)?.planIds ?? null;
  return planIds === null || planIds.includes(planId);
}

/** A code tied to no plan (WELCOME10): it lowers the price of whatever plan the account is on or takes. */
export function couponIsForAnyPlan(coupon: Pick<Coupon, 'token'>): boolean {
  return (offerRule(coupon.token)?.planIds ?? null) === null;
}

/** The next bill date of a billing state, or the end of its trial, or a month from `now`. */
export function nextBillDateIn(billing: BillingState, now: Date): Date {
  return parseTime(billing.nextBillDate) ?? parseTime(billing.trialEndsAt) ?? addMonths(now, 1);
}

/** The world's next bill date, or the end of the trial, or a month from now. */
export function nextBillDateOf(world: World): Date {
  return nextBillDateIn(world.account.billing, nowOf(world));
}

// ---------------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------------

/** Every billing change: a new `updatedAt` and a `userSubscriptionChanged` event (GraphQL pushes it). */
export function billingChanged(world: World): void {
  world.account.billing.updatedAt = isoDateTime(nowOf(world));
  world.events.emit('userSubscriptionChanged', {});
}

export function lastServiceDateFor(world: World): string {
  return isoDate(nextBillDateOf(world));
}
