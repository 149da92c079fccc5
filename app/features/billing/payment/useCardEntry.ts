import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import type { RestClients } from '../../../api/rest/clients.ts';
import { createSetupIntent } from '../core/calls.ts';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { EMPTY_CARD_FIELDS, newCardReady, zipError, zipInput, type CardFields, type ConfirmedCard } from './logic/card-form.ts';
import type { SetupIntentPayload } from '../core/logic/types.ts';
import { CARD_FORM_TEXTS } from './texts.ts';
import { openCardForm, CardSession, type CardEntryScope, type CardForm, type LatestCardEntry } from './open-card-form.ts';
import { useCardConfirm } from './useCardConfirm.ts';
import { useCardElements, useWalletCard } from './useCardElements.ts';
import type { RecurringPlan } from './logic/apple-pay.ts';

/**
 * The card entry the payment method edit and the checkout share, the payment provider's adapter: it loads the
 * provider (load-stripe.ts) and a setup intent while `enabled`, mounts the provider's card number, expiry
 * and CVC elements into the fields `CardEntryFields` (CardEntry.tsx) draws, and keeps the zip.
 * `confirm()` checks the zip (client-side, then POST /billing/validate_zip), turns on the provider's zip check
 * when the setup intent asks for the form's own zip (POST /billing/enable_radar_zip_check, once per form) and
 * confirms the setup intent with the provider; a failure shows its text in the form and keeps everything
 * typed. A confirmed intent is spent: once the card is edited, the next confirm asks for a fresh one.
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
  recurring = null,
}: {
  scope: CardEntryScope;
  enabled?: boolean;
  focusOnOpen?: boolean;
  onWalletCard?: (card: ConfirmedCard) => void;
  /** What the wallet's sheet bills again and again (the checkout's plan and its quoted bills). */
  recurring?: RecurringPlan | null;
}) {
  const clients = useRestClients();
  // The loaded form (null until it loads, and again once disabled): loading while enabled and not loaded.
  const [loaded, setForm] = useState<CardForm | null>(null);
  const form: CardForm = useMemo(() => (!enabled ? { phase: 'idle' } : (loaded ?? { phase: 'loading' })), [enabled, loaded]);
  const [fields, setFields] = useState<CardFields>(EMPTY_CARD_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [session] = useState(() => new CardSession());
  const latest = useRef<LatestCardEntry>({ form: null, zip: '', onWalletCard });

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
    openCardForm(clients, scope)
      .then((next) => {
        if (!live) return;
        setForm(next.phase === 'failed' && next.outcome ? { phase: 'failed', message: failureOf.current(next.outcome) ?? '' } : next);
      })
      .catch(() => live && setForm({ phase: 'failed', message: CARD_FORM_TEXTS.loadFailed }));
    return () => {
      live = false;
      setForm(null);
      setFields(EMPTY_CARD_FIELDS);
      session.reset();
    };
  }, [clients, scope, enabled, session]);

  const stripe = form.phase === 'ready' ? form.stripe : null;
  const { hosts, numberElement } = useCardElements(stripe, focusOnOpen, session, setFields);
  const zipField = useZipField(session);
  useEffect(() => {
    latest.current = { form, zip: zipField.zip, onWalletCard };
  });
  const usableIntent = useUsableIntent(clients, scope, { latestRef: latest, session, setForm, setError });
  // A wallet, where the provider finds one in this browser and the setup intent allows it.
  const walletIntent = form.phase === 'ready' && onWalletCard !== undefined && !form.capacityLimited ? form.intent : null;
  const wallet = useWalletCard(stripe, walletIntent, { latest, session, usableIntent, setError, recurring });
  const confirm = useCardConfirm({ clients, form, zip: zipField.zip, usableIntent, session, numberElement, failureOf, setZipMessage: zipField.setZipMessage, setError });

  return {
    form,
    fields,
    zip: zipField.zip,
    zipMessage: zipField.zipMessage,
    error,
    /** A failure after the card was confirmed (storing it, subscribing) shows in the form too. */
    setError,
    ready: form.phase === 'ready' && newCardReady({ formReady: true, fields }),
    /** The wallet offered next to the card fields, if any, and what its button does. */
    walletName: wallet.walletName,
    payWithWallet: wallet.payWithWallet,
    changeZip: zipField.changeZip,
    blurZip: zipField.blurZip,
    confirm,
    hosts,
  };
}

export type CardEntry = ReturnType<typeof useCardEntry>;

/** The zip the form keeps, and its message: a client-side check on blur, or the server's on confirm. */
function useZipField(session: CardSession) {
  const [zip, setZip] = useState('');
  const [zipMessage, setZipMessage] = useState<string | null>(null);
  const changeZip = useCallback(
    (typed: string) => {
      const next = zipInput(typed);
      setZip(next);
      if (session.confirmed && session.confirmed.zip !== next) session.cardEdited();
      // Typing clears a client-side zip error; the server's clears once a full-length zip is typed.
      if (zipMessage === CARD_FORM_TEXTS.invalidZip || zipMessage === CARD_FORM_TEXTS.missingInfo || next.length === 5) setZipMessage(null);
    },
    [zipMessage, session],
  );
  const blurZip = useCallback(() => {
    if (zip !== '' && zipError(zip)) setZipMessage(zipError(zip));
  }, [zip]);
  return { zip, zipMessage, setZipMessage, changeZip, blurZip };
}

/** The setup intent to confirm now: the form's, or a fresh one of the same kind once it has been used. */
function useUsableIntent(
  clients: RestClients,
  scope: CardEntryScope,
  { latestRef, session, setForm, setError }: { latestRef: { current: LatestCardEntry }; session: CardSession; setForm: (form: CardForm) => void; setError: (error: string) => void },
) {
  return useCallback(async (): Promise<SetupIntentPayload | null> => {
    const current = latestRef.current.form;
    if (current?.phase !== 'ready') return null;
    if (!session.spent && !session.confirmed) return current.intent;
    const fresh = await createSetupIntent(clients, current.capacityLimited || scope === 'card' ? 'card' : null);
    if (fresh.kind !== 'success') {
      setError(fresh.message || CARD_FORM_TEXTS.loadFailed);
      return null;
    }
    session.freshIntent();
    setForm({ ...current, intent: fresh.result });
    return fresh.result;
  }, [clients, scope, latestRef, session, setForm, setError]);
}
