import { useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { useToasts } from '../../../kit/ShellProvider.tsx';
import type { SubscriptionOverlayOptions } from '../../../lib/billing/overlay-options.ts';
import { appPathOf } from '../../../lib/routing/app-path.ts';
import { submitCheckout, type CheckoutOrder, type CheckoutOutcome } from '../core/calls.ts';
import { SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import type { ConfirmedCard } from '../payment/logic/card-form.ts';
import { useFailureText } from './useFailureText.ts';
import { track } from '../../../kit/analytics/track.ts';

/**
 * Checkout's Submit (core/calls.ts submitCheckout) and what follows from its outcome: a change made says so in a
 * toast, tells the opener, closes the overlay and goes on where an upgrade from browse was asked for; a failure
 * shows its text (or its modal); a card not confirmed leaves the card form saying why.
 */
export function useCheckoutSubmit({ options, close, setBusy }: { options: SubscriptionOverlayOptions; close: () => void; setBusy: (busy: boolean) => void }) {
  const clients = useRestClients();
  const toasts = useToasts();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);

  function settle(outcome: CheckoutOutcome, order: CheckoutOrder) {
    switch (outcome.kind) {
      case 'card-not-confirmed':
        return;
      case 'failed':
        return setError(failureText(outcome.failure));
      case 'changed': {
        track('Plan Changed', { planId: order.plan, addonIds: [...order.addOns] });
        toasts.show(SUBSCRIPTION_UPDATED_TOAST);
        options.onChanged?.();
        close();
        // An upgrade from browse goes on where it was asked for, read afresh with the new plan.
        const goOn = appPathOf(options.postAddOnURL, window.location.origin);
        if (goOn) window.location.assign(goOn);
        return;
      }
      default:
        return outcome satisfies never;
    }
  }

  /** Submits `order`, with the payment method on file, or (`newCard`) a card confirmed now. */
  async function submit(order: CheckoutOrder, newCard: (() => Promise<ConfirmedCard | null>) | null) {
    setBusy(true);
    setError(null);
    try {
      settle(await submitCheckout(clients, order, newCard), order);
    } finally {
      setBusy(false);
    }
  }

  return { submit, error };
}
