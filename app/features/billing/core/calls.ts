/**
 * The billing area's REST calls, one function each, on the billing response rule (app/api/rest/billing-outcome.ts):
 * every answer, error envelope and network failure comes back as a typed outcome with the text to show.
 */
import { billingCall, type BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import type { RestClients } from '../../../api/rest/clients.ts';
import { readUserDetails, restRead } from '../../../api/rest/first-read.ts';
import type { DepartRequest } from '../cancel/logic/cancel-survey.ts';
import { subscriptionChangeOutcome } from './logic/checkout-failure.ts';
import { changeBody, newCardChangeBody, storeDetailsBody, type ChangeCall, type CheckoutCode } from '../overlay/logic/overlay-flow.ts';
import type { ConfirmedCard } from '../payment/logic/card-form.ts';
import type { OfferDetails, PlanId, ProductItem, SetupIntentPayload, SignupDetails, StoreSubscriptionDetailsRequest, SubscribeRequest, UpgradeDetails, UpgradeDetailsQuery, UserDetails } from './logic/types.ts';
import { BILLING_ACTION_FAILURES } from './texts.ts';
import { CARD_FORM_TEXTS } from '../payment/texts.ts';
import { PROMO } from '../promo/texts.ts';

/** The account's billing state; on a page load of the Account page, the read the entry sent at once (app/api/rest/first-read.ts). */
export const loadUserDetails = (clients: RestClients) => billingCall<UserDetails>(() => restRead(readUserDetails, clients), BILLING_ACTION_FAILURES.loadAccount);

/** Cancels the subscription (it runs until the next bill date), with the survey's answers when given. */
export const departSubscription = (clients: RestClients, body: DepartRequest) =>
  billingCall(() => clients.billing.POST('/billing/depart', { body }), BILLING_ACTION_FAILURES.cancel);

/** Resumes a departing subscription on its plan, with the payment method on file. */
export const resumeSubscription = (clients: RestClients, plan: PlanId) =>
  billingCall(() => clients.billing.POST('/billing/subscribe', { body: { subscription_plan: plan } }), BILLING_ACTION_FAILURES.resume);

/**
 * A setup intent for the card form: limited to cards (the payment method edit, and the checkout's
 * capacity-limited form after a surge), or for any payment method the account may use (the checkout). A
 * request that throws reads 'Oops, caught an exception while loading the payment form'.
 */
export const createSetupIntent = (clients: RestClients, limitTo: 'card' | null) =>
  billingCall<SetupIntentPayload>(
    () => clients.billing.POST('/billing/setup_intent', limitTo ? { params: { query: { limit_to: limitTo } } } : {}),
    CARD_FORM_TEXTS.loadFailed,
    CARD_FORM_TEXTS.loadFailed,
  );

/** Stores the checkout's selection against the confirmed setup intent, before the subscribe that uses its card. */
export const storeSubscriptionDetails = (clients: RestClients, body: StoreSubscriptionDetailsRequest) =>
  billingCall(() => clients.billing.POST('/billing/store_subscription_details', { body }), BILLING_ACTION_FAILURES.updateSubscription, CARD_FORM_TEXTS.submitFailed);

/** Checks a billing zip server-side (1102 when it is not a real 5-digit US zip); a request that throws reads 'Oops, caught an exception while validating a zip'. */
export const validateZip = (clients: RestClients, zip: string) =>
  billingCall(() => clients.billing.POST('/billing/validate_zip', { body: { zip } }), CARD_FORM_TEXTS.zipFailed, CARD_FORM_TEXTS.zipFailed);

/**
 * Has the payment provider's fraud screening check the zip the card form collected (a card whose issuer
 * reports another zip is declined), before a card of a setup intent that asks for the form's own zip is
 * confirmed.
 */
export const enableRadarZipCheck = (clients: RestClients) =>
  billingCall(() => clients.billing.POST('/billing/enable_radar_zip_check'), BILLING_ACTION_FAILURES.generic);

/** Stores a confirmed payment method with its billing zip in place of the one on file. */
export const updatePaymentMethod = (clients: RestClients, body: { payment_method: string; zip: string }) =>
  billingCall(() => clients.billing.POST('/billing/update_payment_method', { body }), BILLING_ACTION_FAILURES.updatePayment);

/** Retries the failed charge with the payment method on file. */
export const retryPayment = (clients: RestClients) =>
  billingCall(() => clients.billing.POST('/billing/retry_payment'), BILLING_ACTION_FAILURES.retryPayment);

/** Plans, add-ons, coupons and the payment method on file, for the reactivation page and checkout. */
export const loadSignupDetails = (clients: RestClients) =>
  billingCall<SignupDetails>(() => clients.billing.GET('/billing/signup_details'), BILLING_ACTION_FAILURES.loadPackages);

/** Checks a typed promo code (promo/logic/promo-form.ts offerCheckOf reads the answer). */
export const checkOffer = (clients: RestClients, token: string) =>
  billingCall<OfferDetails>(() => clients.billing.GET('/billing/offer_details', { params: { query: { token } } }), BILLING_ACTION_FAILURES.loadRedemption);

/** Redeems a code on the subscription (on a deactivated account: reactivates it with the code). */
export const applyPromo = (clients: RestClients, token: string) =>
  billingCall(() => clients.billing.POST('/billing/apply_coupon', { body: { token } }), PROMO.applyFailed);

/**
 * Prices a prospective selection (POST /billing/upgrade_details: each chosen product id to true), with a code
 * typed in Checkout (`coupon`) or as a switch to direct billing (`direct_signup`): the server's amounts are
 * the ones Checkout shows.
 */
export const loadUpgradeDetails = (clients: RestClients, body: Record<string, true>, query: UpgradeDetailsQuery = {}) =>
  billingCall<UpgradeDetails>(
    () => clients.billing.POST('/billing/upgrade_details', { body, ...(Object.keys(query).length > 0 ? { params: { query } } : {}) }),
    BILLING_ACTION_FAILURES.loadPackages,
  );

/**
 * Puts a checkout selection into effect, with the payment method on file (plan and add-ons) or a new card
 * (with its payment method and zip): update_subscription for a running subscription, subscribe otherwise
 * (overlay/logic/overlay-flow.ts changeCallFor). The fallback text is the add-ons' own when only add-ons change; a request
 * that throws reads 'Oops, caught an exception while submitting a subscription'; a payment the method could
 * not make (1301), the product's own text (logic/checkout-failure.ts).
 */
export const changeSubscription = async (clients: RestClients, call: ChangeCall, body: SubscribeRequest, addOnsOnly: boolean) => {
  const fallback = addOnsOnly ? BILLING_ACTION_FAILURES.updateAddOns : BILLING_ACTION_FAILURES.updateSubscription;
  const outcome =
    call === 'update_subscription'
      ? await billingCall(() => clients.billing.POST('/billing/update_subscription', { body }), fallback, CARD_FORM_TEXTS.submitFailed)
      : await billingCall(() => clients.billing.POST('/billing/subscribe', { body }), fallback, CARD_FORM_TEXTS.submitFailed);
  return subscriptionChangeOutcome(outcome);
};

/** Adds one add-on to the subscription (the add-on extension; 'Activate' during a trial). */
export const addProduct = (clients: RestClients, productId: ProductItem['id']) =>
  billingCall(() => clients.billing.POST('/billing/add_product', { body: { product_id: productId } }), BILLING_ACTION_FAILURES.updateAddOns);

/** Cancels one add-on extension: it stays until the next bill date and is not billed again. */
export const removeAddonExtension = (clients: RestClients, productId: ProductItem['id']) =>
  billingCall(() => clients.billing.POST('/billing/remove_addon_extension', { body: { product_id: productId } }), BILLING_ACTION_FAILURES.updateAddOns);

/** Removes the payment method on file (direct billers, only while departing or deactivated). */
export const removePaymentMethod = (clients: RestClients) =>
  billingCall(() => clients.billing.POST('/billing/remove_payment_method'), BILLING_ACTION_FAILURES.removePayment);

/** How a Checkout submit ended; the overlay says each its own way. */
export type CheckoutOutcome =
  /** The change is in effect. */
  | { kind: 'changed' }
  /** The new card was not confirmed: the card form already says why, with everything typed kept. */
  | { kind: 'card-not-confirmed' }
  /** Storing the checkout or the change itself failed. */
  | { kind: 'failed'; failure: Exclude<BillingOutcome<unknown>, { kind: 'success' }> };

/** What Checkout submits: the selection, the code it carries, and how the change is made. */
export interface CheckoutOrder {
  plan: PlanId;
  addOns: readonly string[];
  code: CheckoutCode | null;
  /** update_subscription for a running subscription, subscribe otherwise (overlay/logic/overlay-flow.ts changeCallFor). */
  call: ChangeCall;
  addOnsOnly: boolean;
  /** Opened to switch to direct billing: the checkout is stored as a direct sign-up. */
  directSignup: boolean;
}

/**
 * Submits Checkout: with the payment method on file (`newCard` null), the change is sent as it is; with a new
 * card, `newCard` confirms it with the provider (or hands over a card a wallet confirmed), the checkout is stored
 * against its setup intent (POST /billing/store_subscription_details), and the change is sent with the card's
 * payment method and zip (changeSubscription).
 */
export async function submitCheckout(clients: RestClients, order: CheckoutOrder, newCard: (() => Promise<ConfirmedCard | null>) | null): Promise<CheckoutOutcome> {
  const { plan, addOns, code } = order;
  let body: SubscribeRequest = changeBody({ plan, addOns, code });
  if (newCard) {
    const confirmed = await newCard();
    if (!confirmed) return { kind: 'card-not-confirmed' };
    const stored = await storeSubscriptionDetails(
      clients,
      storeDetailsBody({ setupIntentId: confirmed.setupIntentId, zip: confirmed.zip, plan, addOns, directSignup: order.directSignup, code }),
    );
    if (stored.kind !== 'success') return { kind: 'failed', failure: stored };
    body = newCardChangeBody({ plan, addOns, paymentMethod: confirmed.paymentMethodId, zip: confirmed.zip, code });
  }
  const outcome = await changeSubscription(clients, order.call, body, order.addOnsOnly);
  return outcome.kind === 'success' ? { kind: 'changed' } : { kind: 'failed', failure: outcome };
}
