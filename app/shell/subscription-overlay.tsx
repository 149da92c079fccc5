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
  modals.push({
    type: 'subscription_overlay',
    render: (close) => (
      <Suspense fallback={null}>
        <SubscriptionOverlay
          options={options}
          onClose={() => {
            close();
            options.onClosed?.();
          }}
        />
      </Suspense>
    ),
  });
}
