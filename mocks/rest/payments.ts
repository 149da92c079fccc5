/**
 * The mock payment provider: which payment-method ids exist, which are declined, what a card looks
 * like, and setup intents.
 *
 * - A setup intent `seti_{X}` confirms to the payment method `pm_{X}` (same suffix): creating the
 *   intent registers `pm_{X}` in `billing.knownPaymentMethodIds`, so a local fake of the provider's
 *   client library can derive the method id from the intent id, and the world (which is persisted)
 *   remembers both without a side store.
 * - The provider's test ids are always known: `pm_card_visa`, `pm_card_mastercard`, `pm_card_amex`,
 *   `pm_card_discover`; an id containing `declined` (`pm_card_chargeDeclined`) is known but declined.
 */
import type { CardDetails, PaymentMethod, World } from '../db/world.ts';
import type { BillingSchemas } from './responses.ts';
import { addMonths, alphanumeric, hashString } from './util.ts';

type CardBrand = BillingSchemas['CardBrand'];

export type PaymentLookup = { kind: 'unknown' } | { kind: 'declined' } | { kind: 'ok'; method: PaymentMethod };

const TEST_LAST4: Record<string, string> = {
  visa: '4242',
  mastercard: '4444',
  amex: '8431',
  american_express: '8431',
  discover: '1117',
};

const BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'american_express', 'discover'];

export const SETUP_INTENT_PREFIX = 'seti_';
export const PAYMENT_METHOD_PREFIX = 'pm_';

/** A valid US zip here: exactly 5 digits, and not `00000` (which no real zip is). */
export function isValidZip(zip: string): boolean {
  return /^[0-9]{5}$/.test(zip) && zip !== '00000';
}

function isTestCard(id: string): boolean {
  return id.startsWith('pm_card_');
}

export function isKnownPaymentMethod(world: World, id: string): boolean {
  return isTestCard(id) || world.account.billing.knownPaymentMethodIds.includes(id);
}

function brandOf(id: string): CardBrand {
  const name = id.toLowerCase();
  return BRANDS.find((brand) => name.includes(brand)) ?? 'visa';
}

export function lookupPaymentMethod(world: World, id: string, zip: string | null): PaymentLookup {
  if (!isKnownPaymentMethod(world, id)) return { kind: 'unknown' };
  if (/declined/i.test(id)) return { kind: 'declined' };
  const entered = world.account.billing.cardDetails?.[id];
  const brand = entered?.brand ?? brandOf(id);
  const expires = addMonths(world.clock.now(), 24);
  const last4 = entered?.last4 ?? (isTestCard(id) ? (TEST_LAST4[brand] ?? '4242') : String(hashString(id) % 10000).padStart(4, '0'));
  return {
    kind: 'ok',
    method: {
      kind: 'card',
      brand,
      walletKind: null,
      last4,
      expiry: entered?.expiry ?? `${String(expires.getUTCMonth() + 1).padStart(2, '0')}/${String(expires.getUTCFullYear() % 100).padStart(2, '0')}`,
      status: 'valid',
      zip: zip !== null && isValidZip(zip) ? zip : null,
    },
  };
}

/**
 * Records what the provider knows of a confirmed card (its brand, last four digits and MM/YY expiry) for a payment
 * method a setup intent of this world yields; the control API's `PUT /__mocks/payment-methods/{id}`. Returns what is
 * wrong with the request, or null once recorded.
 */
export function recordCardDetails(world: World, id: string, details: Record<string, unknown>): string | null {
  const billing = world.account.billing;
  if (!billing.knownPaymentMethodIds.includes(id) || isTestCard(id)) {
    return `No payment method ${JSON.stringify(id)} from a setup intent of this world (POST /billing/setup_intent makes one).`;
  }
  const { brand, last4, expiry } = details;
  const knownBrand = BRANDS.find((candidate) => candidate === brand);
  if (!knownBrand || typeof last4 !== 'string' || !/^[0-9]{4}$/.test(last4) || typeof expiry !== 'string' || !/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(expiry)) {
    return `Send { "brand": one of ${BRANDS.join(', ')}, "last4": four digits, "expiry": "MM/YY" }; got ${JSON.stringify(details)}.`;
  }
  const card: CardDetails = { brand: knownBrand, last4, expiry };
  billing.cardDetails = { ...billing.cardDetails, [id]: card };
  return null;
}

/** Creates a setup intent and registers the payment method its confirmation yields. */
export function createSetupIntent(world: World): { setupIntentId: string; clientSecret: string; paymentMethodId: string } {
  const billing = world.account.billing;
  const suffix = alphanumeric(
    `${world.account.user.userId}|${billing.knownPaymentMethodIds.length}|${world.clock.now().getTime()}|${world.seed}`,
    16,
  );
  const setupIntentId = `${SETUP_INTENT_PREFIX}${suffix}`;
  const paymentMethodId = `${PAYMENT_METHOD_PREFIX}${suffix}`;
  if (!billing.knownPaymentMethodIds.includes(paymentMethodId)) billing.knownPaymentMethodIds.push(paymentMethodId);
  return { setupIntentId, paymentMethodId, clientSecret: `${setupIntentId}_secret_${alphanumeric(setupIntentId, 9)}` };
}

/** The payment method a setup intent confirms to (`seti_X` → `pm_X`), or null for an unknown intent. */
export function paymentMethodOfSetupIntent(world: World, setupIntentId: string): string | null {
  if (!setupIntentId.startsWith(SETUP_INTENT_PREFIX)) return null;
  const paymentMethodId = `${PAYMENT_METHOD_PREFIX}${setupIntentId.slice(SETUP_INTENT_PREFIX.length)}`;
  return world.account.billing.knownPaymentMethodIds.includes(paymentMethodId) ? paymentMethodId : null;
}

/** The setup intent a payment method came from (`pm_X` → `seti_X`), or null for a method no intent yields. */
export function setupIntentOfPaymentMethod(paymentMethodId: string): string | null {
  if (!paymentMethodId.startsWith(PAYMENT_METHOD_PREFIX) || isTestCard(paymentMethodId)) return null;
  return `${SETUP_INTENT_PREFIX}${paymentMethodId.slice(PAYMENT_METHOD_PREFIX.length)}`;
}
