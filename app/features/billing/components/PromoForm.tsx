import { useEffect, useId, useReducer, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { applyPromo, checkOffer } from '../api/calls.ts';
import { useBillingFailure } from '../hooks/useBillingFailure.ts';
import { canApplyPromo, EMPTY_PROMO, offerCheckOf, PROMO_DEBOUNCE_MS, promoFormReducer } from '../logic/promo-form.ts';
import { PROMO } from '../texts.ts';

/**
 * The promo code form: a code is checked 300 ms after the typing rests (GET /billing/offer_details); a valid
 * one lists its benefits and enables Apply ('Reactivate' on a deactivated account), which redeems it (POST
 * /billing/apply_coupon). A code can be redeemed only once payment information exists; until then the button
 * says what to do first instead of sending anything.
 */
export function PromoForm({ reactivating, hasPaymentMethod, onApplied }: { reactivating: boolean; hasPaymentMethod: boolean; onApplied: () => void }) {
  const clients = useRestClients();
  const failure = useBillingFailure();
  const id = useId();
  const [form, send] = useReducer(promoFormReducer, EMPTY_PROMO);
  const [sending, setSending] = useState(false);
  const [paymentFirst, setPaymentFirst] = useState(false);
  const token = form.code.trim();

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
  }, [clients, token]);

  const apply = () => {
    if (!hasPaymentMethod) {
      setPaymentFirst(true);
      return;
    }
    setSending(true);
    void applyPromo(clients, token).then((outcome) => {
      setSending(false);
      if (outcome.kind === 'success') onApplied();
      else {
        const message = failure(outcome);
        if (message) send({ type: 'apply-failed', message });
      }
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
      <label htmlFor={`${id}-code`}>{PROMO.label}</label>
      <div className="billing-actions">
        <input
          id={`${id}-code`}
          value={form.code}
          autoComplete="off"
          aria-invalid={form.status === 'invalid' || undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setPaymentFirst(false);
            send({ type: 'typed', code: event.target.value });
          }}
        />
        <button type="submit" className="billing-action" disabled={!canApplyPromo(form) || sending}>
          {reactivating ? PROMO.reactivate : PROMO.apply}
        </button>
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {form.status === 'pending' ? <p className="billing-note">{PROMO.checking}</p> : null}
        {form.status === 'valid' ? (
          <ul className="billing-note promo-details">
            {form.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {form.error ? <p className="billing-error">{form.error}</p> : null}
        {paymentFirst ? <p className="billing-error">{reactivating ? PROMO.paymentFirstReactivate : PROMO.paymentFirst}</p> : null}
      </div>
    </form>
  );
}
