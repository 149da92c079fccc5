import { useId, useState } from 'react';
import type { RestClients } from '../../../api/rest/clients.ts';
import { useRestQuery } from '../../../api/rest/useRestQuery.ts';
import { Dialog } from '../../../kit/Dialog.tsx';
import { useHistoryEntry } from '../../../kit/useHistoryEntry.ts';
import type { SubscriptionOverlayOptions } from '../../../lib/billing/overlay-options.ts';
import { loadSignupDetails, loadUserDetails } from '../core/calls.ts';
import { loadingTitle, OverlayHeader } from './OverlayHeader.tsx';
import { OverlayScreens } from './OverlayScreens.tsx';
import { OVERLAY } from './texts.ts';
import { readFailureText, useFailureModal } from './useFailureText.ts';
import './overlay.css';

/** The history entry the overlay pushes, so the browser's Back closes it. */
const HISTORY_MARK = 'subscriptionOverlay';

/** The overlay's two reads, GET /billing/signup_details and /billing/user_details, at once; the first failure is the read's. */
async function loadOverlayData(clients: RestClients) {
  const [signup, account] = await Promise.all([loadSignupDetails(clients), loadUserDetails(clients)]);
  if (signup.kind !== 'success') return { kind: 'failed' as const, failure: signup };
  if (account.kind !== 'success') return { kind: 'failed' as const, failure: account };
  return { kind: 'ready' as const, data: { signup: signup.result, account: account.result } };
}

/**
 * The subscription overlay: Manage Plan ('Select Plan' on the persistent paywall), Manage Add-Ons and
 * Checkout, with the header's back and exit and the footer's Cancel, Continue and Submit
 * (logic/overlay-flow.ts). It reads GET /billing/signup_details and /billing/user_details when it opens, prices
 * the selection with POST /billing/upgrade_details on Checkout, and submits it with the card on file or a
 * new card entered in Checkout (update_subscription for a running subscription, subscribe otherwise). A new
 * card is confirmed with the provider, its checkout stored (POST /billing/store_subscription_details), then
 * sent with its payment method and zip. Opened to switch to direct billing, it goes straight to Checkout
 * with the current plan and a new card, stored as a direct sign-up. It pushes a browser history entry, and
 * Back closes it.
 */
export default function SubscriptionOverlay({ options, onClose }: { options: SubscriptionOverlayOptions; onClose: () => void }) {
  const read = useRestQuery('subscription-overlay', loadOverlayData);
  const failure = read.outcome?.kind === 'failed' ? read.outcome.failure : null;
  useFailureModal(failure);
  // Its own history entry: Back closes the overlay; closing it otherwise steps back off the entry.
  const close = useHistoryEntry(HISTORY_MARK, onClose);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  // One dialog for every phase, so focus returns to the control that opened the overlay when it closes.
  return (
    <Dialog labelledBy={headingId} onClose={close} hideClose persistent={busy} panelClassName="subscription-overlay">
      {read.outcome?.kind === 'ready' ? (
        <OverlayScreens data={read.outcome.data} options={options} headingId={headingId} close={close} busy={busy} setBusy={setBusy} />
      ) : (
        <>
          <OverlayHeader headingId={headingId} title={loadingTitle(options.entry)} onBack={close} onExit={close} />
          <div className="overlay-body" aria-busy={read.loading}>
            {failure === null ? (
              <p role="status">{OVERLAY.loading}</p>
            ) : (
              <p className="billing-error" role="alert">
                {readFailureText(failure)}
              </p>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
