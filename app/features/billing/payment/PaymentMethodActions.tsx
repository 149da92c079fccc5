import { useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { useModals, useToasts } from '../../../kit/ShellProvider.tsx';
import { retryPayment } from '../core/calls.ts';
import { paymentActions } from '../core/logic/account-actions.ts';
import type { UserDetails } from '../core/logic/types.ts';
import { BILLING_ACTION_FAILURES, SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import { CARD_FORM_TEXTS } from './texts.ts';
import { PaymentMethodModal } from './PaymentMethodModal.tsx';
import { RemovePaymentMethod } from './RemovePaymentMethod.tsx';

/**
 * The payment section's own actions for a direct biller: 'Retry payment' for a failed charge with a method
 * on file (POST /billing/retry_payment), 'Update payment method' (the payment method edit modal), and
 * 'Remove payment method' once the subscription is ending or has ended (RemovePaymentMethod.tsx). After
 * any of them succeeds the page reads the account again and a toast says so.
 */
export function PaymentMethodActions({ details, onChanged }: { details: UserDetails; onChanged: () => void }) {
  const clients = useRestClients();
  const modals = useModals();
  const toasts = useToasts();
  const [retry, setRetry] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  const actions = paymentActions(details);
  if (!actions.retry && !actions.replace) return null;

  const updated = () => {
    toasts.show(SUBSCRIPTION_UPDATED_TOAST);
    onChanged();
  };
  const retryNow = () => {
    setRetry({ sending: true, error: null });
    void retryPayment(clients).then((outcome) => {
      if (outcome.kind === 'success') {
        setRetry({ sending: false, error: null });
        updated();
      } else {
        setRetry({ sending: false, error: outcome.message || BILLING_ACTION_FAILURES.retryPayment });
      }
    });
  };
  const openEditor = () =>
    modals.push({ type: 'payment_method_edit', render: (close) => <PaymentMethodModal onClose={close} onUpdated={updated} /> });

  return (
    <>
      <div className="billing-actions">
        {actions.retry ? (
          <button type="button" className="billing-action" onClick={retryNow} disabled={retry.sending}>
            {CARD_FORM_TEXTS.retry}
          </button>
        ) : null}
        {actions.replace ? (
          <button type="button" className="billing-action" onClick={openEditor}>
            {CARD_FORM_TEXTS.update}
          </button>
        ) : null}
      </div>
      {actions.remove && details.paymentMethod ? <RemovePaymentMethod method={details.paymentMethod} onRemoved={onChanged} /> : null}
      {retry.error ? (
        <p className="billing-error" role="alert">
          {retry.error}
        </p>
      ) : null}
    </>
  );
}
