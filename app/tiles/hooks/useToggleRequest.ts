import type { AddEmailPurpose } from '../../lib/account/sign-in-texts.ts';
import type { ToggleRequestEffect, ToggleRequestEvent, Transition } from '../../lib/state/transition.ts';
import { useModals, useToasts } from '../../kit/ShellProvider.tsx';
import { pushAddEmailModal } from '../../kit/seams/add-email.tsx';
import { useMachine } from '../../kit/useMachine.ts';
import { useRestartableTimeout } from '../../kit/useRestartableTimeout.ts';

/** What one toggle does on the server and says to the viewer. */
export interface ToggleRequests {
  /** Sends the change on (favorite, save); settles when the server answered. */
  create: () => Promise<unknown>;
  /** Sends the change off (unfavorite, unsave). */
  remove: () => Promise<unknown>;
  /** The toast after the server took the change. */
  toast: (toast: 'added' | 'removed') => string;
  /** Why the add-email modal asks, when a viewer without an email clicks. */
  addEmailPurpose: AddEmailPurpose;
}

/**
 * Runs a toggle's machine (the favorite heart's, the save control's: app/lib/state) and carries out the effects
 * they share: the request, whose answer comes back as 'request-succeeded' or 'request-failed'; the success
 * flash's revert timer (one per control, cancelled on unmount); the toast; the add-email modal.
 */
export function useToggleRequest<State, Event>(
  transition: (state: State, event: Event | ToggleRequestEvent) => Transition<State, ToggleRequestEffect>,
  initial: () => State,
  requests: ToggleRequests,
): [State, (event: Event | ToggleRequestEvent) => void] {
  const modals = useModals();
  const toasts = useToasts();
  const schedule = useRestartableTimeout();
  return useMachine(transition, initial, (effect, send) => {
    switch (effect.type) {
      case 'create':
      case 'delete':
        (effect.type === 'create' ? requests.create() : requests.remove()).then(
          () => send({ type: 'request-succeeded' }),
          () => send({ type: 'request-failed' }),
        );
        break;
      case 'schedule-revert-timer':
        schedule(() => send({ type: 'revert-timer-fired' }), effect.delayMs);
        break;
      case 'show-toast':
        toasts.show(requests.toast(effect.toast));
        break;
      case 'prompt-add-email':
        pushAddEmailModal(modals, requests.addEmailPurpose);
        break;
    }
  });
}
