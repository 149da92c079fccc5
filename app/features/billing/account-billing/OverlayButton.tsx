import { useModals } from '../../../kit/ShellProvider.tsx';
import { pushSubscriptionOverlay } from '../overlay/push-overlay.tsx';

/** Opens the subscription overlay on Manage Plan or Manage Add-Ons; after a change the page reads the account again. */
export function OverlayButton({ label, entry, now, onChanged }: { label: string; entry: 'plan' | 'addon'; now: Date; onChanged: () => void }) {
  const modals = useModals();
  return (
    <p>
      <button type="button" className="billing-action" onClick={() => pushSubscriptionOverlay(modals, { entry, now: () => now, onChanged })}>
        {label}
      </button>
    </p>
  );
}
