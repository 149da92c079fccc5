import { useState, type FormEvent } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { Dialog } from '../../../kit/Dialog.tsx';
import { updatePaymentMethod } from '../core/calls.ts';
import { CARD_FORM_TEXTS } from './texts.ts';
import { useCardEntry } from './useCardEntry.ts';
import { CardEntryFields } from './CardEntry.tsx';

/**
 * The payment method edit modal: the shared card entry (useCardEntry.ts, drawn by CardEntry.tsx) on a setup intent limited to cards.
 * Confirm Change checks the zip, confirms the setup intent with the provider and stores the payment method
 * it yields (POST /billing/update_payment_method). A failure keeps everything typed and shows its message as
 * given. `message` says why the edit comes first when another action opened it (a promo code to redeem).
 */
export function PaymentMethodModal({ onClose, onUpdated, message }: { onClose: () => void; onUpdated: () => void; message?: string }) {
  const clients = useRestClients();
  const entry = useCardEntry({ scope: 'card', focusOnOpen: true });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!entry.ready || busy) return;
    setBusy(true);
    try {
      const card = await entry.confirm();
      if (!card) return;
      const stored = await updatePaymentMethod(clients, { payment_method: card.paymentMethodId, zip: card.zip });
      if (stored.kind !== 'success') return entry.setError(stored.message || CARD_FORM_TEXTS.generic);
      onUpdated();
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={CARD_FORM_TEXTS.title} onClose={onClose} persistent={busy} panelClassName="payment-modal">
      <form className="card-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        {message ? <p className="billing-note">{message}</p> : null}
        <CardEntryFields entry={entry} />
        <div className="billing-actions card-form-actions">
          <button type="button" className="billing-action" onClick={onClose} disabled={busy}>
            {CARD_FORM_TEXTS.cancel}
          </button>
          <button type="submit" className="billing-action billing-action-primary" disabled={!entry.ready || busy}>
            {busy ? CARD_FORM_TEXTS.working : CARD_FORM_TEXTS.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
