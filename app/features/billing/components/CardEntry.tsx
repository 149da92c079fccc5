import type { PaymentRequest, PaymentRequestPaymentMethodEvent, SetupIntent, Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { PRODUCT_NAME } from '../../../../common/product.ts';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import type { RestClients } from '../../../api/rest/clients.ts';
import { createSetupIntent, enableRadarZipCheck, validateZip } from '../api/calls.ts';
import {
  CARD_FIELDS,
  cardErrorText,
  EMPTY_CARD_FIELDS,
  newCardReady,
  setupIntentStep,
  WALLET_LABELS,
  walletOffered,
  walletZip,
  withCardChange,
  zipError,
  zipInput,
  zipSubmitError,
  type CardField,
  type CardFields,
  type WalletName,
} from '../logic/card-form.ts';
import type { SetupIntentPayload } from '../logic/types.ts';
import { useBillingFailure } from '../hooks/useBillingFailure.ts';
import { loadPaymentProvider } from '../payment/load-stripe.ts';
import { CARD_FORM_TEXTS } from '../texts.ts';

/**
 * Which setup intent the form asks for: `card` limits it to cards (the payment method edit); `any` lets the
 * account use any payment method it may (the checkout), falling back to a card-only intent under surge.
 */
export type CardEntryScope = 'card' | 'any';

type Form =
  | { phase: 'idle' }
  | { phase: 'loading' }
  /** `outcome`: the setup intent's failed answer, which may call for a modal instead of a text (useBillingFailure). */
  | { phase: 'failed'; message: string; outcome?: Exclude<BillingOutcome<unknown>, { kind: 'success' }> }
  /** `capacityLimited`: a surge made the form fall back to a card-only setup intent. */
  | { phase: 'ready'; stripe: Stripe; intent: SetupIntentPayload; capacityLimited: boolean };

/** A card the provider confirmed against a setup intent, with the billing zip it was entered with. */
export interface ConfirmedCard {
  setupIntentId: string;
  paymentMethodId: string;
  zip: string;
}

const FIELD_LABELS: Record<CardField, string> = {
  cardNumber: CARD_FORM_TEXTS.cardNumber,
  cardExpiry: CARD_FORM_TEXTS.expiry,
  cardCvc: CARD_FORM_TEXTS.cvc,
};

/** The payment method a setup intent was confirmed with, by id (the provider gives the id or the whole object). */
function paymentMethodIdOf(intent: SetupIntent): string | null {
  const method = intent.payment_method;
  return (typeof method === 'string' ? method : method?.id) ?? null;
}

/** Loads the provider and a setup intent, retrying limited to cards after a surge (logic/card-form.ts setupIntentStep). */
async function openForm(clients: RestClients, scope: CardEntryScope): Promise<Form> {
  let limitedToCard = scope === 'card';
  const [stripe, first] = await Promise.all([loadPaymentProvider(), createSetupIntent(clients, limitedToCard ? 'card' : null)]);
  let outcome = first;
  let step = setupIntentStep(outcome, limitedToCard);
  if (step.kind === 'retry-card-only') {
    limitedToCard = true;
    outcome = await createSetupIntent(clients, 'card');
    step = setupIntentStep(outcome, true);
  }
  if (step.kind === 'failed') return { phase: 'failed', message: step.message, ...(outcome.kind === 'failure' || outcome.kind === 'stale' ? { outcome } : {}) };
  if (outcome.kind !== 'success' || !stripe) return { phase: 'failed', message: CARD_FORM_TEXTS.loadFailed };
  return { phase: 'ready', stripe, intent: outcome.result, capacityLimited: limitedToCard && scope === 'any' };
}

/**
 * The card entry the payment method edit and the checkout share: it loads the payment provider
 * (payment/load-stripe.ts) and a setup intent while `enabled`, mounts the provider's card number, expiry
 * and CVC elements into the fields `CardEntryFields` draws, and keeps the zip. `confirm()` checks the zip
 * (client-side, then POST /billing/validate_zip), turns on the provider's zip check when the setup intent
 * asks for the form's own zip (POST /billing/enable_radar_zip_check, once per form) and confirms the setup
 * intent with the provider; a
 * failure shows its text in the form and keeps everything typed. A confirmed intent is spent: once the
 * card is edited, the next confirm asks for a fresh one.
 *
 * With `onWalletCard` (the checkout, not the card-only form) it also offers a browser wallet the provider
 * finds and the setup intent allows (Google Pay, Apple Pay): its sheet's payment method confirms the setup
 * intent, and the confirmed card goes to `onWalletCard` (a wallet's card skips the zip checks).
 */
export function useCardEntry({
  scope,
  enabled = true,
  focusOnOpen = false,
  onWalletCard,
}: {
  scope: CardEntryScope;
  enabled?: boolean;
  focusOnOpen?: boolean;
  onWalletCard?: (card: ConfirmedCard) => void;
}) {
  const clients = useRestClients();
  // The loaded form (null until it loads, and again once disabled): loading while enabled and not loaded.
  const [loaded, setForm] = useState<Form | null>(null);
  const form: Form = useMemo(() => (!enabled ? { phase: 'idle' } : (loaded ?? { phase: 'loading' })), [enabled, loaded]);
  const [fields, setFields] = useState<CardFields>(EMPTY_CARD_FIELDS);
  const [zip, setZip] = useState('');
  const [zipMessage, setZipMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hosts = useRef<Partial<Record<CardField, HTMLDivElement | null>>>({});
  const numberElement = useRef<StripeCardNumberElement | null>(null);
  const confirmed = useRef<ConfirmedCard | null>(null);
  const spent = useRef(false);
  // The provider's zip check was turned on for this form (POST /billing/enable_radar_zip_check).
  const radarZipCheck = useRef(false);
  const [walletName, setWalletName] = useState<WalletName | null>(null);
  const paymentRequest = useRef<PaymentRequest | null>(null);
  // The latest form and callbacks, for the provider's event handlers registered once.
  const latest = useRef({ form: null as Form | null, zip: '', onWalletCard });

  // A setup intent refused as stale (1406), for an account without credentials (1512) or for an option the
  // biller cannot bill opens its modal (useBillingFailure); other failures show their text in place.
  const billingFailure = useBillingFailure();
  const failureOf = useRef(billingFailure);
  useEffect(() => {
    failureOf.current = billingFailure;
  });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    openForm(clients, scope)
      .then((next) => {
        if (!live) return;
        setForm(next.phase === 'failed' && next.outcome ? { phase: 'failed', message: failureOf.current(next.outcome) ?? '' } : next);
      })
      .catch(() => live && setForm({ phase: 'failed', message: CARD_FORM_TEXTS.loadFailed }));
    return () => {
      live = false;
      setForm(null);
      setFields(EMPTY_CARD_FIELDS);
      confirmed.current = null;
      spent.current = false;
      radarZipCheck.current = false;
    };
  }, [clients, scope, enabled]);

  const stripe = form.phase === 'ready' ? form.stripe : null;
  useEffect(() => {
    if (!stripe) return;
    const elements = stripe.elements();
    const created = CARD_FIELDS.map((field) => {
      // Each element type is created on its own so the provider's overloads type it.
      const element =
        field === 'cardNumber' ? elements.create('cardNumber') : field === 'cardExpiry' ? elements.create('cardExpiry') : elements.create('cardCvc');
      const host = hosts.current[field];
      if (host) element.mount(host);
      (element as { on: (event: 'change', handler: (event: StripeElementChangeEvent) => void) => void }).on('change', (event) => {
        // An edited card is a different card: a confirmed intent is not reused for it.
        if (confirmed.current) {
          confirmed.current = null;
          spent.current = true;
        }
        setFields((current) => withCardChange(current, field, event));
      });
      if (field === 'cardNumber') numberElement.current = element as StripeCardNumberElement;
      return element;
    });
    if (focusOnOpen) numberElement.current?.focus();
    return () => {
      numberElement.current = null;
      for (const element of created) element.destroy();
    };
  }, [stripe, focusOnOpen]);

  useEffect(() => {
    latest.current = { form, zip, onWalletCard };
  });

  /** The setup intent to confirm now: the form's, or a fresh one of the same kind once it has been used. */
  const usableIntent = useCallback(async (): Promise<SetupIntentPayload | null> => {
    const current = latest.current.form;
    if (current?.phase !== 'ready') return null;
    if (!spent.current && !confirmed.current) return current.intent;
    const fresh = await createSetupIntent(clients, current.capacityLimited || scope === 'card' ? 'card' : null);
    if (fresh.kind !== 'success') {
      setError(fresh.message || CARD_FORM_TEXTS.loadFailed);
      return null;
    }
    confirmed.current = null;
    spent.current = false;
    setForm({ ...current, intent: fresh.result });
    return fresh.result;
  }, [clients, scope]);

  // A wallet, where the provider finds one in this browser and the setup intent allows it.
  const walletIntent = form.phase === 'ready' && onWalletCard !== undefined && !form.capacityLimited ? form.intent : null;
  const suppressApplePay = walletIntent?.suppressApplePay ?? true;
  const suppressGooglePay = walletIntent?.suppressGooglePay ?? true;
  const walletsAllowed = walletIntent !== null;
  useEffect(() => {
    if (!stripe || !walletsAllowed) return;
    let live = true;
    const request = stripe.paymentRequest({ country: 'US', currency: 'usd', total: { label: PRODUCT_NAME, amount: 0 } });
    paymentRequest.current = request;
    request.on('paymentmethod', (event: PaymentRequestPaymentMethodEvent) => {
      void (async () => {
        setError(null);
        const intent = await usableIntent();
        if (!intent) return event.complete('fail');
        const result = await stripe.confirmCardSetup(intent.clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false });
        if (result.error) {
          event.complete('fail');
          return setError(cardErrorText(result.error, true));
        }
        event.complete('success');
        const paymentMethodId = paymentMethodIdOf(result.setupIntent);
        if (!paymentMethodId) return setError(CARD_FORM_TEXTS.generic);
        // A wallet's card skips the card zip checks: the wallet's billing zip, or the one typed.
        const card = { setupIntentId: result.setupIntent.id, paymentMethodId, zip: walletZip(event.paymentMethod.billing_details.address?.postal_code, latest.current.zip) };
        confirmed.current = null;
        spent.current = true;
        latest.current.onWalletCard?.(card);
      })().catch(() => {
        event.complete('fail');
        setError(CARD_FORM_TEXTS.generic);
      });
    });
    void request.canMakePayment().then((available) => {
      if (live) setWalletName(walletOffered(available, { suppressApplePay, suppressGooglePay }, false));
    });
    return () => {
      live = false;
      request.abort();
      paymentRequest.current = null;
      setWalletName(null);
    };
  }, [stripe, walletsAllowed, suppressApplePay, suppressGooglePay, usableIntent]);

  const payWithWallet = useCallback(() => paymentRequest.current?.show(), []);

  const changeZip = useCallback(
    (typed: string) => {
      const next = zipInput(typed);
      setZip(next);
      if (confirmed.current && confirmed.current.zip !== next) {
        confirmed.current = null;
        spent.current = true;
      }
      // Typing clears a client-side zip error; the server's clears once a full-length zip is typed.
      if (zipMessage === CARD_FORM_TEXTS.invalidZip || zipMessage === CARD_FORM_TEXTS.missingInfo || next.length === 5) setZipMessage(null);
    },
    [zipMessage],
  );

  const blurZip = useCallback(() => {
    if (zip !== '' && zipError(zip)) setZipMessage(zipError(zip));
  }, [zip]);

  /** Checks the zip and confirms the card with the provider: the confirmed card, or null with the reason shown. */
  const confirm = useCallback(async (): Promise<ConfirmedCard | null> => {
    if (form.phase !== 'ready') return null;
    if (confirmed.current) return confirmed.current;
    const clientZipError = zipSubmitError(zip);
    if (clientZipError) {
      setZipMessage(clientZipError);
      return null;
    }
    setError(null);
    try {
      const zipOutcome = await validateZip(clients, zip);
      // A surge encounter does not block a zip check: the zip counts as accepted.
      if (zipOutcome.kind === 'failure' || zipOutcome.kind === 'stale') {
        setZipMessage(zipOutcome.message);
        return null;
      }
      // A used intent (confirmed for a card since edited, or by a wallet) is replaced by a fresh one.
      const intent = await usableIntent();
      if (!intent) return null;
      // The form collects its own zip: the provider's fraud screening is told to check it against the card
      // (once per form). A surge does not stop the payment; a stale answer opens its modal, any other failure
      // shows its text, and both stop it.
      if (intent.enforceCardCustomZip && !radarZipCheck.current) {
        const radar = await enableRadarZipCheck(clients);
        if (radar.kind === 'failure' || radar.kind === 'stale') {
          const message = failureOf.current(radar);
          if (message) setError(message);
          return null;
        }
        radarZipCheck.current = true;
      }
      const card = numberElement.current;
      if (!card) {
        setError(cardErrorText(null, intent.enforceCardCustomZip));
        return null;
      }
      const result = await form.stripe.confirmCardSetup(intent.clientSecret, {
        payment_method: { card, billing_details: { address: { postal_code: zip, country: 'US' } } },
      });
      if (result.error) {
        setError(cardErrorText(result.error, intent.enforceCardCustomZip));
        return null;
      }
      const paymentMethodId = paymentMethodIdOf(result.setupIntent);
      if (!paymentMethodId) {
        setError(CARD_FORM_TEXTS.generic);
        return null;
      }
      confirmed.current = { setupIntentId: result.setupIntent.id, paymentMethodId, zip };
      return confirmed.current;
    } catch {
      setError(CARD_FORM_TEXTS.generic);
      return null;
    }
  }, [clients, form, zip, usableIntent]);

  return {
    form,
    fields,
    zip,
    zipMessage,
    error,
    /** A failure after the card was confirmed (storing it, subscribing) shows in the form too. */
    setError,
    ready: form.phase === 'ready' && newCardReady({ formReady: true, fields }),
    /** The wallet offered next to the card fields, if any, and what its button does. */
    walletName,
    payWithWallet,
    changeZip,
    blurZip,
    confirm,
    hosts,
  };
}

export type CardEntry = ReturnType<typeof useCardEntry>;

/**
 * The card form's fields: the provider's three elements, the zip and the fixed country, the load failure in
 * place of them, the capacity note of the card-only form, the last failure, and the fraud warning.
 */
export function CardEntryFields({ entry, capacityNote, walletDisabled = false }: { entry: CardEntry; capacityNote?: string; walletDisabled?: boolean }) {
  const ids = useId();
  const { form, fields, zip, zipMessage, error } = entry;
  const zipId = `${ids}-zip`;
  if (form.phase === 'failed') {
    // An empty text: a modal says it instead.
    if (!form.message) return null;
    return (
      <p className="billing-error" role="alert">
        {form.message}
      </p>
    );
  }
  const ready = form.phase === 'ready';
  return (
    <div className="card-entry" aria-busy={!ready}>
      {ready ? null : <p role="status">{CARD_FORM_TEXTS.loading}</p>}
      {ready && form.capacityLimited && capacityNote ? <p className="billing-note card-entry-note">{capacityNote}</p> : null}
      {ready && entry.walletName ? (
        <div className="card-entry-wallet">
          <button type="button" className="billing-action card-wallet-button" onClick={entry.payWithWallet} disabled={walletDisabled}>
            {WALLET_LABELS[entry.walletName]}
          </button>
          <p className="billing-note">{CARD_FORM_TEXTS.orCard}</p>
        </div>
      ) : null}
      {CARD_FIELDS.map((field) => (
        <div key={field} className="card-field" hidden={!ready}>
          <span className="card-field-label" id={`${ids}-${field}`}>
            {FIELD_LABELS[field]}
          </span>
          <div
            className="card-element"
            role="group"
            aria-labelledby={`${ids}-${field}`}
            ref={(node) => {
              entry.hosts.current[field] = node;
            }}
          />
          {fields[field].error ? <p className="billing-error">{fields[field].error}</p> : null}
        </div>
      ))}
      <div className="card-entry-row" hidden={!ready}>
        <div className="card-field">
          <label htmlFor={zipId} className="card-field-label">
            {CARD_FORM_TEXTS.zip}
          </label>
          <input
            id={zipId}
            className="card-input"
            inputMode="numeric"
            autoComplete="postal-code"
            value={zip}
            aria-invalid={zipMessage !== null}
            aria-describedby={zipMessage ? `${zipId}-error` : undefined}
            onChange={(event) => entry.changeZip(event.target.value)}
            onBlur={entry.blurZip}
          />
          {zipMessage ? (
            <p className="billing-error" id={`${zipId}-error`} role="alert">
              {zipMessage}
            </p>
          ) : null}
        </div>
        <div className="card-field">
          <label htmlFor={`${ids}-country`} className="card-field-label">
            {CARD_FORM_TEXTS.country}
          </label>
          <input id={`${ids}-country`} className="card-input" value={CARD_FORM_TEXTS.countryValue} readOnly />
        </div>
      </div>
      {error ? (
        <p className="billing-error" role="alert">
          {error}
        </p>
      ) : null}
      {ready ? <p className="billing-note card-entry-fraud">{CARD_FORM_TEXTS.fraudWarning}</p> : null}
    </div>
  );
}
