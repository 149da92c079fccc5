import { lazy, Suspense } from 'react';
import type { AddEmailPurpose } from '../../lib/account/sign-in-texts.ts';
import type { ModalApi } from '../ShellProvider.tsx';

// The modal's code loads when it first opens: most visitors never open it.
const AddEmailModal = lazy(() => import('../../features/sign-in/AddEmailModal.tsx'));

export interface AddEmailCallbacks {
  /** The email was added and verified (the modal then closes). */
  onAdded?: () => void;
  /** The modal closed without an email added. */
  onDismissed?: () => void;
}

/**
 * Opens the add-email / sign-up modal (uncredentialed_email_sign_up) for a purpose: saving, favoriting,
 * the settings page's create-account prompt, the header's Sign Up, an upgrade. Any part of the app opens it
 * through the shell's modal stack, so the tile kit and the features need not import each other.
 */
export function pushAddEmailModal(modals: ModalApi, purpose: AddEmailPurpose, { onAdded, onDismissed }: AddEmailCallbacks = {}): void {
  let added = false;
  modals.push({
    type: 'uncredentialed_email_sign_up',
    render: (close) => (
      <Suspense fallback={null}>
        <AddEmailModal
          purpose={purpose}
          onClose={() => {
            close();
            if (!added) onDismissed?.();
          }}
          onAdded={() => {
            added = true;
            onAdded?.();
          }}
        />
      </Suspense>
    ),
  });
}
