import { lazy, Suspense } from 'react';
import type { SubscriptionOverlayOptions } from '../features/billing/overlay/options.ts';
import type { ModalApi } from './ShellProvider.tsx';

// The overlay's code (the billing area's plans, pricing and checkout) loads when it first opens.
const SubscriptionOverlay = lazy(() => import('../features/billing/overlay/SubscriptionOverlay.tsx'));

export type { SubscriptionOverlayOptions };

/**
 * Opens the subscription overlay (Manage Plan, Manage Add-Ons, Checkout) on the shell's modal stack, so the
 * account page and the tile kit's Upgrade buttons open the same one without importing each other.
 */
export function pushSubscriptionOverlay(modals: ModalApi, options: SubscriptionOverlayOptions): void {
  // The control that opened it, read now: while the overlay's code loads the page behind is already inert.
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  modals.push({
    type: 'subscription_overlay',
    render: (close) => (
      <Suspense fallback={null}>
        <SubscriptionOverlay
          options={options}
          onClose={() => {
            close();
            options.onClosed?.();
            // Focus goes back to the opener once the page behind is usable again.
            setTimeout(() => opener?.focus(), 0);
          }}
        />
      </Suspense>
    ),
  });
}
