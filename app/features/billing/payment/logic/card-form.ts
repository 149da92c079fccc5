/**
 * The card form's rules, free of React and of the provider's library: which fields are complete, when the
 * form may be submitted, the zip rule, and the text a provider error becomes.
 */
import { SURGE_MESSAGE } from '../../../../api/rest/billing-outcome.ts';
import { CARD_FORM_TEXTS } from '../texts.ts';

/** The three card elements the form mounts, by the provider's element type. */
export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'cardExpiry', 'cardCvc'];

export interface CardFieldState {
  complete: boolean;
  /** The provider's validation message for what is typed, or null. */
  error: string | null;
}

export type CardFields = Readonly<Record<CardField, CardFieldState>>;

export const EMPTY_CARD_FIELDS: CardFields = {
  cardNumber: { complete: false, error: null },
  cardExpiry: { complete: false, error: null },
  cardCvc: { complete: false, error: null },
};

/** What an element's change event tells (the provider's `StripeElementChangeEvent`, the part we read). */
export interface CardChange {
  complete: boolean;
  error?: { message: string } | undefined;
}

export function withCardChange(fields: CardFields, field: CardField, change: CardChange): CardFields {
  return { ...fields, [field]: { complete: change.complete, error: change.error?.message ?? null } };
}

export function cardFieldsComplete(fields: CardFields): boolean {
  return CARD_FIELDS.every((field) => fields[field].complete && fields[field].error === null);
}

/** Letters (and anything else but digits) are stripped from a typed zip; at most 5 digits are kept. */
export function zipInput(typed: string): string {
  return typed.replace(/[^0-9]/g, '').slice(0, 5);
}

/** A zip is valid client-side when it is exactly 5 digits; empty is invalid. */
export function zipError(zip: string): string | null {
  return /^[0-9]{5}$/.test(zip) ? null : CARD_FORM_TEXTS.invalidZip;
}

/** The provider's error object, the part we read (`StripeError`). */
export interface ProviderError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

/**
 * What a provider error says to the viewer:
 * - no error object (e.g. the card number element is missing): the generic text;
 * - an incorrect security code: the provider's message with the retry hint;
 * - any other card error: the provider's message, with the cvc/zip hint when the form does not collect
 *   its own zip (the provider then checks the zip the card was issued with);
 * - a validation error: the provider's message;
 * - anything else (an API or authentication error): the generic text, unless the provider explains it.
 */
export function cardErrorText(error: ProviderError | null | undefined, collectsOwnZip: boolean): string {
  if (!error) return CARD_FORM_TEXTS.generic;
  const message = error.message?.trim();
  if (error.code === 'incorrect_cvc') return `${message ?? CARD_FORM_TEXTS.generic} ${CARD_FORM_TEXTS.cvcRetryHint}`;
  if (error.type === 'card_error') {
    const base = message ?? CARD_FORM_TEXTS.generic;
    return collectsOwnZip ? base : `${base} ${CARD_FORM_TEXTS.cvcOrZipHint}`;
  }
  if (error.type === 'validation_error' && message) return message;
  if (error.code === 'setup_intent_authentication_failure' && message) return message;
  return CARD_FORM_TEXTS.generic;
}


/**
 * The zip check on submit, before anything is sent: an empty zip asks to fill everything in, a zip that is
 * not 5 digits is invalid, a 5-digit zip passes (the server checks it is a real one).
 */
export function zipSubmitError(zip: string): string | null {
  if (zip === '') return CARD_FORM_TEXTS.missingInfo;
  return zipError(zip);
}

/** What the form does with a setup intent answer (the billing response rule's outcome kinds). */
export type SetupIntentStep =
  | { kind: 'ready' }
  /** A surge: ask again for a setup intent limited to cards, and show the capacity-limited card-only form. */
  | { kind: 'retry-card-only' }
  /** Any other failure: its message in place of the form. */
  | { kind: 'failed'; message: string };

/**
 * A surge answer (1803, 1806) to a setup intent that may take any payment method falls back to the
 * card-only form; a surge on the card-only request itself, or any other failure, shows its message where
 * the form would be ('{message} (Code: N)'; the surge text for a surge, which 1803 leaves without one).
 */
export function setupIntentStep(outcome: { kind: 'success' | 'failure' | 'stale' | 'surge'; message?: string }, limitedToCard: boolean): SetupIntentStep {
  switch (outcome.kind) {
    case 'success':
      return { kind: 'ready' };
    case 'surge':
      return limitedToCard ? { kind: 'failed', message: SURGE_MESSAGE } : { kind: 'retry-card-only' };
    case 'failure':
    case 'stale':
      return { kind: 'failed', message: outcome.message || CARD_FORM_TEXTS.loadFailed };
  }
}

/** Submit with a new card is possible once the provider's form is loaded and its three fields are complete. */
export function newCardReady(state: { formReady: boolean; fields: CardFields }): boolean {
  return state.formReady && cardFieldsComplete(state.fields);
}

/** The browser wallets the payment provider can offer (its `canMakePayment` names them). */
export type WalletName = 'applePay' | 'googlePay';
export const WALLET_LABELS: Readonly<Record<WalletName, string>> = { applePay: 'Apple Pay', googlePay: 'Google Pay' };

/**
 * The wallet the form offers next to the card fields: one the browser has and the setup intent does not
 * suppress (Apple Pay first); none in the card-only form, and none when the browser has no wallet.
 */
export function walletOffered(
  available: Readonly<Record<string, boolean>> | null,
  intent: { suppressApplePay: boolean; suppressGooglePay: boolean },
  cardOnly: boolean,
): WalletName | null {
  if (cardOnly || !available) return null;
  if (available.applePay && !intent.suppressApplePay) return 'applePay';
  if (available.googlePay && !intent.suppressGooglePay) return 'googlePay';
  return null;
}

/** The billing zip a wallet payment is sent with: the wallet's own when it is a valid zip, else the one typed. */
export function walletZip(walletPostalCode: string | null | undefined, typed: string): string {
  const fromWallet = zipInput(walletPostalCode ?? '');
  return zipError(fromWallet) === null ? fromWallet : typed;
}

/** A card the provider confirmed against a setup intent, with the billing zip it was entered with. */
export interface ConfirmedCard {
  setupIntentId: string;
  paymentMethodId: string;
  zip: string;
}
