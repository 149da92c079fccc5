import { useModals, useToasts } from '../../../kit/ShellProvider.tsx';
import { useShellLayout } from '../../../kit/useShellLayout.ts';
import { ADD_PAYMENT_WITHOUT_SUBSCRIBING, canAddPaymentWithoutSubscribing } from './logic/agent-actions.ts';
import type { UserDetails } from '../core/logic/types.ts';
import { SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import { PaymentMethodModal } from './PaymentMethodModal.tsx';

/**
 * 'Add payment without subscribing' for support staff (the app in the embedded view): the payment method
 * edit, with no plan chosen; after it the page reads the account again.
 */
export function AgentPaymentAction({ details, onChanged }: { details: UserDetails; onChanged: () => void }) {
  const modals = useModals();
  const toasts = useToasts();
  const { layout } = useShellLayout();
  if (!canAddPaymentWithoutSubscribing(layout === 'embedded', details)) return null;
  const updated = () => {
    toasts.show(SUBSCRIPTION_UPDATED_TOAST);
    onChanged();
  };
  return (
    <p>
      <button
        type="button"
        className="billing-action"
        onClick={() => modals.push({ type: 'payment_method_edit', render: (close) => <PaymentMethodModal onClose={close} onUpdated={updated} /> })}
      >
        {ADD_PAYMENT_WITHOUT_SUBSCRIBING}
      </button>
    </p>
  );
}
