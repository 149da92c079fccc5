import type { SubscriptionOverlayOptions } from '../../lib/billing/overlay-options.ts';
import type { ModalApi } from '../ShellProvider.tsx';
import { track } from '../analytics/track.ts';

/**
 * Opens the subscription overlay from code that is on every page's first load (the tile kit's and a
 * collection group's Upgrade): the opener, with its credentials check and the add-email prompt, loads on the
 * first press (subscription-overlay.tsx), so the first load does not carry it. If it cannot load, the press
 * ends as a closed overlay would (an Upgrade button stops spinning). The promise settles once the overlay (or
 * the add-email prompt) is up, or the load failed: the time a collection group's Upgrade reads 'Loading'.
 */
export function openSubscriptionOverlay(modals: ModalApi, options: SubscriptionOverlayOptions): Promise<void> {
  track('Upgrade Clicked', { entry: options.entry, products: [...(options.preselect ?? [])] });
  return import('../../features/billing/overlay/push-overlay.tsx').then(
    ({ pushSubscriptionOverlay }) => pushSubscriptionOverlay(modals, options),
    () => options.onClosed?.(),
  );
}
