/**
 * The billing answers drawn from `world.account.billing`, the catalog and the pricing model (pricing.ts):
 * user details (following the account-variant rules of billing.yaml's `UserDetails`), signup details, the
 * state summary after a change, and upgrade pricing. Every amount here comes from the pricing model; none
 * is computed on the side.
 */
import type { BillingState, Biller, Coupon, ProductItem, World } from '../db/world.ts';
import {
  contentAccess,
  couponIsForAnyPlan,
  couponIsForPlan,
  currentPlanId,
  DELINQUENT_STATES,
  findProduct,
  inFreeTrial,
  isCouponActive,
  isDelinquent,
  isDirectBiller,
  isRetiredPlan,
  nextBillDateIn,
  nowOf,
  supportedAddOns,
  trialEligible,
  DEACTIVATED_PLAN_ID,
} from './billing-model.ts';
import { nextBillOf, planPriceOn, type PricedChange } from './pricing.ts';
import type { BillingSchemas } from './responses.ts';
import { isoDateTime, parseTime } from './util.ts';

type UserDetails = BillingSchemas['UserDetails'];
type SignupDetails = BillingSchemas['SignupDetails'];
type BillingStateSummary = BillingSchemas['BillingStateSummary'];
type CustomHelp = BillingSchemas['CustomHelp'];
type UpgradeDetails = BillingSchemas['UpgradeDetails'];
type PriceChange = BillingSchemas['PriceChange'];

const BILLER_LABELS: Partial<Record<Biller, string>> = {
  apple: 'Apple',
  amazon: 'Amazon',
  google: 'Google Play',
  roku: 'Roku',
  vizio: 'Vizio',
};

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
    ...(product.unitPriceCents === undefined ? {} : { unitPriceCents: product.unitPriceCents }),
  };
}

/** A product as the account pays for it on a bill dated `date` (a plan after its coupons; add-ons take none). */
function pricedItem(billing: BillingState, product: ProductItem, date: Date): ProductItem {
  if (product.type === 'add-on') return { ...itemBase(product), discountAmountCents: 0 };
  return { ...itemBase(product), ...planPriceOn(billing, product, date) };
}

function subscribedItems(world: World): ProductItem[] {
  const billing = world.account.billing;
  if (['deactivated', 'deleted', 'lapsed', 'known', 'unknown'].includes(billing.fsmState)) return [];
  const now = nowOf(world);
  const departing = billing.fsmState === 'departing';
  const billable = !departing && (billing.fsmState === 'regular' || isDelinquent(billing.fsmState));
  const billDate = nextBillDateIn(billing, now);
  const nextBill = billable && !billing.sponsor && billing.nextBillDate ? isoDateTime(billDate) : null;
  const trial = inFreeTrial(billing, now);
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
        ...pricedItem(billing, product, billDate),
        nextBillAt: departingAt ? null : nextBill,
        ...(departingAt ? { departingAt: departingAt.slice(0, 10) } : {}),
      });
      continue;
    }
    const isFree = product.basePriceCents === 0;
    items.push({
      ...pricedItem(billing, product, billable ? billDate : now),
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

/** The announced price change when it concerns a plan the account has (subscribed, or switching to); null otherwise. */
function ownPriceChange(world: World, billing: BillingState): PriceChange | null {
  const change = billing.priceChange;
  if (!change) return null;
  const plans = [currentPlanId(billing, world), billing.pendingPlanChange?.productId ?? null];
  return plans.includes(change.productId) ? change : null;
}

// ---------------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------------

export function userDetailsOf(world: World): UserDetails {
  const billing = world.account.billing;
  const now = nowOf(world);
  const trial = inFreeTrial(billing, now);
  const events = [...billing.billingEvents].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const nextBill = nextBillOf(world, billing);
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
    priceChange: ownPriceChange(world, billing),
    lastServiceDate: billing.lastServiceDate ? billing.lastServiceDate.slice(0, 10) : null,
    removedAt: billing.fsmState === 'deleted' ? billing.removedAt : null,
    couponList: billing.couponList,
    activeCouponList: couponsInEffect(world, now),
    subscribedItems: subscribedItems(world),
    selectableItems: selectableItems(world),
    nextBillDetails: nextBill ? { billDate: nextBill.billDate, currentItem: nextBill } : null,
    billingEvents: events,
  };
}

/**
 * The coupons in effect (`activeCouponList`): those that still apply today and are for the plan the account is on or
 * is changing to (`pendingPlanChange`). A coupon for another plan (SUMMER5, Airwave Core only, after a change to
 * Plus) lowers none of the account's bills, as the pricing model prices them, so it is not in effect; it stays in
 * `couponList`, and a change back to its plan has it lower that plan's bills again. A coupon for any plan (WELCOME10)
 * is in effect whatever the plan, and also with none (a cancelled account whose service has ended, one that never
 * subscribed): the pricing model takes it off the bills of whichever plan the account subscribes to.
 */
function couponsInEffect(world: World, now: Date): Coupon[] {
  const billing = world.account.billing;
  const plans = [currentPlanId(billing, world), billing.pendingPlanChange?.productId ?? null].filter((id): id is string => id !== null);
  return billing.couponList.filter((coupon) => isCouponActive(coupon, now) && (couponIsForAnyPlan(coupon) || plans.some((planId) => couponIsForPlan(coupon, planId))));
}

function sortPlans(a: ProductItem, b: ProductItem): number {
  return a.basePriceCents - b.basePriceCents || a.priceCents - b.priceCents || a.id.localeCompare(b.id);
}

export function signupDetailsOf(world: World): SignupDetails {
  const { billing, user } = world.account;
  const now = nowOf(world);
  const eligible = trialEligible(billing);
  const ownPlan = currentPlanId(billing, world);
  const offered = (product: ProductItem): ProductItem => ({
    ...product,
    isTrialAvailable: (product.isTrialAvailable ?? false) && eligible,
    previouslySubscribed: billing.subscribedIds.includes(product.id),
    trialStarted: false,
  });
  // A retired plan is listed only to the account on it.
  const plans = world.catalog.products
    .filter((product) => product.type === 'plan' && product.id !== DEACTIVATED_PLAN_ID && (!isRetiredPlan(product.id) || product.id === ownPlan))
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
 * A selection priced by the pricing model (the change it leads to): the selected products as the account
 * would pay for them (pro-ration where the charge now has it), the charge now and the next bill.
 */
export function upgradeDetailsOf(world: World, selection: readonly ProductItem[], priced: PricedChange): UpgradeDetails {
  const { state, charge, nextBill } = priced;
  const billDate = nextBillDateIn(state, nowOf(world));
  const nextBillAt = nextBill?.billDate ?? (state.nextBillDate ? isoDateTime(billDate) : null);
  const items = selection.map((product): ProductItem => {
    const prorated = charge?.items.find((line) => line.productId === product.id && line.chargeType === 'immediate_prorated' && line.amountCents >= 0);
    return {
      ...pricedItem(state, product, billDate),
      nextBillAt,
      ...(prorated
        ? { proRationStart: prorated.proRationStart ?? null, proRationEnd: prorated.proRationEnd ?? null, proRatedAmountCents: prorated.amountCents }
        : {}),
    };
  });
  const change = state.priceChange;
  return {
    items,
    bills: [charge, nextBill].filter((bill) => bill !== null),
    immediatePaymentReason: charge?.items.some((line) => line.chargeType === 'immediate_base') ? 'Your free trial has already been used.' : null,
    priceChange: change && selection.some((product) => product.id === change.productId) ? change : null,
  };
}
