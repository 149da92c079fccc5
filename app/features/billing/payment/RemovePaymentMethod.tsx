import { useRef, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { Dialog } from '../../../kit/Dialog.tsx';
import { useModals, useToasts } from '../../../kit/ShellProvider.tsx';
import { removePaymentMethod } from '../core/calls.ts';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { paymentMethodLabel } from '../core/logic/account-actions.ts';
import type { PaymentMethod } from '../core/logic/types.ts';
import { BILLING_ACTION_FAILURES } from '../core/texts.ts';
import { REMOVE_PAYMENT, removePaymentQuestion } from './texts.ts';

/**
 * 'Remove payment method' for a direct-billed account whose subscription is ending or has ended (the caller
 * checks `paymentActions(details).remove`): a confirmation names the method, then POST
 * /billing/remove_payment_method. Done, a toast says so and `onRemoved` reads the account again; a failure
 * says 'Failed to remove your payment information' with the answer's own reason under it, and the method
 * stays.
 */
export function RemovePaymentMethod({ method, onRemoved }: { method: PaymentMethod; onRemoved: () => void }) {
  const clients = useRestClients();
  const modals = useModals();
  const toasts = useToasts();
  const failure = useBillingFailure();
  const [state, setState] = useState<{ sending: boolean; reason: string | null; failed: boolean }>({ sending: false, reason: null, failed: false });
  const button = useRef<HTMLButtonElement>(null);

  const remove = () => {
    setState({ sending: true, reason: null, failed: false });
    void removePaymentMethod(clients).then((outcome) => {
      if (outcome.kind === 'success') {
        // The button goes with the card: inside a dialog, focus stays in it (its panel) rather than falling to the page.
        const dialog = button.current?.closest<HTMLElement>('[role="dialog"]');
        setState({ sending: false, reason: null, failed: false });
        toasts.show(REMOVE_PAYMENT.removed);
        onRemoved();
        dialog?.focus();
        return;
      }
      // A stale answer opens its modal instead (useBillingFailure): nothing to say here then.
      const message = failure(outcome);
      setState({ sending: false, failed: message !== null, reason: message === BILLING_ACTION_FAILURES.removePayment ? null : message });
    });
  };

  const confirm = () =>
    modals.push({
      type: 'confirmation_dialog',
      render: (close) => (
        <Dialog title={REMOVE_PAYMENT.title} onClose={close}>
          <p>{removePaymentQuestion(paymentMethodLabel(method))}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="billing-action billing-action-danger"
              onClick={() => {
                close();
                remove();
              }}
            >
              {REMOVE_PAYMENT.confirm}
            </button>
            <button type="button" className="billing-action" onClick={close}>
              {REMOVE_PAYMENT.keep}
            </button>
          </div>
        </Dialog>
      ),
    });

  return (
    <>
      <p>
        {/* aria-disabled, not disabled, while sending: the confirmation hands focus back to this button. */}
        <button ref={button} type="button" className="billing-action billing-action-danger" onClick={() => !state.sending && confirm()} aria-disabled={state.sending || undefined}>
          {REMOVE_PAYMENT.action}
        </button>
      </p>
      {state.failed ? (
        <div className="billing-error" role="alert">
          <p>{BILLING_ACTION_FAILURES.removePayment}</p>
          {state.reason ? <p>{state.reason}</p> : null}
        </div>
      ) : null}
    </>
  );
}
