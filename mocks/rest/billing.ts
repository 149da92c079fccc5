/**
 * The billing contract (`/billing/...`, billing.yaml): every operation as a plain function over the
 * world. Business failures answer HTTP 200 with `success: false` and one error; every change updates
 * `billing.updatedAt` and emits `userSubscriptionChanged`, so GraphQL's `userSubscription` (state,
 * content access, FAST plan state) follows.
 */
import { providerCanBill } from '../../common/billing-change.ts';
import { cancelReasonSummary } from '../../common/cancel-survey.ts';
import { isPartnerCode } from '../../common/promo-codes.ts';
import { json, type MockRequest, type MockResponse } from '../core/exchange.ts';
import { offerRule } from '../db/catalog/offers.ts';
import type { BillingHistoryItem, BillingState, Coupon, PaymentMethod, ProductItem, World } from '../db/world.ts';
import {
  billingChanged,
  CORE_PLAN_ID,
  currentPlanId,
  DEACTIVATED_PLAN_ID,
  findProduct,
  isCouponActive,
  isDelinquent,
  isDirectBiller,
  isExternalBiller,
  isTrialEligible,
  lastServiceDateFor,
  nextBillDateOf,
  nowOf,
  planIncludes,
  signupDetailsOf,
  subscribedAddOnIds,
  summaryOf,
  supportedAddOns,
  upgradeDetailsOf,
  userDetailsOf,
} from './billing-model.ts';
import { createSetupIntent, isKnownPaymentMethod, isValidZip, lookupPaymentMethod, paymentMethodOfSetupIntent, setupIntentOfPaymentMethod } from './payments.ts';
import type { ErrorWording } from './wording.ts';
import {
  BILLING_MESSAGES,
  billingFailure,
  billingReply,
  envelopeOf,
  errorReply,
  isBillingErrorCode,
  type BillingErrorCode,
  type BillingRequest,
  type BillingSchemas,
} from './responses.ts';
import { addDays, addMonths, isoDate, isoDateTime, parseTime } from './util.ts';

type OfferType = BillingSchemas['OfferType'];

const MESSAGES = {
  departingAddOns: 'Add-ons can’t be changed while your subscription is ending.',
  deletedAddOns: 'Add-ons can’t be changed because your account was removed.',
  removeNotAllowed: 'Your payment information can only be removed after your subscription is cancelled.',
  deletedAccount: 'Your account was removed. Please contact support.',
  blockedAccount: 'Your account is under review. Please contact support.',
  addOnNotSubscribed: 'This add-on is not part of your subscription.',
} as const;

function bodyOf<T>(request: MockRequest): T {
  return request.body as T;
}

function isUncredentialed(world: World): boolean {
  return world.account.user.isUncredentialed || !world.account.user.email;
}

function notFound(kind: string, id: string) {
  return billingFailure(1004, `Unknown ${kind}: ${id}`);
}

// ---------------------------------------------------------------------------------------------------
// Offers (coupon and referral codes)
// ---------------------------------------------------------------------------------------------------

export function findOffer(world: World, token: string): Coupon | undefined {
  const wanted = token.trim().toLowerCase();
  return world.catalog.offers.find((offer) => offer.token.toLowerCase() === wanted);
}

/**
 * Referral codes (credit across bills) versus coupons: the catalogue's offer rules say which; a code
 * without a rule is a referral when it looks like one (`FRIEND…`, `REF…`, an `offer` benefit).
 */
export function offerTypeOf(offer: Coupon): OfferType {
  const rule = offerRule(offer.token);
  if (rule) return rule.type;
  return /^(FRIEND|REF)/i.test(offer.token) || offer.benefitType === 'offer' ? 'referral' : 'coupon';
}

/** Why a code cannot be used right now, or null when it can. */
export function offerProblem(world: World, offer: Coupon | undefined): string | null {
  if (!offer) return 'This code is not valid';
  if (offer.errorMessage) return offer.errorMessage;
  if (offerRule(offer.token)?.expired || !isCouponActive(offer, nowOf(world))) return 'This code has expired';
  return null;
}

function discountsMoney(offer: Coupon): boolean {
  return offer.benefitType === 'amount' || offer.benefitType === 'percent' || offer.benefitType === 'price';
}

/** A code meant for other plans (its rule's `planIds`), or a money discount on a free plan: 1253. */
function notForPlan(offer: Coupon, plan: ProductItem | undefined): boolean {
  if (!plan) return false;
  const planIds = offerRule(offer.token)?.planIds ?? null;
  if (planIds && !planIds.includes(plan.id)) return true;
  return plan.basePriceCents === 0 && discountsMoney(offer) && offerTypeOf(offer) === 'coupon';
}

/** The coupon as applied now: its benefit runs for `duration` units from today unless it says otherwise. */
function appliedCoupon(world: World, offer: Coupon): Coupon {
  const now = nowOf(world);
  const months = offer.benefitDurationMonths ?? (offer.unit === 'month' ? offer.duration : null) ?? null;
  const until = offer.benefitIsIndefinite || !months ? null : isoDate(addMonths(now, months));
  return {
    ...offer,
    benefitEffectiveUntil: offer.benefitEffectiveUntil ?? until,
    endDate: offer.endDate ?? until,
    errorMessage: null,
  };
}

type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; code: BillingErrorCode };

function checkCoupon(world: World, token: string, plan: ProductItem | undefined): CouponCheck {
  const offer = findOffer(world, token);
  if (!offer || offerProblem(world, offer) !== null) return { ok: false, code: 1250 };
  if (notForPlan(offer, plan)) return { ok: false, code: 1253 };
  return { ok: true, coupon: appliedCoupon(world, offer) };
}

// ---------------------------------------------------------------------------------------------------
// Billing history
// ---------------------------------------------------------------------------------------------------

function record(world: World, event: Omit<BillingHistoryItem, 'date'>): void {
  world.account.billing.billingEvents.unshift({ date: isoDateTime(nowOf(world)), ...event });
}

function invoiceUrl(world: World): string {
  return `https://airwave.example/account/invoices/inv_${world.account.billing.billingEvents.length + 1}`;
}

function recordInvoice(world: World, products: ProductItem[]): void {
  // An external biller invoices the account itself.
  if (isExternalBiller(world.account.billing.biller)) return;
  const amountCents = products.reduce((sum, product) => sum + product.priceCents, 0);
  if (amountCents === 0) return;
  const now = isoDateTime(nowOf(world));
  record(world, {
    description: products.map((product) => product.displayName).join(', '),
    amountCents,
    type: 'invoice',
    url: invoiceUrl(world),
    paid_at: now,
  });
}

function addCoupon(world: World, coupon: Coupon): void {
  const billing = world.account.billing;
  billing.couponList = [...billing.couponList.filter((item) => item.token.toLowerCase() !== coupon.token.toLowerCase()), coupon];
  record(world, { description: `Coupon ${coupon.token} applied`, amountCents: 0, type: 'coupon', url: null, paid_at: null });
}

// ---------------------------------------------------------------------------------------------------
// Subscribing (shared by subscribe, update_subscription and store_subscription_details checks)
// ---------------------------------------------------------------------------------------------------

type SubscribeBody = BillingSchemas['SubscribeRequest'];
type NewSubscriptionBody = BillingSchemas['NewSubscriptionRequest'];

function isNewSubscription(body: SubscribeBody): body is NewSubscriptionBody {
  return 'payment_method' in body;
}

interface Selection {
  plan: ProductItem;
  addOns: ProductItem[];
  method: PaymentMethod | null;
  coupon: Coupon | null;
  /** The new payment method's checkout was stored as a direct sign-up: the account moves to direct billing. */
  directSignup: boolean;
}

/** The checkout details stored against the setup intent a payment method came from, if any. */
function storedCheckoutOf(world: World, paymentMethodId: string) {
  const setupIntentId = setupIntentOfPaymentMethod(paymentMethodId);
  return setupIntentId ? world.account.billing.storedCheckouts?.[setupIntentId] : undefined;
}

/**
 * An externally billed account changes plan and add-ons without a card: its provider bills the change. Only
 * a running (`regular`) subscription changes this way, through update_subscription, to a monthly plan
 * (a plan billed every few months is billed only directly) and without a code (codes are direct-billing
 * discounts). Anything else is an option invalid for the biller (1276).
 */
function providerBillsChange(world: World, operation: 'subscribe' | 'updateSubscription', plan: ProductItem, body: SubscribeBody): boolean {
  return operation === 'updateSubscription' && world.account.billing.fsmState === 'regular' && providerCanBill(plan) && body.coupon === undefined;
}

type SelectionCheck =
  | { ok: true; selection: Selection }
  | { ok: false; response: MockResponse };

function selectionFailure(operation: 'subscribe' | 'updateSubscription', code: BillingErrorCode, message?: string): SelectionCheck {
  return { ok: false, response: billingReply(operation, 200, billingFailure(code, message)) };
}

function checkSelection(
  world: World,
  operation: 'subscribe' | 'updateSubscription',
  body: SubscribeBody,
  keepAddOns: boolean,
): SelectionCheck {
  const billing = world.account.billing;
  const plan = findProduct(world, body.subscription_plan);
  if (!plan || plan.id === DEACTIVATED_PLAN_ID || plan.type === 'add-on') {
    return {
      ok: false,
      response: billingReply(
        operation,
        400,
        billingFailure(1000, `body.subscription_plan ${body.subscription_plan} is not a plan this account can choose`),
      ),
    };
  }
  let method: PaymentMethod | null = null;
  let directSignup = false;
  if (isNewSubscription(body)) {
    if (!isValidZip(body.zip)) return selectionFailure(operation, 1102);
    const lookup = lookupPaymentMethod(world, body.payment_method, body.zip);
    if (lookup.kind === 'unknown') {
      return { ok: false, response: billingReply(operation, 404, notFound('payment method', body.payment_method)) };
    }
    if (lookup.kind === 'declined') return selectionFailure(operation, 1301);
    method = lookup.method;
    directSignup = storedCheckoutOf(world, body.payment_method)?.direct_signup === true;
    // An externally billed account takes a card only as a switch to direct billing (stored as a direct sign-up).
    if (isExternalBiller(billing.biller) && !directSignup) return selectionFailure(operation, 1276);
  } else {
    if (isExternalBiller(billing.biller)) {
      if (!providerBillsChange(world, operation, plan, body)) return selectionFailure(operation, 1276);
    } else if (!billing.paymentMethod && plan.basePriceCents > 0 && !billing.sponsor) return selectionFailure(operation, 1300);
    if (billing.paymentMethod?.status === 'expired' && plan.basePriceCents > 0) return selectionFailure(operation, 1301);
  }
  const supported = supportedAddOns(world, plan.id);
  const wanted = body.addons !== undefined
    ? body.addons
    : keepAddOns
      ? subscribedAddOnIds(billing, world).filter((id) => supported.includes(id))
      : [];
  const addOns: ProductItem[] = [];
  for (const id of wanted) {
    const product = findProduct(world, id);
    // An add-on the plan has in its lineup is dropped from the change; one it does not offer is refused.
    if (product && planIncludes(world, plan.id, id)) continue;
    if (!product || !supported.includes(id)) return selectionFailure(operation, 1262);
    addOns.push(product);
  }
  let coupon: Coupon | null = null;
  if (body.coupon !== undefined) {
    const checked = checkCoupon(world, body.coupon, plan);
    if (!checked.ok) return selectionFailure(operation, checked.code);
    coupon = checked.coupon;
  }
  return { ok: true, selection: { plan, addOns, method, coupon, directSignup } };
}

function withoutKeys(record: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

function neverPaid(world: World): boolean {
  return ['known', 'curious', 'unknown'].includes(world.account.billing.fsmState);
}

/**
 * Puts a selection into effect (new subscription, resume, or a change of plan and add-ons). The
 * account's scheduled plan change becomes `pendingPlanChange` (none by default: any change applied
 * at once drops an earlier scheduled one).
 */
function applySelection(world: World, selection: Selection, pendingPlanChange: BillingState['pendingPlanChange'] = null): void {
  const billing = world.account.billing;
  const now = nowOf(world);
  billing.pendingPlanChange = pendingPlanChange;
  const before = new Set(billing.subscribedIds);
  const previousAddOns = subscribedAddOnIds(billing, world);
  const wasPaying = billing.fsmState === 'regular' || isDelinquent(billing.fsmState);
  const { plan, addOns, method, coupon, directSignup } = selection;
  if (method) {
    billing.paymentMethod = method;
    if (directSignup && (!isDirectBiller(billing.biller) || billing.sponsor)) {
      // A switch to direct billing: the provider or sponsor no longer bills the account, its card does.
      billing.biller = 'chargebee';
      billing.sponsor = null;
      record(world, { description: 'Switched to direct billing', amountCents: 0, type: 'event', url: null, paid_at: null });
    } else if (!isDirectBiller(billing.biller) && !billing.sponsor) {
      billing.biller = 'chargebee';
    }
  }
  billing.subscribedIds = [plan.id, ...addOns.map((product) => product.id)];
  billing.departingAddOns = withoutKeys(billing.departingAddOns, addOns.map((product) => product.id));
  if (coupon) addCoupon(world, coupon);
  billing.displayPersistentPaywall = false;
  billing.removedAt = null;
  if (plan.basePriceCents === 0) {
    // The free plan: no bill, free channels (FAST) only.
    billing.fsmState = neverPaid(world) ? 'curious' : 'lapsed';
    billing.fastPlanState = 'ENROLLED';
    billing.nextBillDate = null;
    billing.lastServiceDate = null;
    billing.departingAddOns = {};
    billingChanged(world);
    return;
  }
  if (wasPaying) {
    // A change of a running subscription: add-ons dropped stay until the next bill (add-on departing).
    // One the new plan has in its lineup simply ends: the plan carries its channels.
    const nextBill = isoDate(nextBillDateOf(world));
    for (const id of previousAddOns) {
      if (!billing.subscribedIds.includes(id) && !planIncludes(world, plan.id, id)) billing.departingAddOns[id] = nextBill;
    }
  }
  const trial = !wasPaying && isTrialEligible(world) && (plan.isTrialAvailable ?? false);
  const resumingUntil =
    billing.fsmState === 'departing' ? (parseTime(billing.nextBillDate) ?? parseTime(billing.lastServiceDate)) : null;
  billing.fsmState = 'regular';
  billing.fastPlanState = 'UNENROLLED';
  billing.lastServiceDate = null;
  if (trial) {
    const ends = addDays(now, plan.trialDurationDays ?? 7);
    billing.trialEndsAt = isoDateTime(ends);
    billing.nextBillDate = isoDateTime(ends);
  } else if (wasPaying) {
    const added = [plan, ...addOns].filter((product) => !before.has(product.id));
    if (added.length > 0) recordInvoice(world, added);
    billing.nextBillDate = isoDateTime(nextBillDateOf(world));
  } else if (resumingUntil && resumingUntil.getTime() > now.getTime()) {
    billing.nextBillDate = isoDateTime(resumingUntil);
  } else {
    recordInvoice(world, [plan, ...addOns]);
    billing.nextBillDate = isoDateTime(addMonths(now, 1));
  }
  billingChanged(world);
}

// ---------------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------------

export function getSignupDetails(world: World): MockResponse {
  return billingReply('getSignupDetails', 200, { success: true, result: signupDetailsOf(world) });
}

export function getUserDetails(world: World): MockResponse {
  return billingReply('getUserDetails', 200, { success: true, result: userDetailsOf(world) });
}

export function getUpgradeDetails(world: World, request: MockRequest): MockResponse {
  const body = bodyOf<BillingRequest<'getUpgradeDetails'>>(request);
  const billing = world.account.billing;
  const selection: ProductItem[] = [];
  for (const id of Object.keys(body)) {
    const product = findProduct(world, id);
    if (!product) return billingReply('getUpgradeDetails', 404, notFound('product', id));
    selection.push(product);
  }
  const plan = selection.find((product) => product.type !== 'add-on');
  const planId = plan?.id ?? currentPlanId(billing, world);
  // An externally billed subscription is priced for the change its provider bills (see update_subscription).
  if (isExternalBiller(billing.biller) && (billing.fsmState !== 'regular' || (plan && !providerCanBill(plan)))) {
    return billingReply('getUpgradeDetails', 200, billingFailure(1276));
  }
  const supported = supportedAddOns(world, planId);
  const priced: ProductItem[] = [];
  for (const product of selection) {
    // An add-on the plan has in its lineup is not priced on top of it; one the plan does not offer is refused.
    if (product.type === 'add-on' && planIncludes(world, planId, product.id)) continue;
    if (product.type === 'add-on' && !supported.includes(product.id)) return billingReply('getUpgradeDetails', 200, billingFailure(1262));
    if (product.id === DEACTIVATED_PLAN_ID) return billingReply('getUpgradeDetails', 200, billingFailure(1262));
    priced.push(product);
  }
  return billingReply('getUpgradeDetails', 200, { success: true, result: upgradeDetailsOf(world, priced) });
}

/** A plan's price per billing month, to tell an upgrade from a downgrade. */
function monthlyCents(plan: ProductItem): number {
  return plan.basePriceCents / Math.max(1, plan.unitCount);
}

/**
 * The plan a regular subscription keeps until the next bill date when the selection is a downgrade
 * (a plan cheaper per month than the current one), or null when the change applies at once.
 */
function planKeptUntilNextBill(world: World, selection: Selection): ProductItem | null {
  const billing = world.account.billing;
  if (billing.fsmState !== 'regular') return null;
  const currentId = currentPlanId(billing, world);
  const current = currentId ? findProduct(world, currentId) : undefined;
  if (!current || current.id === selection.plan.id) return null;
  return monthlyCents(selection.plan) < monthlyCents(current) ? current : null;
}

/** Subscribing and changing a subscription are refused (1302) on a removed or support-blocked account. */
function accountStateFailure(state: BillingState['fsmState']) {
  if (state === 'deleted') return billingFailure(1302, MESSAGES.deletedAccount);
  if (state === 'blocked') return billingFailure(1302, MESSAGES.blockedAccount);
  return null;
}

export function subscribe(world: World, request: MockRequest): MockResponse {
  const body = bodyOf<BillingRequest<'subscribe'>>(request);
  const state = world.account.billing.fsmState;
  if (isUncredentialed(world)) return billingReply('subscribe', 200, billingFailure(1512));
  const refused = accountStateFailure(state);
  if (refused) return billingReply('subscribe', 200, refused);
  // A regular subscription changes through update_subscription: the client's view is stale.
  if (state === 'regular') return billingReply('subscribe', 200, billingFailure(1406));
  const checked = checkSelection(world, 'subscribe', body, state === 'departing');
  if (!checked.ok) return checked.response;
  applySelection(world, checked.selection);
  return billingReply('subscribe', 200, { success: true, result: summaryOf(world) });
}

export function updateSubscription(world: World, request: MockRequest): MockResponse {
  const body = bodyOf<BillingRequest<'updateSubscription'>>(request);
  const state = world.account.billing.fsmState;
  if (isUncredentialed(world)) return billingReply('updateSubscription', 200, billingFailure(1512));
  if (state === 'departing') return billingReply('updateSubscription', 200, billingFailure(1302, MESSAGES.departingAddOns));
  const refused = accountStateFailure(state);
  if (refused) return billingReply('updateSubscription', 200, refused);
  // Not a running subscription: the client should have used subscribe.
  if (state !== 'regular' && !isDelinquent(state)) return billingReply('updateSubscription', 200, billingFailure(1406));
  const checked = checkSelection(world, 'updateSubscription', body, false);
  if (!checked.ok) return checked.response;
  const kept = planKeptUntilNextBill(world, checked.selection);
  if (kept) {
    // A downgrade: the current plan stays until the next bill date, then switches (plan-changed).
    // Add-on changes sent with it apply as in any change.
    const effectiveDate = isoDate(nextBillDateOf(world));
    applySelection(world, { ...checked.selection, plan: kept }, { productId: checked.selection.plan.id, effectiveDate });
  } else {
    applySelection(world, checked.selection);
  }
  return billingReply('updateSubscription', 200, { success: true, result: summaryOf(world) });
}

/**
 * What adding or cancelling one add-on first checks, alike for both: the product exists (404), the account is
 * neither deleted nor departing (1302), and its biller is not an external one (1276).
 */
function addOnChangeTarget(world: World, operation: 'addProduct' | 'removeAddonExtension', productId: string): { ok: true; product: NonNullable<ReturnType<typeof findProduct>> } | { ok: false; refusal: MockResponse } {
  const billing = world.account.billing;
  const product = findProduct(world, productId);
  if (!product) return { ok: false, refusal: billingReply(operation, 404, notFound('product', productId)) };
  if (billing.fsmState === 'deleted') return { ok: false, refusal: billingReply(operation, 200, billingFailure(1302, MESSAGES.deletedAddOns)) };
  if (billing.fsmState === 'departing') return { ok: false, refusal: billingReply(operation, 200, billingFailure(1302, MESSAGES.departingAddOns)) };
  if (isExternalBiller(billing.biller)) return { ok: false, refusal: billingReply(operation, 200, billingFailure(1276)) };
  return { ok: true, product };
}

export function addProduct(world: World, request: MockRequest): MockResponse {
  const { product_id: productId } = bodyOf<BillingRequest<'addProduct'>>(request);
  const billing = world.account.billing;
  const checked = addOnChangeTarget(world, 'addProduct', productId);
  if (!checked.ok) return checked.refusal;
  const { product } = checked;
  const running = billing.fsmState === 'regular' || isDelinquent(billing.fsmState);
  if (!running || product.type === 'plan' || !supportedAddOns(world, currentPlanId(billing, world)).includes(productId)) {
    return billingReply('addProduct', 200, billingFailure(1262));
  }
  const reinstated = billing.departingAddOns[productId] !== undefined;
  billing.departingAddOns = withoutKeys(billing.departingAddOns, [productId]);
  if (!billing.subscribedIds.includes(productId)) {
    billing.subscribedIds.push(productId);
    if (!reinstated && !billing.trialEndsAt) recordInvoice(world, [product]);
  }
  billingChanged(world);
  return billingReply('addProduct', 200, { success: true, result: summaryOf(world) });
}

/**
 * Cancels an add-on extension: the add-on leaves `subscribedIds` and departs at the next bill date (the end
 * of a trial), so user_details lists it with `departingAt` (the add-on departing variant). Cancelling one
 * already departing answers success and changes nothing.
 */
export function removeAddonExtension(world: World, request: MockRequest): MockResponse {
  const { product_id: productId } = bodyOf<BillingRequest<'removeAddonExtension'>>(request);
  const billing = world.account.billing;
  const checked = addOnChangeTarget(world, 'removeAddonExtension', productId);
  if (!checked.ok) return checked.refusal;
  const { product } = checked;
  if (billing.departingAddOns[productId] !== undefined) return billingReply('removeAddonExtension', 200, { success: true, result: summaryOf(world) });
  if (product.type === 'plan' || !billing.subscribedIds.includes(productId)) {
    return billingReply('removeAddonExtension', 200, billingFailure(1302, MESSAGES.addOnNotSubscribed));
  }
  const until = lastServiceDateFor(world);
  billing.subscribedIds = billing.subscribedIds.filter((id) => id !== productId);
  billing.departingAddOns = { ...billing.departingAddOns, [productId]: until };
  record(world, { description: `${product.displayName} add-on cancelled`, amountCents: 0, type: 'event', url: null, paid_at: null });
  billingChanged(world);
  return billingReply('removeAddonExtension', 200, { success: true, result: summaryOf(world) });
}

export function updatePaymentMethod(world: World, request: MockRequest): MockResponse {
  const body = bodyOf<BillingRequest<'updatePaymentMethod'>>(request);
  const billing = world.account.billing;
  if (!isValidZip(body.zip)) return billingReply('updatePaymentMethod', 200, billingFailure(1102));
  const lookup = lookupPaymentMethod(world, body.payment_method, body.zip);
  if (lookup.kind === 'unknown') return billingReply('updatePaymentMethod', 404, notFound('payment method', body.payment_method));
  if (lookup.kind === 'declined') return billingReply('updatePaymentMethod', 200, billingFailure(1301));
  if (isExternalBiller(billing.biller)) return billingReply('updatePaymentMethod', 200, billingFailure(1276));
  billing.paymentMethod = lookup.method;
  if (!billing.knownPaymentMethodIds.includes(body.payment_method)) billing.knownPaymentMethodIds.push(body.payment_method);
  billingChanged(world);
  return billingReply('updatePaymentMethod', 200, { success: true, result: summaryOf(world) });
}

export function depart(world: World, request: MockRequest): MockResponse {
  const body = bodyOf<BillingRequest<'depart'>>(request);
  const billing = world.account.billing;
  if (billing.fsmState === 'departing') return billingReply('depart', 200, { success: true, result: summaryOf(world) });
  if (billing.fsmState !== 'regular' && !isDelinquent(billing.fsmState)) return billingReply('depart', 200, billingFailure(1406));
  // Cancellation takes effect on the next monthly billing date (the end of a trial).
  billing.lastServiceDate = lastServiceDateFor(world);
  billing.fsmState = 'departing';
  // Cancelling drops a scheduled plan change: the subscription ends instead.
  billing.pendingPlanChange = null;
  // The survey's reason in words ('Subscription cancelled: Missing features: Apps for more devices (LG)'); its free text is not shown.
  const reason = body.survey_submitted && body.poll ? cancelReasonSummary(body.poll.answerIds.length > 0 ? body.poll.answerIds : [body.poll.answerId ?? '']) : null;
  record(world, { description: reason ? `Subscription cancelled: ${reason}` : 'Subscription cancelled', amountCents: 0, type: 'event', url: null, paid_at: null });
  billingChanged(world);
  return billingReply('depart', 200, { success: true, result: summaryOf(world) });
}

export function retryPayment(world: World): MockResponse {
  const billing = world.account.billing;
  if (!billing.paymentMethod) return billingReply('retryPayment', 200, billingFailure(1300));
  if (billing.paymentMethod.status === 'expired') return billingReply('retryPayment', 200, billingFailure(1301));
  if (isDelinquent(billing.fsmState)) {
    const now = nowOf(world);
    const plan = currentPlanId(billing, world);
    recordInvoice(
      world,
      billing.subscribedIds.flatMap((id) => {
        const product = findProduct(world, id);
        return product && (id === plan || !billing.departingAddOns[id]) ? [product] : [];
      }),
    );
    billing.fsmState = 'regular';
    billing.nextBillDate = isoDateTime(addMonths(now, 1));
    billingChanged(world);
  }
  return billingReply('retryPayment', 200, { success: true, result: summaryOf(world) });
}

export function removePaymentMethod(world: World): MockResponse {
  const billing = world.account.billing;
  if (!billing.paymentMethod) return billingReply('removePaymentMethod', 200, billingFailure(1300));
  if (!isDirectBiller(billing.biller)) return billingReply('removePaymentMethod', 200, billingFailure(1276));
  if (billing.fsmState !== 'deactivated' && billing.fsmState !== 'departing') {
    return billingReply('removePaymentMethod', 200, billingFailure(1302, MESSAGES.removeNotAllowed));
  }
  billing.paymentMethod = null;
  billingChanged(world);
  return billingReply('removePaymentMethod', 200, { success: true, result: summaryOf(world) });
}

export function applyCoupon(world: World, request: MockRequest): MockResponse {
  const { token } = bodyOf<BillingRequest<'applyCoupon'>>(request);
  const billing = world.account.billing;
  const offer = findOffer(world, token);
  if (!offer || offerProblem(world, offer) !== null) return billingReply('applyCoupon', 200, billingFailure(1250));
  // A partner code (VIB…, TMO…) is paid by the partner: no card is needed to redeem it.
  if (!billing.paymentMethod && !isPartnerCode(token)) return billingReply('applyCoupon', 200, billingFailure(1300));
  const planId = currentPlanId(billing, world);
  const plan = planId ? findProduct(world, planId) : undefined;
  const reactivating = billing.fsmState === 'deactivated' || billing.fsmState === 'lapsed';
  if (!reactivating && notForPlan(offer, plan)) return billingReply('applyCoupon', 200, billingFailure(1253));
  const applied = appliedCoupon(world, offer);
  if (offerTypeOf(offer) === 'referral') {
    const credit = offerRule(offer.token)?.creditCents ?? offer.benefitAmount ?? 0;
    billing.promotionalCreditsCents += credit;
    record(world, { description: `Referral ${offer.token} credit`, amountCents: credit, type: 'coupon', url: null, paid_at: null });
  } else {
    addCoupon(world, applied);
  }
  if (reactivating) {
    // 'Reactivate' with a coupon: the paid plan resumes at once.
    const paidPlan = plan && plan.basePriceCents > 0 && plan.id !== DEACTIVATED_PLAN_ID ? plan.id : CORE_PLAN_ID;
    billing.subscribedIds = [paidPlan, ...subscribedAddOnIds(billing, world)];
    billing.pendingPlanChange = null;
    billing.fsmState = 'regular';
    billing.fastPlanState = 'UNENROLLED';
    billing.lastServiceDate = null;
    billing.displayPersistentPaywall = false;
    billing.nextBillDate = isoDateTime(addMonths(nowOf(world), 1));
    if (!isDirectBiller(billing.biller) && !billing.sponsor) billing.biller = 'chargebee';
  }
  billingChanged(world);
  return billingReply('applyCoupon', 200, { success: true, result: applied });
}

export function getOfferDetails(world: World, request: MockRequest): MockResponse {
  const token = request.query.get('token') ?? '';
  const offer = findOffer(world, token);
  const problem = offerProblem(world, offer);
  if (!offer || problem !== null) {
    return billingReply('getOfferDetails', 200, {
      success: true,
      result: { token, detailsList: [], errorMessage: problem ?? 'This code is not valid', terms_url: null },
    });
  }
  const type = offerTypeOf(offer);
  const details = offerRule(offer.token)?.detailsList ?? [offer.benefitSummary];
  return billingReply('getOfferDetails', 200, {
    success: true,
    result: { type, token: offer.token, detailsList: details, errorMessage: null, terms_url: offer.terms_url ?? null },
  });
}

export function createSetupIntentOperation(world: World, request: MockRequest): MockResponse {
  if (isUncredentialed(world)) return billingReply('createSetupIntent', 200, billingFailure(1512));
  const limitTo = request.query.get('limit_to');
  const { user, billing } = world.account;
  const intent = createSetupIntent(world);
  const zip = billing.paymentMethod?.zip;
  const bankAccount = limitTo === 'us_bank_account';
  const walletsHidden = limitTo !== null && limitTo !== 'wallet';
  world.events.emit('accountChanged', {});
  return billingReply('createSetupIntent', 200, {
    success: true,
    result: {
      clientSecret: intent.clientSecret,
      setupIntentId: intent.setupIntentId,
      rootUserId: user.userId,
      paymentMethodData: {
        billing_details: {
          name: user.name || null,
          email: user.email,
          ...(zip && !bankAccount ? { address: { country: 'US', postal_code: zip } } : {}),
        },
      },
      mandateData: bankAccount ? { customer_acceptance: { type: 'online', online: { infer_from_client: true } } } : null,
      suppressApplePay: walletsHidden,
      suppressGooglePay: walletsHidden,
      enforceCardCustomZip: !bankAccount,
    },
  });
}

export function storeSubscriptionDetails(world: World, request: MockRequest): MockResponse {
  const body = bodyOf<BillingRequest<'storeSubscriptionDetails'>>(request);
  const billing = world.account.billing;
  if (!paymentMethodOfSetupIntent(world, body.setupIntentId)) {
    return billingReply('storeSubscriptionDetails', 404, notFound('setup intent', body.setupIntentId));
  }
  if (isUncredentialed(world)) return billingReply('storeSubscriptionDetails', 200, billingFailure(1512));
  if (!isValidZip(body.zip)) return billingReply('storeSubscriptionDetails', 200, billingFailure(1102));
  if (isExternalBiller(billing.biller) && !body.direct_signup) return billingReply('storeSubscriptionDetails', 200, billingFailure(1276));
  const plan = body.subscription_plan ? findProduct(world, body.subscription_plan) : undefined;
  if (body.subscription_plan && (!plan || plan.id === DEACTIVATED_PLAN_ID)) {
    return billingReply('storeSubscriptionDetails', 200, billingFailure(1262));
  }
  const planId = plan?.id ?? currentPlanId(billing, world);
  const supported = supportedAddOns(world, planId);
  if ((body.addons ?? []).some((id) => !supported.includes(id) && !planIncludes(world, planId, id))) return billingReply('storeSubscriptionDetails', 200, billingFailure(1262));
  if (body.coupon !== undefined) {
    const checked = checkCoupon(world, body.coupon, plan);
    if (!checked.ok) return billingReply('storeSubscriptionDetails', 200, billingFailure(checked.code));
  }
  // Kept against the intent: the subscribe that follows with its payment method reads them.
  billing.storedCheckouts = { ...billing.storedCheckouts, [body.setupIntentId]: body };
  world.events.emit('accountChanged', {});
  return billingReply('storeSubscriptionDetails', 200, { success: true, result: summaryOf(world) });
}

export function validateZip(world: World, request: MockRequest): MockResponse {
  const body = bodyOf<BillingRequest<'validateZip'>>(request);
  if (body.payment_method !== undefined && !isKnownPaymentMethod(world, body.payment_method)) {
    return billingReply('validateZip', 404, notFound('payment method', body.payment_method));
  }
  if (!isValidZip(body.zip)) return billingReply('validateZip', 200, billingFailure(1102));
  return billingReply('validateZip', 200, { success: true });
}

export function enableRadarZipCheck(world: World): MockResponse {
  world.account.billing.radarZipCheckEnabled = true;
  billingChanged(world);
  return billingReply('enableRadarZipCheck', 200, { success: true });
}

/** The billing contract's wording: a billing-error fault answers HTTP 200 with `success: false` and its code. */
export const billingWording: ErrorWording = {
  faultReply(_world, operation, fault, request) {
    if (envelopeOf(operation) !== 'billing') return null;
    if (fault.kind === 'surge') {
      // The capacity-limited form's retry, a setup intent for cards only, goes through.
      if (operation.operationId === 'createSetupIntent' && request.query.get('limit_to') === 'card') return null;
      return json(200, billingFailure(fault.code, BILLING_MESSAGES[fault.code]));
    }
    if (fault.kind !== 'billing-error') return null;
    if (isBillingErrorCode(fault.code)) return json(200, billingFailure(fault.code, BILLING_MESSAGES[fault.code]));
    return errorReply('billing', 500, `Mock fault: unknown billing error code ${fault.code}`);
  },
};
