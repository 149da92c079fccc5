import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { UserDocument } from '../../../../generated/graphql/documents/UserDocument.ts';
import type { SubscriptionOverlayOptions } from '../../../lib/billing/overlay-options.ts';
import { upgradeGate } from '../../../lib/account/email-first.ts';
import { pushAddEmailModal } from '../../../kit/seams/add-email.tsx';
import type { ModalApi } from '../../../kit/ShellProvider.tsx';

// The overlay's code (the billing area's plans, pricing and checkout) loads when it first opens.
const SubscriptionOverlay = lazy(() => import('./SubscriptionOverlay.tsx'));

export type { SubscriptionOverlayOptions };

/** The control that opened a modal, read when it is asked for: once a modal is up, the page behind is inert. */
function activeControl(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/** Focus goes back to the opener once the page behind is usable again. */
function refocus(opener: HTMLElement | null): void {
  setTimeout(() => opener?.focus(), 0);
}

/**
 * Opens the subscription overlay (Manage Plan, Manage Add-Ons, Checkout) on the shell's modal stack, so the
 * account page and the tile kit's Upgrade buttons open the same one without importing each other.
 *
 * A viewer who needs an email first (lib/account/email-first.ts) gets the add-email / sign-up modal for an
 * upgrade first; once the email is added the overlay opens with the same options (what to select, where to
 * go on after checkout). Closing the add-email modal opens nothing.
 */
export function pushSubscriptionOverlay(modals: ModalApi, options: SubscriptionOverlayOptions): void {
  const opener = activeControl();
  modals.push({
    type: 'subscription_overlay',
    render: (close) => <UpgradeGate modals={modals} options={options} opener={opener} close={close} />,
  });
}

/** The overlay itself, with no gate (the account has credentials). */
function pushOverlay(modals: ModalApi, options: SubscriptionOverlayOptions, opener: HTMLElement | null): void {
  modals.push({ type: 'subscription_overlay', render: (close) => <Overlay options={options} opener={opener} close={close} /> });
}

function Overlay({ options, opener, close }: { options: SubscriptionOverlayOptions; opener: HTMLElement | null; close: () => void }) {
  return (
    <Suspense fallback={null}>
      <SubscriptionOverlay
        options={options}
        onClose={() => {
          close();
          options.onClosed?.();
          refocus(opener);
        }}
      />
    </Suspense>
  );
}

/**
 * Reads the signed-in user (from the cache: the header has read it) and either draws the overlay or swaps
 * itself for the add-email modal before anything is painted.
 */
function UpgradeGate({ modals, options, opener, close }: { modals: ModalApi; options: SubscriptionOverlayOptions; opener: HTMLElement | null; close: () => void }) {
  const { data, error } = useQuery(UserDocument);
  const gate = data ? upgradeGate(data.user) : error ? upgradeGate(null) : 'pending';
  const swapped = useRef(false);
  useLayoutEffect(() => {
    if (gate !== 'add-email-and-upgrade' || swapped.current) return;
    swapped.current = true;
    close();
    pushAddEmailModal(modals, 'upgrade', {
      // The account has an email now: the plans open as they were asked for.
      onAdded: () => pushOverlay(modals, options, opener),
      onDismissed: () => {
        options.onClosed?.();
        refocus(opener);
      },
    });
  }, [gate, close, modals, options, opener]);
  if (gate !== 'none') return null;
  return <Overlay options={options} opener={opener} close={close} />;
}
