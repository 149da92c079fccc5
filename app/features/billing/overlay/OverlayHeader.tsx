import { useEffect, useRef } from 'react';
import type { SubscriptionOverlayOptions } from '../../../lib/billing/overlay-options.ts';
import type { OverlayScreen } from './logic/overlay-flow.ts';
import { OVERLAY } from './texts.ts';

/** The overlay's header: back, the screen's title, exit. */
export function OverlayHeader({ headingId, title, onBack, onExit }: { headingId: string; title: string; onBack: () => void; onExit: () => void }) {
  const back = useRef<HTMLButtonElement>(null);
  const shown = useRef<string | null>(null);
  // The screens replace the loading view's header: focus stays in the overlay, on its first control. A new screen
  // (Continue, Back) starts there too: the control that led to it may be gone (Checkout's Submit replaces
  // Continue), which would drop focus out of the dialog.
  useEffect(() => {
    const panel = back.current?.closest('[role="dialog"]');
    const newScreen = shown.current !== null && shown.current !== title;
    shown.current = title;
    if (panel && (newScreen || !panel.contains(document.activeElement))) back.current?.focus();
  }, [title]);
  return (
    <header className="overlay-header">
      <button ref={back} type="button" className="overlay-icon-button" onClick={onBack} aria-label={OVERLAY.back}>
        <span aria-hidden="true">←</span>
      </button>
      <h2 id={headingId}>{title}</h2>
      <button type="button" className="overlay-icon-button" onClick={onExit} aria-label={OVERLAY.exit}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}

export function loadingTitle(entry: SubscriptionOverlayOptions['entry']): string {
  return entry === 'plan' ? OVERLAY.managePlan : entry === 'addon' ? OVERLAY.manageAddOns : OVERLAY.checkout;
}

export function titleOf(screen: OverlayScreen, persistentPaywall: boolean): string {
  switch (screen) {
    case 'acknowledge':
      return OVERLAY.acknowledge;
    case 'plan':
      return persistentPaywall ? OVERLAY.selectPlan : OVERLAY.managePlan;
    case 'addon':
      return OVERLAY.manageAddOns;
    case 'checkout':
      return OVERLAY.checkout;
  }
}
