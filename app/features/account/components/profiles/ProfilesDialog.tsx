import { useReducer, useState } from 'react';
import { Dialog } from '../../../../kit/Dialog.tsx';
import { useToasts } from '../../../../kit/ShellProvider.tsx';
import { useAvatars, useCurrentUser, useProfiles, useRefreshIdentity, useReload } from '../../hooks/reads.ts';
import { useSwitchProfile } from '../../hooks/switch-profile.ts';
import { initialProfileModal, initialSignIn, profileModalReducer, type SignInChannel } from '../../logic/profile-modal.ts';
import { PROFILE_MODAL, SIGN_IN_VIEW } from '../../texts.ts';
import { ProfileEditorMode } from './ProfileEditorMode.tsx';
import { ProfileListMode } from './ProfileListMode.tsx';
import { ProfileSignInMode } from './ProfileSignInMode.tsx';

const TITLES = {
  select: 'Profiles',
  select_edit: PROFILE_MODAL.selectEditTitle,
  add: 'Add profile',
  edit: 'Edit profile',
  login_email: SIGN_IN_VIEW.emailTitle,
  login_mobile: SIGN_IN_VIEW.mobileTitle,
} as const;

/** The profiles and avatars the modes show, and why either did not load. */
function useProfileLists(version: number) {
  const profiles = useProfiles(version);
  const avatars = useAvatars();
  return {
    list: profiles.outcome?.kind === 'success' ? profiles.outcome.data : null,
    loadError: profiles.outcome && profiles.outcome.kind !== 'success' ? (profiles.outcome.kind === 'failure' ? profiles.outcome.message : null) : null,
    avatarList: avatars.outcome?.kind === 'success' ? avatars.outcome.data.avatars : null,
    // Without avatars no profile can be added: the reason shows where 'Add profile' waits for them.
    avatarError: avatars.outcome?.kind === 'failure' ? avatars.outcome.message : null,
  };
}

/** A change saved: its toast, and everything read again (the list, the header's identity, the opener's page). */
function useChanged(reload: () => void, onChanged: (() => void) | undefined) {
  const toasts = useToasts();
  const refreshIdentity = useRefreshIdentity();
  return (message: string) => {
    toasts.show(message);
    reload();
    refreshIdentity();
    onChanged?.();
  };
}

/**
 * The profile modal (user_profiles), one component per mode: select and select_edit (ProfileListMode), add and
 * edit (ProfileEditorMode), and the sign-in modes login_email and login_mobile (ProfileSignInMode), also opened
 * directly with `signIn`. The modal holds the reads, the title and the error line; mode changes are the pure
 * rule in logic/profile-modal.ts.
 */
export function ProfilesDialog({
  onClose,
  onChanged,
  initialMode = 'select',
  redirect,
  signIn,
}: {
  onClose: () => void;
  onChanged?: () => void;
  initialMode?: 'select' | 'select_edit';
  redirect?: string | null;
  /** Open straight at a profile's email or mobile number. */
  signIn?: { channel: SignInChannel; profileId: string };
}) {
  const [version, reload] = useReload();
  const changed = useChanged(reload, onChanged);
  const { list, loadError, avatarList, avatarError } = useProfileLists(version);
  const [state, send] = useReducer(profileModalReducer, null, () => (signIn ? initialSignIn(signIn.channel, signIn.profileId) : initialProfileModal(initialMode)));
  const signingIn = state.mode === 'login_email' || state.mode === 'login_mobile';
  const user = useCurrentUser(signingIn ? version : -1);
  const [error, setError] = useState<string | null>(null);
  const switcher = useSwitchProfile(redirect, onClose);

  const editing = state.profileId ? (list?.profiles.find((profile) => profile.id === state.profileId) ?? null) : null;

  return (
    <Dialog title={TITLES[state.mode]} onClose={onClose} panelClassName="profiles-dialog">
      {loadError && <p role="alert">{loadError}</p>}
      {(error ?? switcher.error) && (
        <p className="account-field-error" role="alert">
          {error ?? switcher.error}
        </p>
      )}
      {(state.mode === 'select' || state.mode === 'select_edit') && (
        <ProfileListMode
          mode={state.mode}
          profiles={list?.profiles ?? null}
          loadError={loadError}
          focusIndex={state.focusedProfileIndex}
          switcher={switcher}
          canAdd={(list?.additionalProfilesAllowed ?? 0) > 0}
          avatarList={avatarList}
          avatarError={avatarError}
          send={send}
        />
      )}
      {(state.mode === 'add' || state.mode === 'edit') && state.draft && (
        <ProfileEditorMode
          mode={state.mode}
          draft={state.draft}
          editing={editing}
          profiles={list?.profiles ?? []}
          avatarList={avatarList}
          send={send}
          setError={setError}
          changed={changed}
        />
      )}
      {signingIn && (
        <ProfileSignInMode
          mode={state.mode === 'login_email' ? 'login_email' : 'login_mobile'}
          editing={editing}
          userOutcome={user.outcome}
          loadError={loadError}
          openedDirectly={state.signInFrom === 'outside'}
          send={send}
          changed={changed}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
