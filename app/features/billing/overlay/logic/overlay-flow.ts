/**
 * The subscription overlay's rules, free of React: which screens a visit goes through, how the footer and
 * header move between them, what is selected, when Submit may be pressed, and which call and body a
 * submit sends (contracts/openapi/billing.yaml: subscribe, update_subscription, upgrade_details).
 */
import { planIncludesAddOn, providerCanBill } from '../../../../../common/billing-change.ts';
import type { AddonId, BillingFsmState, Biller, NewSubscriptionRequest, OfferType, PlanId, ProductItem, SignupDetails, StoreSubscriptionDetailsRequest, UpgradeDetailsQuery } from '../../core/logic/types.ts';
import { isExternalBiller } from '../../core/logic/account-actions.ts';
import type { OverlayEntry } from '../../../../lib/billing/overlay-options.ts';

/** The overlay's screens: the provider-managed acknowledgement, Manage Plan, Manage Add-Ons, Checkout. */
export type OverlayScreen = 'acknowledge' | 'plan' | 'addon' | 'checkout';

/**
 * The screens of one visit, in order: plan, add-ons, checkout from Manage Plan; add-ons, checkout from
 * Manage Add-Ons; a provider-managed (externally billed) account first acknowledges the upgrade. A switch
 * to direct billing keeps the current plan and goes straight to Checkout (choosing a plan first when the
 * account has none, as a deactivated sponsored one).
 */
export function overlayFlow(entry: OverlayEntry, biller: Biller, hasPlan = true): readonly OverlayScreen[] {
  if (entry === 'direct') return hasPlan ? ['checkout'] : ['plan', 'checkout'];
  const screens: OverlayScreen[] = entry === 'plan' ? ['plan', 'addon', 'checkout'] : ['addon', 'checkout'];
  return isExternalBiller(biller) ? ['acknowledge', ...screens] : screens;
}

export interface OverlaySelection {
  plan: PlanId | null;
  addOns: readonly string[];
}

export interface OverlayState {
  flow: readonly OverlayScreen[];
  step: number;
  selection: OverlaySelection;
  /** The legal checkbox on Checkout. */
  legal: boolean;
  closed: boolean;
}

export type OverlayEvent =
  | { type: 'continue' }
  /** The header's back: the screen before, or out of the overlay from the first one. */
  | { type: 'back' }
  /** The header's exit, the footer's Cancel, the browser's Back. */
  | { type: 'exit' }
  | { type: 'choose-plan'; plan: PlanId }
  | { type: 'toggle-add-on'; id: string }
  | { type: 'legal'; checked: boolean };

/** The first state of a visit: the account's current plan and add-ons selected. */
export function initialOverlayState(flow: readonly OverlayScreen[], current: OverlaySelection): OverlayState {
  return { flow, step: 0, selection: current, legal: false, closed: false };
}

export function screenOf(state: OverlayState): OverlayScreen {
  return state.flow[Math.min(state.step, state.flow.length - 1)] ?? 'checkout';
}

/** Continue is offered on every screen but Checkout, and needs a plan once past Manage Plan. */
export function canContinue(state: OverlayState): boolean {
  const screen = screenOf(state);
  if (screen === 'checkout') return false;
  return screen === 'acknowledge' || state.selection.plan !== null;
}

export function overlayTransition(state: OverlayState, event: OverlayEvent): OverlayState {
  if (state.closed) return state;
  switch (event.type) {
    case 'continue':
      return canContinue(state) ? { ...state, step: state.step + 1 } : state;
    case 'back':
      // Leaving Checkout unticks the legal box: it acknowledges the summary it was ticked on.
      return state.step === 0 ? { ...state, closed: true } : { ...state, step: state.step - 1, legal: false };
    case 'exit':
      return { ...state, closed: true };
    case 'choose-plan':
      return { ...state, selection: { ...state.selection, plan: event.plan }, legal: false };
    case 'toggle-add-on': {
      const has = state.selection.addOns.includes(event.id);
      const addOns = has ? state.selection.addOns.filter((id) => id !== event.id) : [...state.selection.addOns, event.id];
      return { ...state, selection: { ...state.selection, addOns }, legal: false };
    }
    case 'legal':
      return screenOf(state) === 'checkout' ? { ...state, legal: event.checked } : state;
  }
}

/**
 * Submit on Checkout: the legal box ticked, nothing in flight, a plan chosen, something changed, and a
 * payment method to charge (the card on file, or a new card whose form is complete) unless the plan is free.
 */
export function canSubmit(input: { state: OverlayState; busy: boolean; changed: boolean; payable: boolean }): boolean {
  const { state, busy, changed, payable } = input;
  return screenOf(state) === 'checkout' && state.legal && !busy && changed && payable && state.selection.plan !== null;
}

/** What Checkout still needs from the viewer before Submit: a change to make, the new card's details, the terms. */
export type SubmitNeed = 'change' | 'card' | 'terms';

/**
 * What the viewer still has to do for Submit to enable, in the order the screen asks it (the selection, the card,
 * then the legal box below them), so Checkout can say why Submit is disabled. Empty when nothing is missing; a
 * submit in flight is not the viewer's to do and is not listed.
 */
export function submitNeeds(input: { state: OverlayState; changed: boolean; payable: boolean }): SubmitNeed[] {
  const { state, changed, payable } = input;
  if (screenOf(state) !== 'checkout') return [];
  const needs: SubmitNeed[] = [];
  if (!changed || state.selection.plan === null) needs.push('change');
  if (!payable) needs.push('card');
  if (!state.legal) needs.push('terms');
  return needs;
}

/** The add-ons a plan supports, in the catalogue's order (an add-on the plan does not take is dropped). */
export function supportedAddOns(plan: ProductItem | undefined, addOns: readonly ProductItem[]): ProductItem[] {
  if (!plan) return [];
  const supported = new Set(plan.supportedAddons ?? []);
  return addOns.filter((addOn) => supported.has(addOn.id));
}

/** The selection as sent: its add-ons limited to those the chosen plan takes, in catalogue order. */
export function effectiveSelection(selection: OverlaySelection, details: Pick<SignupDetails, 'selectablePlans' | 'selectableAddons'>): { plan: PlanId | null; addOns: string[] } {
  const plan = details.selectablePlans.find((item) => item.id === selection.plan);
  const addOns = supportedAddOns(plan, details.selectableAddons)
    .map((item) => item.id)
    .filter((id) => selection.addOns.includes(id));
  return { plan: selection.plan, addOns };
}

/** Why a selected add-on is left out for the chosen plan: the plan has it in its lineup, or does not offer it. */
export type DroppedReason = 'included' | 'unavailable';
export interface DroppedAddOn {
  addOn: ProductItem;
  reason: DroppedReason;
}

/**
 * The selected add-ons the chosen plan does not take (what `effectiveSelection` leaves out), in catalogue
 * order, each with why: the plan already includes it (every channel of it is in the plan's lineup, as MGM+
 * in Airwave Plus) or does not offer it. The viewer is told, since none of them is billed with the plan.
 */
export function droppedAddOns(selection: OverlaySelection, details: Pick<SignupDetails, 'selectablePlans' | 'selectableAddons'>): DroppedAddOn[] {
  const plan = details.selectablePlans.find((item) => item.id === selection.plan);
  if (!plan) return [];
  const kept = new Set(supportedAddOns(plan, details.selectableAddons).map((item) => item.id));
  return details.selectableAddons
    .filter((addOn) => selection.addOns.includes(addOn.id) && !kept.has(addOn.id))
    .map((addOn) => ({ addOn, reason: planIncludesAddOn(plan, addOn) ? 'included' : 'unavailable' }));
}

/**
 * A plan the overlay does not offer: an externally billed account's provider bills monthly plans only, so a
 * plan billed every few months is shown but cannot be chosen (the switch to direct billing can choose any).
 */
export function planRefusedByProvider(plan: Pick<ProductItem, 'unitCount'>, input: { entry: OverlayEntry; externallyBilled: boolean }): boolean {
  return input.externallyBilled && input.entry !== 'direct' && !providerCanBill(plan);
}

/** Whether the selection differs from what the account has. */
export function selectionChanged(selection: { plan: PlanId | null; addOns: readonly string[] }, current: OverlaySelection): boolean {
  if (selection.plan !== current.plan) return true;
  const now = new Set(current.addOns);
  return selection.addOns.length !== now.size || selection.addOns.some((id) => !now.has(id));
}

/** Something to submit: a selection different from the account's, or a switch to direct billing (the change is who bills). */
export function hasChange(entry: OverlayEntry, selection: { plan: PlanId | null; addOns: readonly string[] }, current: OverlaySelection): boolean {
  return entry === 'direct' || selectionChanged(selection, current);
}

/**
 * What Checkout charges: the card on file, a new card entered in Checkout, the provider that bills the
 * account (a provider-managed upgrade), or nothing (a free plan, no card on file).
 */
export type PaymentSource = 'card-on-file' | 'new-card' | 'provider' | 'none';

/**
 * A switch to direct billing always takes a new card. An externally billed account's upgrade is charged by
 * its provider. Otherwise the card on file pays unless the viewer chose to enter a new one; without a card
 * on file a paid plan needs a new card and a free plan none.
 */
export function paymentSource(input: {
  entry: OverlayEntry;
  externallyBilled: boolean;
  hasCardOnFile: boolean;
  wantsNewCard: boolean;
  planIsFree: boolean;
}): PaymentSource {
  if (input.entry === 'direct') return 'new-card';
  if (input.externallyBilled) return 'provider';
  if (input.hasCardOnFile) return input.wantsNewCard ? 'new-card' : 'card-on-file';
  return input.planIsFree ? 'none' : 'new-card';
}

/** POST /billing/upgrade_details prices the chosen products: a map of each product id to true. */
export function upgradeDetailsBody(selection: { plan: PlanId | null; addOns: readonly string[] }): Record<string, true> {
  const ids = [...(selection.plan ? [selection.plan] : []), ...selection.addOns];
  return Object.fromEntries(ids.map((id) => [id, true as const]));
}

/**
 * How Checkout asks for its price besides the products: with the coupon typed in Checkout (a referral code is
 * never sent as a coupon), and as a switch to direct billing when it opened for one.
 */
export function upgradeDetailsQuery(input: { code: CheckoutCode | null; entry: OverlayEntry }): UpgradeDetailsQuery {
  return {
    ...(input.code?.type === 'coupon' ? { coupon: input.code.token } : {}),
    ...(input.entry === 'direct' ? { direct_signup: true } : {}),
  };
}

/** A running subscription (regular, a trial included, or delinquent) changes with update_subscription; any other state subscribes. */
export type ChangeCall = 'subscribe' | 'update_subscription';
const RUNNING: readonly BillingFsmState[] = ['regular', 'delinquent', 'delinquent_access', 'delinquent_no_access'];
export function changeCallFor(state: BillingFsmState): ChangeCall {
  return RUNNING.includes(state) ? 'update_subscription' : 'subscribe';
}

/** The contract's add-on ids (a record, so a new id in the contract fails to compile here until it is named). */
const ADDON_IDS: Readonly<Record<AddonId, true>> = {
  epix: true,
  movie: true,
  starz: true,
  'amcplus-adfree': true,
  'betplus-adfree': true,
  'allblk-adfree': true,
  'hallmarkplus-adfree': true,
};
export function isAddonId(id: string): id is AddonId {
  return Object.hasOwn(ADDON_IDS, id);
}

/** The coupon a change sends: the code typed in Checkout when it is a coupon (a referral is not sent). */
function couponOf(code: CheckoutCode | null | undefined): { coupon?: string } {
  return code?.type === 'coupon' ? { coupon: code.token } : {};
}

/** The body of a change charged to the payment method on file: the plan, the whole add-on selection and Checkout's coupon. */
export function changeBody(selection: { plan: PlanId; addOns: readonly string[]; code?: CheckoutCode | null }): { subscription_plan: PlanId; addons: AddonId[]; coupon?: string } {
  return { subscription_plan: selection.plan, addons: selection.addOns.filter(isAddonId), ...couponOf(selection.code) };
}

/** The body of a change charged to a new card: its confirmed payment method and billing zip with the selection and Checkout's coupon. */
export function newCardChangeBody(input: { plan: PlanId; addOns: readonly string[]; paymentMethod: string; zip: string; code?: CheckoutCode | null }): NewSubscriptionRequest {
  return { zip: input.zip, payment_method: input.paymentMethod, subscription_plan: input.plan, addons: input.addOns.filter(isAddonId), ...couponOf(input.code) };
}

/** A promo or referral code entered for the checkout, with the type its lookup gave. */
export interface CheckoutCode {
  token: string;
  type: OfferType;
}

/**
 * POST /billing/store_subscription_details: the confirmed setup intent, the billing zip, the selection,
 * `direct_signup` for a switch to direct billing, and the code only when it is a coupon (a referral is not
 * sent here).
 */
export function storeDetailsBody(input: {
  setupIntentId: string;
  zip: string;
  plan: PlanId;
  addOns: readonly string[];
  directSignup: boolean;
  code?: CheckoutCode | null;
}): StoreSubscriptionDetailsRequest {
  return {
    setupIntentId: input.setupIntentId,
    zip: input.zip,
    subscription_plan: input.plan,
    addons: input.addOns.filter(isAddonId),
    ...(input.directSignup ? { direct_signup: true } : {}),
    ...couponOf(input.code),
  };
}

/** Whether the change touches only add-ons (its failure then reads as the add-ons' own text). */
export function isAddOnOnlyChange(selection: { plan: PlanId | null }, current: OverlaySelection): boolean {
  return selection.plan === current.plan;
}

/**
 * The selection an Upgrade opens with: the account's own, plus the products it names — a paid plan replaces
 * a free or missing one (the first such plan named), add-ons are added.
 */
export function withPreselected(
  current: OverlaySelection,
  preselect: readonly string[],
  details: Pick<SignupDetails, 'selectablePlans' | 'selectableAddons'>,
): OverlaySelection {
  const currentPlan = details.selectablePlans.find((plan) => plan.id === current.plan);
  const namedPlan = details.selectablePlans.find((plan) => preselect.includes(plan.id) && plan.basePriceCents > 0);
  // A selectable plan's id is a plan id.
  const plan = (!currentPlan || currentPlan.basePriceCents === 0) && namedPlan ? (namedPlan.id as PlanId) : current.plan;
  const added = details.selectableAddons.map((item) => item.id).filter((id) => preselect.includes(id) && !current.addOns.includes(id));
  return { plan, addOns: [...current.addOns, ...added] };
}
