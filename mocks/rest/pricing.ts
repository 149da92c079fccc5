/**
 * The mock world's one pricing model: every billing change is priced here, once. `priceChange` takes a
 * billing state and a change (a plan and add-ons chosen, add-ons added, a code redeemed, a failed payment
 * retried) and returns what the change charges now, the next bill, and the state it leaves — its billing
 * history included, where the charge is recorded as an invoice of exactly the amount charged. Every answer
 * about money is a view of it:
 *
 * - `upgrade_details` quotes `priceChange` of the change the selection leads to (the charge now, then the
 *   next bill);
 * - `subscribe`, `update_subscription`, `add_product`, `apply_coupon` and `retry_payment` put its `state`
 *   into effect (the charge is in its billing history);
 * - `user_details.nextBillDetails` is `nextBillOf` the account's state — the same function that priced the
 *   quote's next bill from the state the change left.
 *
 * Nothing here reads the world's account or changes anything: the world only lends the catalog (products)
 * and the clock. Money is integer cents. The rules (billing.yaml, `upgrade_details`): trials bill at their
 * end; a running subscription pays pro-rated for what is new to it, less the unused days of a plan an
 * upgrade replaces; downgrades wait for the next bill; coupons lower the lines of the plans they are for,
 * on the bills their timing reaches; promotional credit is used bill after bill until it runs out; an
 * announced price change prices only its own plan, from its date; an external biller or a sponsor bills
 * the account, not us.
 */
import { couponTimingOnBill } from '../../common/coupon-timing.ts';
import type { BillingHistoryItem, BillingState, Coupon, PaymentMethod, ProductItem, World } from '../db/world.ts';
import {
  couponIsForPlan,
  currentPlanId,
  findProduct,
  inFreeTrial,
  isBilledByUs,
  isDirectBiller,
  isExternalBiller,
  isRunning,
  monthlyCents,
  neverPaid,
  nextBillDateIn,
  planIncludes,
  subscribedAddOnIds,
  supportedAddOns,
  trialEligible,
} from './billing-model.ts';
import type { BillingSchemas } from './responses.ts';
import { addDays, addMonths, isoDate, isoDateTime, parseTime } from './util.ts';

type BillItem = BillingSchemas['BillItem'];
type BillLineItem = BillingSchemas['BillLineItem'];
type BillDiscount = BillingSchemas['BillDiscount'];

// ---------------------------------------------------------------------------------------------------
// Prices of one product on one bill
// ---------------------------------------------------------------------------------------------------

function total(items: readonly { amountCents: number }[]): number {
  return items.reduce((sum, item) => sum + item.amountCents, 0);
}

/** A product's list price on a bill dated `date`: an announced price change of that same product counts from its date. */
function listPriceOn(billing: BillingState, product: ProductItem, date: Date): { cents: number; changed: boolean } {
  const change = billing.priceChange;
  const effective = change && change.productId === product.id ? parseTime(change.effectiveDate) : null;
  if (change && effective && effective.getTime() <= date.getTime()) return { cents: change.newPriceCents, changed: true };
  return { cents: product.basePriceCents, changed: false };
}

/** What one coupon takes off a price: a percent coupon its share, an amount (or price) coupon its cents; other benefits nothing. */
function couponCents(coupon: Coupon, priceCents: number): number {
  const amount = coupon.benefitAmount ?? 0;
  if (coupon.benefitType === 'percent') return Math.round((priceCents * amount) / 100);
  if (coupon.benefitType === 'amount' || coupon.benefitType === 'price') return amount;
  return 0;
}

/**
 * The coupons that lower a plan's price on a bill dated `date`, in the order they were applied, never below
 * 0: each coupon for that plan whose timing reaches the bill (the bill is its current bill), `recurring`
 * when it reaches the one after too. Add-ons take no coupon.
 */
function discountsOn(billing: BillingState, product: ProductItem, priceCents: number, date: Date): BillDiscount[] {
  if (product.type === 'add-on' || priceCents <= 0) return [];
  const discounts: BillDiscount[] = [];
  let left = priceCents;
  for (const coupon of billing.couponList) {
    if (!couponIsForPlan(coupon, product.id)) continue;
    const timing = couponTimingOnBill(coupon, isoDateTime(date), product.unitCount);
    if (!timing.currentBill) continue;
    const cents = Math.min(left, couponCents(coupon, priceCents));
    if (cents <= 0) continue;
    left -= cents;
    discounts.push({
      token: coupon.token,
      benefitSummary: coupon.benefitSummary,
      amountCents: cents,
      recurring: timing.monthlyBill,
      benefitIsIndefinite: coupon.benefitIsIndefinite ?? false,
      benefitEffectiveUntil: coupon.benefitEffectiveUntil ?? coupon.endDate ?? null,
    });
  }
  return discounts;
}

/** A product's line on a bill dated `date` at its full price for the period. */
function periodLine(billing: BillingState, product: ProductItem, date: Date, immediate: boolean): BillLineItem {
  const price = listPriceOn(billing, product, date);
  const discounts = discountsOn(billing, product, price.cents, date);
  return {
    productId: product.id,
    displayName: product.displayName,
    chargeType: immediate ? 'immediate_base' : price.changed ? 'price_change' : 'base',
    amountCents: price.cents - total(discounts),
    discounts,
  };
}

/** The days from now to the end of the period a product's line is pro-rated for. */
interface Proration {
  start: Date;
  end: Date;
  /** The share of the period left, 0 to 1. */
  share: number;
}

function prorationUntil(end: Date, now: Date, months: number): Proration {
  const start = addMonths(end, -Math.max(1, months));
  const length = end.getTime() - start.getTime();
  const share = length <= 0 ? 0 : Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / length));
  return { start: now, end, share };
}

/** A product's pro-rated line: its price and its coupons' discounts for the share of the period left. */
function proratedLine(billing: BillingState, product: ProductItem, now: Date, proration: Proration): BillLineItem {
  const price = listPriceOn(billing, product, now);
  const discounts = discountsOn(billing, product, price.cents, now).map((discount) => ({ ...discount, amountCents: Math.round(discount.amountCents * proration.share) }));
  return {
    productId: product.id,
    displayName: product.displayName,
    chargeType: 'immediate_prorated',
    amountCents: Math.round(price.cents * proration.share) - total(discounts),
    discounts,
    proRationStart: isoDateTime(proration.start),
    proRationEnd: isoDateTime(proration.end),
  };
}

/** A plan as the account pays for it each period from the bill dated `date`: its price after the coupons that recur, what they take off and why. */
export function planPriceOn(billing: BillingState, product: ProductItem, date: Date): Pick<ProductItem, 'priceCents' | 'discountAmountCents' | 'discountBenefit' | 'unitPriceCents'> {
  if (billing.sponsor) return { priceCents: 0, discountAmountCents: product.basePriceCents, discountBenefit: `Complimentary from ${billing.sponsor.name}` };
  // The price per period: a coupon for the bill on `date` only (OUTAGE10, '$10 off your next bill') lowers that
  // bill's line, not what the product costs each period.
  const line = periodLine(billing, product, date, false);
  const recurring = line.discounts.filter((item) => item.recurring);
  const discount = total(recurring);
  const priceCents = line.amountCents + total(line.discounts) - discount;
  return {
    priceCents,
    discountAmountCents: discount,
    discountBenefit: recurring.length > 0 ? recurring.map((item) => item.benefitSummary).join('; ') : null,
    ...(product.unitCount > 1 ? { unitPriceCents: Math.round(priceCents / product.unitCount) } : {}),
  };
}

/** A bill of these lines: promotional credit lowers it, at most to 0. */
function billOf(date: Date, items: BillLineItem[], creditCents: number): BillItem {
  const sum = Math.max(0, total(items));
  const creditAppliedCents = Math.min(Math.max(0, creditCents), sum);
  return { billDate: isoDateTime(date), amountCents: sum - creditAppliedCents, items, creditAppliedCents };
}

// ---------------------------------------------------------------------------------------------------
// The next bill
// ---------------------------------------------------------------------------------------------------

/**
 * What the next bill carries: the plan (the one a scheduled change switches to: the change takes effect on
 * that bill) and the add-ons that stay and that plan takes on top of it; nothing free.
 */
function billedProducts(world: World, billing: BillingState): ProductItem[] {
  const planId = billing.pendingPlanChange?.productId ?? currentPlanId(billing, world);
  const plan = planId ? findProduct(world, planId) : undefined;
  const supported = supportedAddOns(world, planId);
  const addOns = subscribedAddOnIds(billing, world)
    .filter((id) => billing.departingAddOns[id] === undefined && supported.includes(id) && !planIncludes(world, planId, id))
    .flatMap((id) => findProduct(world, id) ?? []);
  return [...(plan ? [plan] : []), ...addOns].filter((product) => product.basePriceCents > 0);
}

/**
 * The next bill of a billing state (`user_details.nextBillDetails`, and the last bill `upgrade_details`
 * quotes): null unless we bill a running subscription that has something to bill.
 */
export function nextBillOf(world: World, billing: BillingState): BillItem | null {
  if (!isBilledByUs(billing) || !isRunning(billing)) return null;
  const products = billedProducts(world, billing);
  if (products.length === 0) return null;
  const date = nextBillDateIn(billing, world.clock.now());
  return billOf(date, products.map((product) => periodLine(billing, product, date, false)), billing.promotionalCreditsCents);
}

// ---------------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------------

export type BillingChange =
  /**
   * subscribe, update_subscription (and upgrade_details with a plan): this plan and these add-ons become the
   * subscription, with a coupon, a new payment method, or as a switch to direct billing.
   */
  | { kind: 'select'; plan: ProductItem; addOns: ProductItem[]; coupon: Coupon | null; method: PaymentMethod | null; directSignup: boolean }
  /** add_product (and upgrade_details without a plan): these add-ons join the current plan. */
  | { kind: 'add'; addOns: ProductItem[] }
  /** apply_coupon: a coupon joins the account's coupons, or a referral adds its credit. */
  | { kind: 'code'; token: string; coupon: Coupon | null; creditCents: number }
  /** retry_payment of a delinquent account: the failed bill is charged again. */
  | { kind: 'retry' };

export interface PricedChange {
  /** What the change charges now (a bill dated now), recorded in the state's billing history; null when nothing. */
  charge: BillItem | null;
  /** The next bill of the state the change leaves (`nextBillOf`). */
  nextBill: BillItem | null;
  /** The billing state after the change, its billing history included. */
  state: BillingState;
}

/** What a change records in billing history, oldest first. */
type Recorded = Omit<BillingHistoryItem, 'date'>;

function chargeDescription(bill: BillItem): string {
  return bill.items
    .filter((line) => line.amountCents > 0)
    .map((line) => (line.chargeType === 'immediate_prorated' ? `${line.displayName} (Pro-Rated)` : line.displayName))
    .join(', ');
}

/**
 * The state with a charge and the change's other records in its billing history (newest first), the credit
 * the charge used taken off.
 */
function settle(state: BillingState, now: Date, records: Recorded[], lines: BillLineItem[]): { state: BillingState; charge: BillItem | null } {
  const charge = lines.length > 0 ? billOf(now, lines, state.promotionalCreditsCents) : null;
  const all = [...records];
  let promotionalCreditsCents = state.promotionalCreditsCents;
  if (charge) {
    promotionalCreditsCents -= charge.creditAppliedCents;
    all.push({
      description: chargeDescription(charge) || charge.items.map((line) => line.displayName).join(', '),
      amountCents: charge.amountCents,
      type: 'invoice',
      url: `https://airwave.example/account/invoices/inv_${state.billingEvents.length + all.length}`,
      paid_at: isoDateTime(now),
    });
  }
  const date = isoDateTime(now);
  const billingEvents = [...all.reverse().map((record) => ({ date, ...record })), ...state.billingEvents];
  return { state: { ...state, promotionalCreditsCents, billingEvents }, charge };
}

function withCoupon(couponList: Coupon[], coupon: Coupon): Coupon[] {
  return [...couponList.filter((item) => item.token.toLowerCase() !== coupon.token.toLowerCase()), coupon];
}

function selectPlan(world: World, before: BillingState, change: Extract<BillingChange, { kind: 'select' }>, now: Date): PricedChange {
  const records: Recorded[] = [];
  const state: BillingState = structuredClone(before);
  const { plan, addOns, coupon, method, directSignup } = change;
  if (method) state.paymentMethod = method;
  if (directSignup && (!isDirectBiller(state.biller) || state.sponsor)) {
    // A switch to direct billing: the provider or sponsor no longer bills the account, its card does.
    state.biller = 'chargebee';
    state.sponsor = null;
    records.push({ description: 'Switched to direct billing', amountCents: 0, type: 'event', url: null, paid_at: null });
  } else if (!isDirectBiller(state.biller) && !isExternalBiller(state.biller) && !state.sponsor && plan.basePriceCents > 0) {
    // An account nobody bills yet (unbilled) that chooses a paid plan is billed directly.
    state.biller = 'chargebee';
  }
  if (coupon) {
    state.couponList = withCoupon(state.couponList, coupon);
    records.push({ description: `Coupon ${coupon.token} applied`, amountCents: 0, type: 'coupon', url: null, paid_at: null });
  }

  const running = isRunning(before);
  const currentId = currentPlanId(before, world);
  const current = currentId ? findProduct(world, currentId) : undefined;
  // A downgrade of a regular subscription (a plan cheaper per month) waits for the next bill (plan-changed).
  const scheduled = before.fsmState === 'regular' && current !== undefined && current.id !== plan.id && monthlyCents(plan) < monthlyCents(current);
  const planNow = scheduled && current ? current : plan;
  state.pendingPlanChange = scheduled ? { productId: plan.id, effectiveDate: isoDate(nextBillDateIn(before, now)) } : null;
  state.subscribedIds = [planNow.id, ...addOns.map((product) => product.id)];
  state.departingAddOns = Object.fromEntries(Object.entries(before.departingAddOns).filter(([id]) => !addOns.some((product) => product.id === id)));
  state.displayPersistentPaywall = false;
  state.removedAt = null;

  if (planNow.basePriceCents === 0) {
    // The free plan: no bill, free channels (FAST) only.
    state.fsmState = neverPaid(before) ? 'curious' : 'lapsed';
    state.fastPlanState = 'ENROLLED';
    state.nextBillDate = null;
    state.lastServiceDate = null;
    state.departingAddOns = {};
    const settled = settle(state, now, records, []);
    return { ...settled, nextBill: nextBillOf(world, settled.state) };
  }

  const trial = !running && trialEligible(before) && (plan.isTrialAvailable ?? false);
  const resumingUntil = before.fsmState === 'departing' ? (parseTime(before.nextBillDate) ?? parseTime(before.lastServiceDate)) : null;
  const resuming = resumingUntil !== null && resumingUntil.getTime() > now.getTime();
  if (running) {
    // Add-ons dropped stay until the next bill (add-on departing); one the plan has in its lineup simply ends.
    const nextBill = isoDate(nextBillDateIn(before, now));
    for (const id of subscribedAddOnIds(before, world)) {
      if (!state.subscribedIds.includes(id) && !planIncludes(world, planNow.id, id)) state.departingAddOns[id] = nextBill;
    }
  }
  state.fsmState = 'regular';
  state.fastPlanState = 'UNENROLLED';
  state.lastServiceDate = null;
  if (trial) {
    const ends = addDays(now, plan.trialDurationDays ?? 7);
    state.trialEndsAt = isoDateTime(ends);
    state.nextBillDate = isoDateTime(ends);
  } else if (running) {
    state.nextBillDate = isoDateTime(nextBillDateIn(before, now));
  } else if (resuming && resumingUntil) {
    // A departing subscription resumed: the period is paid, the next bill is on the day service would have ended.
    state.nextBillDate = isoDateTime(resumingUntil);
  } else {
    state.nextBillDate = isoDateTime(addMonths(now, Math.max(1, planNow.unitCount)));
  }

  const lines: BillLineItem[] = [];
  if (isBilledByUs(state) && !trial) {
    if ((running && !inFreeTrial(before, now)) || resuming) {
      // A running (or paid-up) subscription pays now, for the days left, for what is new to it.
      const proration = prorationUntil(nextBillDateIn(state, now), now, current?.unitCount ?? 1);
      if (planNow.id !== currentId) {
        const line = proratedLine(state, planNow, now, proration);
        lines.push(line);
        if (current && current.basePriceCents > 0) {
          const old = proratedLine(before, current, now, proration);
          const credit = Math.min(old.amountCents, line.amountCents);
          if (credit > 0) lines.push({ ...old, amountCents: -credit, discounts: [] });
        }
      }
      const had = new Set([...before.subscribedIds, ...Object.keys(before.departingAddOns)]);
      for (const addOn of addOns) if (!had.has(addOn.id) && addOn.basePriceCents > 0) lines.push(proratedLine(state, addOn, now, proration));
    } else if (!running && !resuming) {
      // A new subscription without a trial pays its first period now.
      for (const product of [planNow, ...addOns]) if (product.basePriceCents > 0) lines.push(periodLine(state, product, now, true));
    }
  }
  const settled = settle(state, now, records, lines);
  return { ...settled, nextBill: nextBillOf(world, settled.state) };
}

function addAddOns(world: World, before: BillingState, addOns: ProductItem[], now: Date): PricedChange {
  const state: BillingState = structuredClone(before);
  const lines: BillLineItem[] = [];
  const charging = isBilledByUs(before) && isRunning(before) && !inFreeTrial(before, now);
  const currentId = currentPlanId(before, world);
  const proration = prorationUntil(nextBillDateIn(before, now), now, (currentId ? findProduct(world, currentId)?.unitCount : undefined) ?? 1);
  for (const addOn of addOns) {
    const reinstated = state.departingAddOns[addOn.id] !== undefined;
    const subscribed = state.subscribedIds.includes(addOn.id);
    state.departingAddOns = Object.fromEntries(Object.entries(state.departingAddOns).filter(([id]) => id !== addOn.id));
    if (!subscribed) state.subscribedIds.push(addOn.id);
    // A cancelled add-on taken back is paid until the next bill already.
    if (charging && !reinstated && !subscribed && addOn.basePriceCents > 0) lines.push(proratedLine(state, addOn, now, proration));
  }
  const settled = settle(state, now, [], lines);
  return { ...settled, nextBill: nextBillOf(world, settled.state) };
}

function redeemCode(world: World, before: BillingState, change: Extract<BillingChange, { kind: 'code' }>, now: Date): PricedChange {
  const state: BillingState = structuredClone(before);
  const records: Recorded[] = [];
  if (change.coupon) {
    state.couponList = withCoupon(state.couponList, change.coupon);
    records.push({ description: `Coupon ${change.coupon.token} applied`, amountCents: 0, type: 'coupon', url: null, paid_at: null });
  }
  if (change.creditCents > 0) {
    state.promotionalCreditsCents += change.creditCents;
    records.push({ description: `Referral ${change.token} credit`, amountCents: change.creditCents, type: 'coupon', url: null, paid_at: null });
  }
  const settled = settle(state, now, records, []);
  return { ...settled, nextBill: nextBillOf(world, settled.state) };
}

function retryFailedBill(world: World, before: BillingState, now: Date): PricedChange {
  const state: BillingState = structuredClone(before);
  const lines = billedProducts(world, before).map((product) => periodLine(before, product, now, false));
  state.fsmState = 'regular';
  const nextBill = nextBillDateIn(before, now);
  if (nextBill.getTime() <= now.getTime()) {
    const planId = currentPlanId(before, world);
    state.nextBillDate = isoDateTime(addMonths(now, (planId ? findProduct(world, planId)?.unitCount : undefined) ?? 1));
  }
  const settled = settle(state, now, [], lines);
  return { ...settled, nextBill: nextBillOf(world, settled.state) };
}

/** Prices a change of a billing state (the world's, unless another is given): what it charges now, the next bill, the state it leaves. */
export function priceChange(world: World, change: BillingChange, billing: BillingState = world.account.billing): PricedChange {
  const now = world.clock.now();
  switch (change.kind) {
    case 'select':
      return selectPlan(world, billing, change, now);
    case 'add':
      return addAddOns(world, billing, change.addOns, now);
    case 'code':
      return redeemCode(world, billing, change, now);
    case 'retry':
      return retryFailedBill(world, billing, now);
  }
}
