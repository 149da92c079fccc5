import type { Dispatch } from 'react';
import type { Profile } from '../../api/calls.ts';
import type { useCurrentUser } from '../../hooks/reads.ts';
import type { ProfileModalEvent } from '../../logic/profile-modal.ts';
import { SignInView, type SignInDone } from '../SignInView.tsx';

/**
 * The profile modal's sign-in modes, login_email and login_mobile: one profile's email or mobile number
 * (SignInView), once the profile and the account's user have loaded.
 */
export function ProfileSignInMode({
  mode,
  editing,
  userOutcome,
  loadError,
  openedDirectly,
  send,
  changed,
  onClose,
}: {
  mode: 'login_email' | 'login_mobile';
  editing: Profile | null;
  userOutcome: ReturnType<typeof useCurrentUser>['outcome'] | undefined;
  loadError: string | null;
  /** Opened straight at the sign-in (the settings page): cancel and done close the modal instead of going back to edit. */
  openedDirectly: boolean;
  send: Dispatch<ProfileModalEvent>;
  /** A change saved: its toast, everything read again. */
  changed: (toast: string) => void;
  onClose: () => void;
}) {
  /** A finished sign-in change: the toast, everything read again; a verification closes the modal. */
  function signedIn(done: SignInDone) {
    changed(done.toast);
    if (done.outcome === 'verified' || openedDirectly) return onClose();
    send({ type: 'saved' });
  }
  if (!editing || !userOutcome) return !loadError ? <p aria-busy="true">Loading…</p> : null;
  if (userOutcome.kind !== 'success') return null;
  return (
    <SignInView
      key={`${mode}:${editing.id}`}
      channel={mode === 'login_email' ? 'email' : 'mobile'}
      profile={editing}
      // Only the account's own email (the primary profile's) can be unconfirmed.
      emailConfirmed={editing.primary ? userOutcome.data.user.email_confirmed : true}
      onOtherChannel={() => send({ type: 'otherSignIn' })}
      onCancel={() => (openedDirectly ? onClose() : send({ type: 'cancel' }))}
      onDone={signedIn}
    />
  );
}
