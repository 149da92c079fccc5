import type { PaymentRequest, PaymentRequestPaymentMethodEvent, Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { PRODUCT_NAME } from '../../../../common/product.ts';
import { CARD_FIELDS, cardErrorText, walletOffered, walletZip, withCardChange, type CardField, type CardFields, type WalletName } from './logic/card-form.ts';
import type { SetupIntentPayload } from '../core/logic/types.ts';
import { CARD_FORM_TEXTS } from './texts.ts';
import { paymentMethodIdOf, type CardSession, type LatestCardEntry } from './open-card-form.ts';
import { walletPaymentRequest, type RecurringPlan } from './logic/apple-pay.ts';

/**
 * Mounts the provider's card number, expiry and CVC elements into the hosts the form draws, once the provider
 * is loaded, and keeps each field's state; an edited card spends the card confirmed before it.
 */
export function useCardElements(stripe: Stripe | null, focusOnOpen: boolean, session: CardSession, setFields: Dispatch<SetStateAction<CardFields>>) {
  const hosts = useRef<Partial<Record<CardField, HTMLDivElement | null>>>({});
  const numberElement = useRef<StripeCardNumberElement | null>(null);
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
        session.cardEdited();
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
  }, [stripe, focusOnOpen, session, setFields]);
  return { hosts, numberElement };
}

/**
 * A browser wallet (Google Pay, Apple Pay) the provider finds and `intent` allows (null: none is offered): its
 * sheet's payment method confirms the setup intent, and the confirmed card goes to the latest `onWalletCard`. With a
 * `recurring` plan the sheet shows what is charged now and, on Apple Pay, the recurring payment from its start date
 * (logic/apple-pay.ts); a plan whose bill date cannot be read offers no wallet.
 */
export function useWalletCard(
  stripe: Stripe | null,
  intent: SetupIntentPayload | null,
  {
    latest,
    session,
    usableIntent,
    setError,
    recurring = null,
  }: {
    latest: { current: LatestCardEntry };
    session: CardSession;
    usableIntent: () => Promise<SetupIntentPayload | null>;
    setError: (error: string | null) => void;
    recurring?: RecurringPlan | null;
  },
) {
  const [walletName, setWalletName] = useState<WalletName | null>(null);
  const paymentRequest = useRef<PaymentRequest | null>(null);
  const suppressApplePay = intent?.suppressApplePay ?? true;
  const suppressGooglePay = intent?.suppressGooglePay ?? true;
  const walletsAllowed = intent !== null;
  // The plan by value: a new object with the same bills does not make a new payment request.
  const recurringKey = recurring === null ? null : JSON.stringify(recurring);
  const plan = useMemo(() => (recurringKey === null ? null : (JSON.parse(recurringKey) as RecurringPlan)), [recurringKey]);
  useEffect(() => {
    if (!stripe || !walletsAllowed) return;
    let options;
    try {
      options = walletPaymentRequest(PRODUCT_NAME, plan, new Date());
    } catch {
      return;
    }
    let live = true;
    const request = stripe.paymentRequest(options);
    paymentRequest.current = request;
    request.on('paymentmethod', (event: PaymentRequestPaymentMethodEvent) => {
      void (async () => {
        setError(null);
        const usable = await usableIntent();
        if (!usable) return event.complete('fail');
        const result = await stripe.confirmCardSetup(usable.clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false });
        if (result.error) {
          event.complete('fail');
          return setError(cardErrorText(result.error, true));
        }
        event.complete('success');
        const paymentMethodId = paymentMethodIdOf(result.setupIntent);
        if (!paymentMethodId) return setError(CARD_FORM_TEXTS.generic);
        // A wallet's card skips the card zip checks: the wallet's billing zip, or the one typed.
        const card = { setupIntentId: result.setupIntent.id, paymentMethodId, zip: walletZip(event.paymentMethod.billing_details.address?.postal_code, latest.current.zip) };
        session.cardConfirmed(null);
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
  }, [stripe, walletsAllowed, suppressApplePay, suppressGooglePay, usableIntent, latest, session, setError, plan]);
  const payWithWallet = useCallback(() => paymentRequest.current?.show(), []);
  return { walletName, payWithWallet };
}
