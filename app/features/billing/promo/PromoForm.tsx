import { useEffect, useId, useReducer, useState, type Dispatch } from 'react';
import { isPartnerCode } from '../../../../common/promo-codes.ts';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { Button } from '../../../kit/Button.tsx';
import { useModals, type ModalApi } from '../../../kit/ShellProvider.tsx';
import type { SubscriptionChangeRunner } from '../core/useChangeSubscription.ts';
import { applyPromo, checkOffer } from '../core/calls.ts';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { canApplyPromo, EMPTY_PROMO, offerCheckOf, PROMO_DEBOUNCE_MS, promoFormReducer, type PromoEvent, type PromoForm as PromoFormState } from './logic/promo-form.ts';
import { PROMO } from './texts.ts';
import { PaymentMethodModal } from '../payment/PaymentMethodModal.tsx';
import { TextField } from '../../../kit/TextField.tsx';

/**
 * The promo code form: a code is checked 300 ms after the typing rests (GET /billing/offer_details); a valid
 * one lists its benefits and enables Apply, which redeems it (POST /billing/apply_coupon). On the reactivation
 * page too the button says Apply, not the spec's 'Reactivate': that page's one primary action is its own
 * Reactivate, and two buttons of that name left the viewer guessing which to press (issue 27). A code can be
 * redeemed only once payment information exists: without it, Apply opens the payment method edit saying so ('To redeem a coupon, you must update your payment information
 * first.', or the reactivation's sentence), and once the card is stored the code is redeemed at once;
 * leaving the edit redeems nothing and keeps the code. A partner code (VIB…, TMO…: docs/decisions/0007) is
 * redeemed at once, card or not.
 */
export function PromoForm({
  reactivating,
  hasPaymentMethod,
  redeemThrough,
  onApplied,
  onPaymentStored,
}: {
  reactivating: boolean;
  hasPaymentMethod: boolean;
  /** The redemption is a change of the subscription the app follows to its page (the reactivation's). */
  redeemThrough?: SubscriptionChangeRunner;
  /** The code was redeemed (and, with `redeemThrough`, its page is on its way). */
  onApplied: () => void;
  /** The payment edit stored a card (whether or not the code then redeems): the page shows it. */
  onPaymentStored?: () => void;
}) {
  const clients = useRestClients();
  const failure = useBillingFailure();
  const id = useId();
  const [form, send] = useReducer(promoFormReducer, EMPTY_PROMO);
  const modals = useModals();
  const [sending, setSending] = useState(false);
  // A card stored through this form's payment edit counts until the page reads the account again.
  const [paymentStored, setPaymentStored] = useState(false);
  const token = form.code.trim();

  useOfferCheck(token, send);

  const redeem = () => {
    setSending(true);
    const request = () => applyPromo(clients, token);
    void (redeemThrough ? redeemThrough(request, (outcome) => outcome.kind === 'success') : request()).then((outcome) => {
      setSending(false);
      if (outcome.kind === 'success') onApplied();
      else {
        const message = failure(outcome);
        if (message) send({ type: 'apply-failed', message });
      }
    });
  };

  const apply = () => {
    // A partner code (VIB…, TMO…) needs no card: its partner pays.
    if (hasPaymentMethod || paymentStored || isPartnerCode(token)) return redeem();
    askForPaymentFirst(modals, reactivating, () => {
      setPaymentStored(true);
      onPaymentStored?.();
      redeem();
    });
  };

  return (
    <form
      className="billing-field promo-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canApplyPromo(form) && !sending) apply();
      }}
    >
      <div className="billing-actions promo-row">
        <TextField
          label={PROMO.label}
          fieldClassName="promo-field"
          value={form.code}
          autoComplete="off"
          aria-invalid={form.status === 'invalid' || undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => send({ type: 'typed', code: event.target.value })}
        />
        <Button type="submit" disabled={!canApplyPromo(form) || sending}>
          {PROMO.apply}
        </Button>
      </div>
      <PromoCodeStatus id={`${id}-status`} form={form} />
    </form>
  );
}

/** Opens the payment method edit, saying a code needs payment information first; `onUpdated` once a card is stored. */
function askForPaymentFirst(modals: ModalApi, reactivating: boolean, onUpdated: () => void) {
  modals.push({
    type: 'payment_method_edit',
    render: (close) => <PaymentMethodModal message={reactivating ? PROMO.paymentFirstReactivate : PROMO.paymentFirst} onClose={close} onUpdated={onUpdated} />,
  });
}

/** Checks the code typed (GET /billing/offer_details) once the typing has rested for PROMO_DEBOUNCE_MS. */
function useOfferCheck(token: string, send: Dispatch<PromoEvent>) {
  const clients = useRestClients();
  useEffect(() => {
    if (token === '') return;
    let current = true;
    const timer = setTimeout(() => {
      void checkOffer(clients, token).then((outcome) => {
        if (current) send({ type: 'checked', token, check: offerCheckOf(outcome) });
      });
    }, PROMO_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [clients, token, send]);
}

/** What the form says of the code: being checked, its benefits, or why it cannot be used. */
function PromoCodeStatus({ id, form }: { id: string; form: PromoFormState }) {
  return (
    <div id={id} aria-live="polite">
      {form.status === 'pending' ? <p className="billing-note">{PROMO.checking}</p> : null}
      {form.status === 'valid' ? (
        <ul className="billing-note promo-details">
          {form.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {form.error ? (
        <div className="billing-error">
          <p>{form.error}</p>
          {form.errorDetail ? <p>{form.errorDetail}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
