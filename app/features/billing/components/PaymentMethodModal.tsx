import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { Dialog } from '../../../shell/Dialog.tsx';
import { createCardSetupIntent, updatePaymentMethod, validateZip } from '../api/calls.ts';
import {
  CARD_FIELDS,
  canConfirmCard,
  cardErrorText,
  EMPTY_CARD_FIELDS,
  withCardChange,
  zipError,
  zipInput,
  type CardField,
  type CardFields,
} from '../logic/card-form.ts';
import type { SetupIntentPayload } from '../logic/types.ts';
import { loadPaymentProvider } from '../payment/load-stripe.ts';
import { CARD_FORM_TEXTS } from '../texts.ts';

type Form = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; stripe: Stripe; intent: SetupIntentPayload };

const FIELD_LABELS: Record<CardField, string> = {
  cardNumber: CARD_FORM_TEXTS.cardNumber,
  cardExpiry: CARD_FORM_TEXTS.expiry,
  cardCvc: CARD_FORM_TEXTS.cvc,
};

/**
 * The payment method edit modal: a card form on the provider's elements. It creates a setup intent when it
 * opens; Confirm Change checks the zip (client-side, then POST /billing/validate_zip), confirms the setup
 * intent with the provider and stores the payment method it yields (POST /billing/update_payment_method).
 * A failure keeps everything typed and shows its message as given.
 */
export function PaymentMethodModal({ onClose, onUpdated }: { onClose: () => void; onUpdated: () => void }) {
  const clients = useRestClients();
  const [form, setForm] = useState<Form>({ phase: 'loading' });
  const [fields, setFields] = useState<CardFields>(EMPTY_CARD_FIELDS);
  const [zip, setZip] = useState('');
  const [zipMessage, setZipMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hosts = useRef<Partial<Record<CardField, HTMLDivElement | null>>>({});
  const numberElement = useRef<StripeCardNumberElement | null>(null);
  const ids = useId();

  useEffect(() => {
    let live = true;
    Promise.all([loadPaymentProvider(), createCardSetupIntent(clients)])
      .then(([stripe, outcome]) => {
        if (!live) return;
        if (outcome.kind !== 'success') return setForm({ phase: 'failed', message: outcome.message || CARD_FORM_TEXTS.loadFailed });
        if (!stripe) return setForm({ phase: 'failed', message: CARD_FORM_TEXTS.loadFailed });
        setForm({ phase: 'ready', stripe, intent: outcome.result });
      })
      .catch(() => live && setForm({ phase: 'failed', message: CARD_FORM_TEXTS.loadFailed }));
    return () => {
      live = false;
    };
  }, [clients]);

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
      (element as { on: (event: 'change', handler: (event: StripeElementChangeEvent) => void) => void }).on('change', (event) =>
        setFields((current) => withCardChange(current, field, event)),
      );
      if (field === 'cardNumber') numberElement.current = element as StripeCardNumberElement;
      return element;
    });
    // The form opens on the card number, as the first thing to type.
    numberElement.current?.focus();
    return () => {
      numberElement.current = null;
      for (const element of created) element.destroy();
    };
  }, [stripe]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.phase !== 'ready' || !canConfirmCard({ fields, busy })) return;
    if (zip === '') return setZipMessage(CARD_FORM_TEXTS.missingInfo);
    const clientZipError = zipError(zip);
    if (clientZipError) return setZipMessage(clientZipError);
    setBusy(true);
    setError(null);
    try {
      const zipOutcome = await validateZip(clients, zip);
      // A surge encounter does not block a zip check: the zip counts as accepted.
      if (zipOutcome.kind === 'failure' || zipOutcome.kind === 'stale') return setZipMessage(zipOutcome.message);
      const card = numberElement.current;
      if (!card) return setError(cardErrorText(null, form.intent.enforceCardCustomZip));
      const confirmed = await form.stripe.confirmCardSetup(form.intent.clientSecret, {
        payment_method: { card, billing_details: { address: { postal_code: zip, country: 'US' } } },
      });
      if (confirmed.error) return setError(cardErrorText(confirmed.error, form.intent.enforceCardCustomZip));
      const method = confirmed.setupIntent.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (!paymentMethodId) return setError(CARD_FORM_TEXTS.generic);
      const stored = await updatePaymentMethod(clients, { payment_method: paymentMethodId, zip });
      if (stored.kind !== 'success') return setError(stored.message || CARD_FORM_TEXTS.generic);
      onUpdated();
      onClose();
    } catch {
      setError(CARD_FORM_TEXTS.generic);
    } finally {
      setBusy(false);
    }
  }

  const zipId = `${ids}-zip`;
  return (
    <Dialog title={CARD_FORM_TEXTS.title} onClose={onClose} persistent={busy} panelClassName="payment-modal">
      <form className="card-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={form.phase === 'loading' || busy}>
        {form.phase === 'failed' ? (
          <p className="billing-error" role="alert">
            {form.message}
          </p>
        ) : (
          <>
            {form.phase === 'loading' ? <p role="status">{CARD_FORM_TEXTS.loading}</p> : null}
            {CARD_FIELDS.map((field) => (
              <div key={field} className="card-field" hidden={form.phase !== 'ready'}>
                <span className="card-field-label" id={`${ids}-${field}`}>
                  {FIELD_LABELS[field]}
                </span>
                <div
                  className="card-element"
                  role="group"
                  aria-labelledby={`${ids}-${field}`}
                  ref={(node) => {
                    hosts.current[field] = node;
                  }}
                />
                {fields[field].error ? <p className="billing-error">{fields[field].error}</p> : null}
              </div>
            ))}
            <div className="card-field" hidden={form.phase !== 'ready'}>
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
                onChange={(event) => {
                  const next = zipInput(event.target.value);
                  setZip(next);
                  // Typing clears a client-side zip error; the server's clears once a full-length zip is typed.
                  if (zipMessage === CARD_FORM_TEXTS.invalidZip || zipMessage === CARD_FORM_TEXTS.missingInfo || next.length === 5) setZipMessage(null);
                }}
                onBlur={() => {
                  if (zip !== '' && zipError(zip)) setZipMessage(zipError(zip));
                }}
              />
              {zipMessage ? (
                <p className="billing-error" id={`${zipId}-error`} role="alert">
                  {zipMessage}
                </p>
              ) : null}
            </div>
            <div className="card-field" hidden={form.phase !== 'ready'}>
              <label htmlFor={`${ids}-country`} className="card-field-label">
                {CARD_FORM_TEXTS.country}
              </label>
              <input id={`${ids}-country`} className="card-input" value={CARD_FORM_TEXTS.countryValue} readOnly />
            </div>
          </>
        )}
        {error ? (
          <p className="billing-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="billing-actions card-form-actions">
          <button type="button" className="billing-action" onClick={onClose} disabled={busy}>
            {CARD_FORM_TEXTS.cancel}
          </button>
          <button type="submit" className="billing-action billing-action-primary" disabled={form.phase !== 'ready' || !canConfirmCard({ fields, busy })}>
            {busy ? CARD_FORM_TEXTS.working : CARD_FORM_TEXTS.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
