import { useId, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { Button } from '../../../kit/Button.tsx';
import { TextField } from '../../../kit/TextField.tsx';
import { checkOffer } from '../core/calls.ts';
import type { CheckoutCode } from './logic/overlay-flow.ts';
import { offerCheckOf } from '../promo/logic/promo-form.ts';
import { MONEY_TEXTS } from '../core/texts.ts';
import { codeAppliedText } from './texts.ts';

/**
 * Checkout's promo code: the viewer types a code and applies it; it is looked up (GET /billing/offer_details),
 * and a coupon goes on to price the order (POST /billing/upgrade_details?coupon=…), so the summary above shows
 * the discounted amounts the server gives, and it is sent with the change. A code that cannot be used says why
 * (with ', double check your entry.'); a referral code is redeemed on the account page instead. What was typed
 * stays in the field.
 */
export function CheckoutCodeField({
  code,
  error,
  disabled,
  onApply,
  onRemove,
  onError,
}: {
  code: CheckoutCode | null;
  error: string | null;
  disabled: boolean;
  onApply: (code: CheckoutCode) => void;
  onRemove: () => void;
  onError: (message: string) => void;
}) {
  const clients = useRestClients();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const token = typed.trim();

  const apply = () => {
    if (token === '' || checking) return;
    setChecking(true);
    void checkOffer(clients, token).then((outcome) => {
      setChecking(false);
      const check = offerCheckOf(outcome);
      if (check.kind === 'invalid') return onError(check.message);
      if (outcome.kind === 'success' && outcome.result.type === 'referral') return onError(MONEY_TEXTS.referralInCheckout);
      onApply({ token: outcome.kind === 'success' ? outcome.result.token : token, type: 'coupon' });
    });
  };

  return (
    <form
      className="billing-field checkout-code"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="billing-actions promo-row">
        <TextField
          label={MONEY_TEXTS.checkoutCode}
          fieldClassName="promo-field"
          value={typed}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={error !== null || undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={disabled || token === '' || checking || code?.token === token}>
          {MONEY_TEXTS.applyCode}
        </Button>
        {code ? (
          <Button disabled={disabled} onClick={onRemove}>
            {MONEY_TEXTS.removeCode}
          </Button>
        ) : null}
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {checking ? <p className="billing-note">{MONEY_TEXTS.checkingCode}</p> : null}
        {code && !checking ? <p className="billing-note">{codeAppliedText(code.token)}</p> : null}
        {error ? <p className="billing-error">{error}</p> : null}
      </div>
    </form>
  );
}
