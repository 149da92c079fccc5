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
import type { BillingFsmState, BillingHistoryItem, Coupon, PaymentMethod, ProductItem, World } from '../db/world.ts';
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
  isRetiredPlan,
  isRunning,
  lastServiceDateFor,
  nowOf,
  planIncludes,
  subscribedAddOnIds,
  supportedAddOns,
} from './billing-model.ts';
import { signupDetailsOf, summaryOf, upgradeDetailsOf, userDetailsOf } from './billing-views.ts';
import { priceChange, type BillingChange, type PricedChange } from './pricing.ts';
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
import { addDays, addMonths, isoDate, isoDateTime } from './util.ts';

type OfferType = BillingSchemas['OfferType'];

const MESSAGES = {
  departingAddOns: 'Add-ons can’t be changed while your subscription is ending.',
  deletedAddOns: 'Add-ons can’t be changed because your account was removed.',
  removeNotAllowed: 'Your payment information can only be removed after your subscription is cancelled.',
  deletedAccount: 'Your account was removed. Please contact support.',
  blockedAccount: 'Your account is under review. Please contact support.',
  addOnNotSubscribed: 'This add-on is not part of your subscription.',
  retiredPlan: 'This plan is no longer offered.',
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

/**
 * The coupon as applied now: a coupon for n months lowers the bills of the n months from today (it ends the
 * day before the same date n months on); an indefinite one, or one that names no duration, keeps its own dates.
 */
function appliedCoupon(world: World, offer: Coupon): Coupon {
  const now = nowOf(world);
  const months = offer.benefitDurationMonths ?? (offer.unit === 'month' ? offer.duration : null) ?? null;
  const until = offer.benefitIsIndefinite || !months ? null : isoDate(addDays(addMonths(now, months), -1));
  return {
    ...offer,
    benefitEffectiveUntil: until ?? offer.benefitEffectiveUntil ?? null,
    endDate: until ?? offer.endDate ?? null,
    errorMessage: null,
  };
}

type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; code: BillingErrorCode };

/**
 * A code sent as `coupon` (subscribe, update_subscription, store_subscription_details, upgrade_details): 1250
 * when it is unknown, expired or a referral code (its credit is redeemed with apply_coupon), 1253 when it is
 * not for the plan.
 */
function checkCoupon(world: World, token: string, plan: ProductItem | undefined): CouponCheck {
  const offer = findOffer(world, token);
  if (!offer || offerProblem(world, offer) !== null || offerTypeOf(offer) === 'referral') return { ok: false, code: 1250 };
  if (notForPlan(offer, plan)) return { ok: false, code: 1253 };
  return { ok: true, coupon: appliedCoupon(world, offer) };
}

// ---------------------------------------------------------------------------------------------------
// Billing history
// ---------------------------------------------------------------------------------------------------

function record(world: World, event: Omit<BillingHistoryItem, 'date'>): void {
  world.account.billing.billingEvents.unshift({ date: isoDateTime(nowOf(world)), ...event });
}

/** Puts a priced change into effect: its state (with the charge in its billing history), then the change's bookkeeping. */
function commit(world: World, priced: PricedChange): void {
  world.account.billing = { ...priced.state, updatedAt: world.account.billing.updatedAt };
  billingChanged(world);
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

type ProductsCheck = { ok: true; addOns: ProductItem[]; coupon: Coupon | null } | { ok: false; code: BillingErrorCode; message?: string };

/**
 * What a chosen plan, its add-ons and a code must be, whoever pays (subscribe, update_subscription and
 * upgrade_details alike): a plan offered to the account (a retired one only to the account on it: 1262),
 * add-ons the plan takes (one it has in its lineup is dropped from the change, one it does not offer is 1262),
 * and a code that is a coupon for that plan (1250, 1253).
 */
function checkProducts(world: World, plan: ProductItem, wanted: readonly string[], couponToken: string | undefined): ProductsCheck {
  const billing = world.account.billing;
  if (isRetiredPlan(plan.id) && currentPlanId(billing, world) !== plan.id) return { ok: false, code: 1262, message: MESSAGES.retiredPlan };
  const supported = supportedAddOns(world, plan.id);
  const addOns: ProductItem[] = [];
  for (const id of wanted) {
    const product = findProduct(world, id);
    if (product && planIncludes(world, plan.id, id)) continue;
    if (!product || !supported.includes(id)) return { ok: false, code: 1262 };
    addOns.push(product);
  }
  let coupon: Coupon | null = null;
  if (couponToken !== undefined) {
    const checked = checkCoupon(world, couponToken, plan);
    if (!checked.ok) return { ok: false, code: checked.code };
    coupon = checked.coupon;
  }
  return { ok: true, addOns, coupon };
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
  const products = checkProducts(world, plan, wanted, body.coupon);
  if (!products.ok) return selectionFailure(operation, products.code, products.message);
  return { ok: true, selection: { plan, addOns: products.addOns, method, coupon: products.coupon, directSignup } };
}

/** The pricing model's change for a checked selection. */
function selectChange(selection: Selection): BillingChange {
  return { kind: 'select', ...selection };
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

type UpgradeCheck = { ok: true; selection: ProductItem[]; change: BillingChange } | { ok: false; response: MockResponse };

function upgradeFailure(code: BillingErrorCode, message?: string): UpgradeCheck {
  return { ok: false, response: billingReply('getUpgradeDetails', 200, billingFailure(code, message)) };
}

/**
 * The change a selection priced by upgrade_details leads to, with the checks that change makes before it
 * prices anything: a selection with a plan is a subscribe or update_subscription, one without a plan an
 * add_product of each add-on.
 */
function upgradeChange(world: World, request: MockRequest): UpgradeCheck {
  const body = bodyOf<BillingRequest<'getUpgradeDetails'>>(request);
  const billing = world.account.billing;
  const couponToken = request.query.get('coupon') ?? undefined;
  const directSignup = request.query.get('direct_signup') === 'true';
  const selection: ProductItem[] = [];
  for (const id of Object.keys(body)) {
    const product = findProduct(world, id);
    if (!product) return { ok: false, response: billingReply('getUpgradeDetails', 404, notFound('product', id)) };
    selection.push(product);
  }
  const plan = selection.find((product) => product.type !== 'add-on');
  if (plan?.id === DEACTIVATED_PLAN_ID) return upgradeFailure(1262);
  // An externally billed subscription is priced for the change its provider bills (see update_subscription),
  // unless it is priced as a switch to direct billing.
  const providerBills = isExternalBiller(billing.biller) && !directSignup;
  if (providerBills && (billing.fsmState !== 'regular' || (plan && !providerCanBill(plan)) || couponToken !== undefined)) return upgradeFailure(1276);
  if (plan) {
    const products = checkProducts(world, plan, selection.filter((product) => product.type === 'add-on').map((product) => product.id), couponToken);
    if (!products.ok) return upgradeFailure(products.code, products.message);
    const priced = [plan, ...products.addOns];
    return { ok: true, selection: priced, change: selectChange({ plan, addOns: products.addOns, method: null, coupon: products.coupon, directSignup }) };
  }
  // Add-ons only: add_product's checks (an external biller changes add-ons with update_subscription).
  if (billing.fsmState === 'deleted') return upgradeFailure(1302, MESSAGES.deletedAddOns);
  if (billing.fsmState === 'departing') return upgradeFailure(1302, MESSAGES.departingAddOns);
  if (isExternalBiller(billing.biller)) return upgradeFailure(1276);
  const planId = currentPlanId(billing, world);
  const addOns = selection.filter((product) => !planIncludes(world, planId, product.id));
  if (!isRunning(billing) || addOns.some((product) => !supportedAddOns(world, planId).includes(product.id))) return upgradeFailure(1262);
  if (couponToken !== undefined) {
    const checked = checkCoupon(world, couponToken, planId ? findProduct(world, planId) : undefined);
    if (!checked.ok) return upgradeFailure(checked.code);
  }
  return { ok: true, selection: addOns, change: { kind: 'add', addOns } };
}

export function getUpgradeDetails(world: World, request: MockRequest): MockResponse {
  const checked = upgradeChange(world, request);
  if (!checked.ok) return checked.response;
  return billingReply('getUpgradeDetails', 200, { success: true, result: upgradeDetailsOf(world, checked.selection, priceChange(world, checked.change)) });
}

/** Subscribing and changing a subscription are refused (1302) on a removed or support-blocked account. */
function accountStateFailure(state: BillingFsmState) {
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
  commit(world, priceChange(world, selectChange(checked.selection)));
  return billingReply('subscribe', 200, { success: true, result: summaryOf(world) });
}

/**
 * Changes a running subscription. The pricing model applies an upgrade at once and schedules a downgrade (the
 * current plan stays until the next bill date, then switches: plan-changed); add-on changes sent with it apply
 * as in any change.
 */
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
  commit(world, priceChange(world, selectChange(checked.selection)));
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
  if (!isRunning(billing) || product.type === 'plan' || !supportedAddOns(world, currentPlanId(billing, world)).includes(productId)) {
    return billingReply('addProduct', 200, billingFailure(1262));
  }
  commit(world, priceChange(world, { kind: 'add', addOns: [product] }));
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
  // The failed bill is charged again (priced as any bill); a retry of an account that owes nothing changes nothing.
  if (isDelinquent(billing.fsmState)) commit(world, priceChange(world, { kind: 'retry' }));
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
  const referral = offerTypeOf(offer) === 'referral';
  const code: BillingChange = {
    kind: 'code',
    token: offer.token,
    coupon: referral ? null : applied,
    creditCents: referral ? (offerRule(offer.token)?.creditCents ?? offer.benefitAmount ?? 0) : 0,
  };
  const redeemed = priceChange(world, code);
  if (reactivating) {
    // 'Reactivate' with a code: the paid plan resumes at once, as a new subscription paid now (the code's
    // discount or credit on that charge), billed directly.
    const paidPlan = (plan && plan.basePriceCents > 0 && plan.id !== DEACTIVATED_PLAN_ID ? plan : undefined) ?? findProduct(world, CORE_PLAN_ID);
    const addOns = subscribedAddOnIds(billing, world).flatMap((id) => findProduct(world, id) ?? []);
    const state = { ...redeemed.state, ...(!isDirectBiller(billing.biller) && !billing.sponsor ? { biller: 'chargebee' as const } : {}) };
    if (paidPlan) commit(world, priceChange(world, { kind: 'select', plan: paidPlan, addOns, coupon: null, method: null, directSignup: false }, state));
  } else {
    commit(world, redeemed);
  }
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
