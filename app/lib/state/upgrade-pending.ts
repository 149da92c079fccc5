import { stay, type Transition } from './transition.ts';

/**
 * Waiting on an upgrade: a play button with the upgrade icon spins after a click until the
 * upsell modal or overlay closes; an upgrade button reads 'Loading' and is disabled while its request runs.
 * Both ignore further clicks meanwhile so only one upsell opens.
 */
export interface UpgradePendingState {
  pending: boolean;
}

export type UpgradePendingEvent = { type: 'clicked' } | { type: 'upsell-closed' } | { type: 'request-settled' };

export type UpgradePendingEffect = { type: 'start-upgrade' };

export const UPGRADE_LOADING_LABEL = 'Loading';

export const initialUpgradePendingState: UpgradePendingState = { pending: false };

export function upgradePendingTransition(
  state: UpgradePendingState,
  event: UpgradePendingEvent,
): Transition<UpgradePendingState, UpgradePendingEffect> {
  switch (event.type) {
    case 'clicked':
      return state.pending ? stay(state) : { state: { pending: true }, effects: [{ type: 'start-upgrade' }] };
    case 'upsell-closed':
    case 'request-settled':
      return stay({ pending: false });
  }
}

/** Label and disabled flag of an upgrade button. */
export function upgradeButtonView(state: UpgradePendingState, label: string): { label: string; disabled: boolean } {
  return state.pending ? { label: UPGRADE_LOADING_LABEL, disabled: true } : { label, disabled: false };
}
