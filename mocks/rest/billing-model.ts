/**
 * The billing views derived from `world.account.billing` and `world.catalog.products`: user details
 * (following the account-variant rules of billing.yaml's `UserDetails`), signup details, the state
 * summary after a change, upgrade pricing; plus the bookkeeping every billing change does (updatedAt,
 * the `userSubscriptionChanged` event).
 */
import { planIncludesAddOn } from '../../common/billing-change.ts';
import { CORE_PLAN_ID, DEACTIVATED_PLAN_ID, FAST_PLAN_ID, hasContentAccess } from '../db/access.ts';
import type { BillingFsmState, BillingState, Biller, Coupon, ProductItem, World } from '../db/world.ts';
import type { BillingSchemas } from './responses.ts';
import { addMonths, DAY_MS, isoDate, isoDateTime, parseTime } from './util.ts';

type UserDetails = BillingSchemas['UserDetails'];
type SignupDetails = BillingSchemas['SignupDetails'];
type BillingStateSummary = BillingSchemas['BillingStateSummary'];
type NextBillDetails = BillingSchemas['NextBillDetails'];
type BillLineItem = BillingSchemas['BillLineItem'];
type BillItem = BillingSchemas['BillItem'];
type CustomHelp = BillingSchemas['CustomHelp'];
type UpgradeDetails = BillingSchemas['UpgradeDetails'];

export { CORE_PLAN_ID, DEACTIVATED_PLAN_ID, FAST_PLAN_ID };

export const DIRECT_BILLERS: readonly Biller[] = ['chargebee', 'stripe'];
export const EXTERNAL_BILLERS: readonly Biller[] = ['apple', 'amazon', 'google', 'roku', 'vizio'];
export const DELINQUENT_STATES: readonly BillingFsmState[] = ['delinquent', 'delinquent_access', 'delinquent_no_access'];

const BILLER_LABELS: Partial<Record<Biller, string>> = {
  apple: 'Apple',
  amazon: 'Amazon',
  google: 'Google Play',
  roku: 'Roku',
  vizio: 'Vizio',
};

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

export function isInFreeTrial(world: World): boolean {
  const billing = world.account.billing;
  const ends = parseTime(billing.trialEndsAt);
  return billing.fsmState === 'regular' && ends !== null && ends.getTime() > nowOf(world).getTime();
}

/** A 7-day trial is offered only to accounts that never subscribed or trialled. */
export function isTrialEligible(world: World): boolean {
  const billing = world.account.billing;
  return ['known', 'curious', 'unknown'].includes(billing.fsmState) && billing.trialEndsAt === null;
}

export function contentAccess(world: World): boolean {
  return hasContentAccess(world.account, world.catalog, nowOf(world));
}

/** A coupon that still applies today (no end date, or an end date today or later). */
export function isCouponActive(coupon: Coupon, now: Date): boolean {
  const until = parseTime(coupon.benefitEffectiveUntil ?? coupon.endDate ?? null);
  return until === null || until.getTime() + DAY_MS > now.getTime();
}

/** The per-period discount a coupon gives on a price, in cents. */
function couponDiscount(coupon: Coupon, basePriceCents: number): number {
  const amount = coupon.benefitAmount ?? 0;
  if (coupon.benefitType === 'amount' || coupon.benefitType === 'price') return Math.min(basePriceCents, amount);
  if (coupon.benefitType === 'percent') return Math.min(basePriceCents, Math.round((basePriceCents * amount) / 100));
  return 0;
}

/** The next bill date, or the end of the trial, or a month from now. */
export function nextBillDateOf(world: World): Date {
  const billing = world.account.billing;
  return parseTime(billing.nextBillDate) ?? parseTime(billing.trialEndsAt) ?? addMonths(nowOf(world), 1);
}

// ---------------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------------

/** The plain catalogue fields of a product (no channel lists) for account views. */
function itemBase(product: ProductItem): ProductItem {
  return {
    id: product.id,
    type: product.type,
    ...(product.name === undefined ? {} : { name: product.name }),
    displayName: product.displayName,
    priceCents: product.priceCents,
    basePriceCents: product.basePriceCents,
    unit: product.unit,
    unitCount: product.unitCount,
  };
}

function pricedPlan(world: World, product: ProductItem): ProductItem {
  const billing = world.account.billing;
  const now = nowOf(world);
  if (billing.sponsor) {
    return {
      ...itemBase(product),
      priceCents: 0,
      discountAmountCents: product.basePriceCents,
      discountBenefit: `Complimentary from ${billing.sponsor.name}`,
    };
  }
  const coupon = billing.couponList.find((candidate) => isCouponActive(candidate, now) && couponDiscount(candidate, product.basePriceCents) > 0);
  const discount = coupon ? couponDiscount(coupon, product.basePriceCents) : 0;
  return {
    ...itemBase(product),
    priceCents: product.basePriceCents - discount,
    discountAmountCents: discount,
    ...(coupon ? { discountBenefit: coupon.benefitSummary } : {}),
  };
}

function subscribedItems(world: World): ProductItem[] {
  const billing = world.account.billing;
  if (['deactivated', 'deleted', 'lapsed', 'known', 'unknown'].includes(billing.fsmState)) return [];
  const departing = billing.fsmState === 'departing';
  const billable = !departing && (billing.fsmState === 'regular' || isDelinquent(billing.fsmState));
  const nextBill = billable && !billing.sponsor && billing.nextBillDate ? isoDateTime(nextBillDateOf(world)) : null;
  const trial = isInFreeTrial(world);
  const planId = currentPlanId(billing, world);
  // Saved worlds from before the field existed have no `pendingPlanChange`.
  const pendingChange = billing.pendingPlanChange ?? null;
  const items: ProductItem[] = [];
  for (const id of billing.subscribedIds) {
    const product = findProduct(world, id);
    if (!product) continue;
    if (product.type === 'add-on') {
      const departingAt = billing.departingAddOns[id];
      items.push({
        ...itemBase(product),
        discountAmountCents: 0,
        nextBillAt: departingAt ? null : nextBill,
        ...(departingAt ? { departingAt: departingAt.slice(0, 10) } : {}),
      });
      continue;
    }
    const isFree = product.basePriceCents === 0;
    items.push({
      ...pricedPlan(world, product),
      nextBillAt: isFree ? null : nextBill,
      ...(pendingChange && id === planId
        ? { pendingChange: { productId: pendingChange.productId, displayName: findProduct(world, pendingChange.productId)?.displayName ?? pendingChange.productId, effectiveDate: pendingChange.effectiveDate } }
        : {}),
      ...(trial
        ? {
            isTrialAvailable: false,
            trialStarted: true,
            trialDurationDays: product.trialDurationDays ?? 7,
            trialExpiration: billing.trialEndsAt,
          }
        : {}),
    });
  }
  // Add-ons cancelled but still running that are no longer in subscribedIds.
  for (const [id, until] of Object.entries(billing.departingAddOns)) {
    if (billing.subscribedIds.includes(id)) continue;
    const product = findProduct(world, id);
    if (!product) continue;
    items.push({ ...itemBase(product), discountAmountCents: 0, nextBillAt: null, departingAt: until.slice(0, 10) });
  }
  return items;
}

function selectableItems(world: World): ProductItem[] {
  const billing = world.account.billing;
  if (billing.fsmState !== 'regular' || billing.sponsor) return [];
  const subscribed = new Set([...billing.subscribedIds, ...Object.keys(billing.departingAddOns)]);
  return supportedAddOns(world, currentPlanId(billing, world))
    .filter((id) => !subscribed.has(id))
    .sort()
    .flatMap((id) => {
      const product = findProduct(world, id);
      return product
        ? [{ ...itemBase(product), isTrialAvailable: product.isTrialAvailable ?? false, previouslySubscribed: false }]
        : [];
    });
}

function nextBillDetails(world: World, items: ProductItem[]): NextBillDetails | null {
  const billing = world.account.billing;
  if (!isDirectBiller(billing.biller) || billing.sponsor) return null;
  if (billing.fsmState !== 'regular' && !isDelinquent(billing.fsmState)) return null;
  // A plan with a scheduled change is billed as the plan it switches to.
  const upcoming = items.map((item) => {
    const next = item.pendingChange ? findProduct(world, item.pendingChange.productId) : undefined;
    return next ? { ...pricedPlan(world, next), nextBillAt: item.nextBillAt ?? null } : item;
  });
  const billed = upcoming.filter((item) => item.nextBillAt && item.priceCents > 0);
  if (billed.length === 0) return null;
  const billDate = isoDateTime(nextBillDateOf(world));
  const lines: BillLineItem[] = billed.map((item) => ({
    productId: item.id,
    displayName: item.displayName,
    chargeType: 'base',
    amountCents: item.priceCents,
  }));
  return {
    billDate,
    currentItem: { billDate, amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0), items: lines },
  };
}

function customHelp(biller: Biller): CustomHelp | null {
  const label = BILLER_LABELS[biller];
  if (!label) return null;
  return {
    title: `Manage your subscription on ${label}`,
    message: `Your Airwave subscription is billed by ${label}. Use your ${label} account to change your payment method.`,
    url: `https://airwave.example/help/billing/${biller}`,
    label: `How to manage ${label} billing`,
  };
}

function canDeactivate(billing: BillingState): boolean {
  if (!isDirectBiller(billing.biller) || !billing.isUserInBillingSystem || billing.sponsor) return false;
  return ['regular', 'departing', 'deactivated', ...DELINQUENT_STATES].includes(billing.fsmState);
}

// ---------------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------------

export function userDetailsOf(world: World): UserDetails {
  const billing = world.account.billing;
  const trial = isInFreeTrial(world);
  const items = subscribedItems(world);
  const events = [...billing.billingEvents].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return {
    fsmState: billing.fsmState,
    biller: billing.biller,
    isUserInBillingSystem: billing.isUserInBillingSystem,
    hasPaymentMethod: billing.paymentMethod !== null,
    paymentMethod: billing.paymentMethod,
    paymentStatus: billing.paymentMethod?.status ?? null,
    hasContentAccess: contentAccess(world),
    canDeactivateAccount: canDeactivate(billing),
    displayPersistentPaywall: billing.displayPersistentPaywall,
    isInFreeTrial: trial,
    isInEngagedTrial: trial,
    promotionalCredits: Math.max(0, billing.promotionalCreditsCents),
    sponsor: billing.sponsor,
    customHelp: customHelp(billing.biller),
    priceChange: billing.priceChange,
    lastServiceDate: billing.lastServiceDate ? billing.lastServiceDate.slice(0, 10) : null,
    removedAt: billing.fsmState === 'deleted' ? billing.removedAt : null,
    couponList: billing.couponList,
    subscribedItems: items,
    selectableItems: selectableItems(world),
    nextBillDetails: nextBillDetails(world, items),
    billingEvents: events,
  };
}

function sortPlans(a: ProductItem, b: ProductItem): number {
  return a.basePriceCents - b.basePriceCents || a.priceCents - b.priceCents || a.id.localeCompare(b.id);
}

export function signupDetailsOf(world: World): SignupDetails {
  const { billing, user } = world.account;
  const now = nowOf(world);
  const eligible = isTrialEligible(world);
  const offered = (product: ProductItem): ProductItem => ({
    ...product,
    isTrialAvailable: (product.isTrialAvailable ?? false) && eligible,
    previouslySubscribed: billing.subscribedIds.includes(product.id),
    trialStarted: false,
  });
  const plans = world.catalog.products
    .filter((product) => product.type === 'plan' && product.id !== DEACTIVATED_PLAN_ID)
    .sort(sortPlans)
    .map(offered);
  const addOns = world.catalog.products
    .filter((product) => product.type !== 'plan')
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(offered);
  const trialEnds = parseTime(billing.trialEndsAt);
  return {
    fsmState: billing.fsmState,
    biller: billing.biller,
    selectablePlans: plans,
    selectableAddons: addOns,
    eligibleCoupons: [],
    paymentMethod: billing.paymentMethod,
    billingName: user.name || null,
    emailAddress: user.email,
    trialExpirationDate: billing.trialEndsAt,
    trialHasExpired: trialEnds !== null && trialEnds.getTime() <= now.getTime(),
    addonPromotionalDetails: [],
    lastServiceDate: billing.lastServiceDate ? billing.lastServiceDate.slice(0, 10) : null,
    immediatePaymentReason: eligible ? null : 'Your free trial has already been used.',
  };
}

export function summaryOf(world: World): BillingStateSummary {
  const billing = world.account.billing;
  return {
    fsmState: billing.fsmState,
    biller: billing.biller,
    hasContentAccess: contentAccess(world),
    hasPaymentMethod: billing.paymentMethod !== null,
  };
}

/**
 * Prices a selection: new products bill pro-rated now (until the next bill) when the account already
 * pays, or from the end of the trial / at once for a new subscription; the next bill lists everything.
 */
export function upgradeDetailsOf(world: World, selection: ProductItem[]): UpgradeDetails {
  const billing = world.account.billing;
  const now = nowOf(world);
  const paying = billing.fsmState === 'regular' && billing.nextBillDate !== null;
  const nextBill = paying ? nextBillDateOf(world) : addMonths(now, 1);
  const startedAlready = new Set(billing.subscribedIds);
  const plan = selection.find((product) => product.type !== 'add-on');
  const trial = !paying && plan !== undefined && (plan.isTrialAvailable ?? false) && isTrialEligible(world);
  const trialEnd = new Date(now.getTime() + (plan?.trialDurationDays ?? 7) * DAY_MS);
  const periodMs = addMonths(now, 1).getTime() - now.getTime();
  const remaining = Math.max(0, Math.min(1, (nextBill.getTime() - now.getTime()) / periodMs));
  const items: ProductItem[] = selection.map((product) => {
    const fresh = !startedAlready.has(product.id);
    const prorated = paying && fresh && product.priceCents > 0;
    return {
      ...itemBase(product),
      nextBillAt: isoDateTime(trial ? trialEnd : nextBill),
      ...(prorated
        ? {
            proRationStart: isoDateTime(now),
            proRationEnd: isoDateTime(nextBill),
            proRatedAmountCents: Math.round(product.priceCents * remaining),
          }
        : {}),
    };
  });
  const bills: BillItem[] = [];
  const immediate: BillLineItem[] = items.flatMap((item): BillLineItem[] => {
    if (item.proRatedAmountCents !== undefined && item.proRatedAmountCents !== null) {
      return [
        {
          productId: item.id,
          displayName: item.displayName,
          chargeType: 'immediate_prorated',
          amountCents: item.proRatedAmountCents,
          proRationStart: item.proRationStart ?? null,
          proRationEnd: item.proRationEnd ?? null,
        },
      ];
    }
    if (!paying && !trial && item.priceCents > 0) {
      return [{ productId: item.id, displayName: item.displayName, chargeType: 'immediate_base', amountCents: item.priceCents }];
    }
    return [];
  });
  if (immediate.length > 0) {
    bills.push({ billDate: isoDateTime(now), amountCents: immediate.reduce((sum, line) => sum + line.amountCents, 0), items: immediate });
  }
  // A selection that names a plan is the whole subscription to come: a current add-on left out of it stays
  // until the next bill and is not on it. Without a plan the selection adds to what the account has.
  const recurringIds = new Set(plan ? selection.map((product) => product.id) : [...(paying ? billing.subscribedIds : []), ...selection.map((product) => product.id)]);
  // The next bill carries only add-ons the plan takes: one it includes or does not offer is not billed on top.
  const supported = supportedAddOns(world, plan?.id ?? currentPlanId(billing, world));
  const recurring: BillLineItem[] = [...recurringIds].flatMap((id) => {
    const product = findProduct(world, id);
    if (!product || product.priceCents === 0 || billing.departingAddOns[id]) return [];
    if (product.type === 'add-on' && !supported.includes(id)) return [];
    const priceChange = billing.priceChange;
    const changed = priceChange && priceChange.productId === id && Date.parse(priceChange.effectiveDate) <= nextBill.getTime();
    return [
      {
        productId: id,
        displayName: product.displayName,
        chargeType: changed ? 'price_change' : 'base',
        amountCents: changed ? priceChange.newPriceCents : product.priceCents,
      },
    ];
  });
  if (recurring.length > 0) {
    const billDate = isoDateTime(trial ? trialEnd : nextBill);
    bills.push({ billDate, amountCents: recurring.reduce((sum, line) => sum + line.amountCents, 0), items: recurring });
  }
  return {
    items,
    bills,
    immediatePaymentReason: !paying && !trial && plan && plan.priceCents > 0 ? 'Your free trial has already been used.' : null,
    priceChange: billing.priceChange,
  };
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
