import type { StripeCardNumberElement } from '@stripe/stripe-js';
import { useCallback } from 'react';
import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import type { RestClients } from '../../../api/rest/clients.ts';
import { enableRadarZipCheck, validateZip } from '../core/calls.ts';
import { cardErrorText, zipSubmitError, type ConfirmedCard } from './logic/card-form.ts';
import type { SetupIntentPayload } from '../core/logic/types.ts';
import { CARD_FORM_TEXTS } from './texts.ts';
import { paymentMethodIdOf, type CardForm, type CardSession } from './open-card-form.ts';

interface ConfirmInputs {
  clients: RestClients;
  form: CardForm;
  zip: string;
  usableIntent: () => Promise<SetupIntentPayload | null>;
  session: CardSession;
  numberElement: { current: StripeCardNumberElement | null };
  failureOf: { current: (outcome: Exclude<BillingOutcome<unknown>, { kind: 'success' }>) => string | null };
  setZipMessage: (message: string | null) => void;
  setError: (error: string | null) => void;
}

/** Checks the zip and confirms the card with the provider: the confirmed card, or null with the reason shown. */
export function useCardConfirm({ clients, form, zip, usableIntent, session, numberElement, failureOf, setZipMessage, setError }: ConfirmInputs) {
  return useCallback(async (): Promise<ConfirmedCard | null> => {
    if (form.phase !== 'ready') return null;
    if (session.confirmed) return session.confirmed;
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
      if (intent.enforceCardCustomZip && !session.radarZipCheck) {
        const radar = await enableRadarZipCheck(clients);
        if (radar.kind === 'failure' || radar.kind === 'stale') {
          const message = failureOf.current(radar);
          if (message) setError(message);
          return null;
        }
        session.radarZipCheckOn();
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
      const confirmed = { setupIntentId: result.setupIntent.id, paymentMethodId, zip };
      session.cardConfirmed(confirmed);
      return confirmed;
    } catch {
      setError(CARD_FORM_TEXTS.generic);
      return null;
    }
  }, [clients, form, zip, usableIntent, session, numberElement, failureOf, setZipMessage, setError]);
}
