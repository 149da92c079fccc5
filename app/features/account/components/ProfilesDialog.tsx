import { useEffect, useReducer, useRef, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { appPathOr } from '../../../lib/routing/app-path.ts';
import { logoutPath } from '../../../lib/routing/links.ts';
import { Dialog } from '../../../kit/Dialog.tsx';
import { useModals, useToasts } from '../../../kit/ShellProvider.tsx';
import { createProfile, deleteProfile, switchProfile, updateProfile, type Profile } from '../api/calls.ts';
import { useAvatars, useCurrentUser, useProfiles, useRefreshIdentity, useReload } from '../hooks/reads.ts';
import { pickerAvatars, randomAvatar } from '../logic/avatars.ts';
import { initialProfileModal, initialSignIn, profileModalReducer, type SignInChannel } from '../logic/profile-modal.ts';
import { validateProfileName } from '../logic/profile-name.ts';
import { DELETE_PROFILE_CONFIRM, ENTER_NAME_TEXT, DELETE_PROFILE_TITLE, deleteProfileQuestion, PROFILE_MODAL, SIGN_IN_VIEW, SUCCESS_TOASTS } from '../texts.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { ProfileNameField } from './ProfileNameField.tsx';
import { SignInView, type SignInDone } from './SignInView.tsx';

/** Where the browser goes after a switch (the site root unless the page asked for another path), or after the signed-in profile is deleted. */
export const DEFAULT_REDIRECT = '/';

/** A path of this app only (lib/routing/app-path.ts): a redirect never leaves the app. */
export function safeRedirect(redirect: string | null | undefined): string {
  return appPathOr(redirect, window.location.origin, DEFAULT_REDIRECT);
}

/** Switches to a profile, then the browser goes to the redirect path; the signed-in profile is a no-op. */
export function useSwitchProfile(redirect: string | null | undefined, onNoop: () => void) {
  const clients = useRestClients();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = (profile: Profile) => {
    if (profile.loggedIn) return onNoop();
    setBusy(true);
    void switchProfile(clients, profile.id).then((outcome) => {
      if (outcome.kind === 'success') return window.location.assign(safeRedirect(redirect));
      setBusy(false);
      setError(outcome.kind === 'failure' ? outcome.message : null);
    });
  };
  return { choose, error, busy };
}

function ProfileButtons({ profiles, onChoose, focusIndex, disabled }: { profiles: Profile[]; onChoose: (profile: Profile, index: number) => void; focusIndex: number | null; disabled?: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    list.current?.querySelectorAll<HTMLButtonElement>('button')[Math.min(focusIndex, profiles.length - 1)]?.focus();
  }, [focusIndex, profiles.length]);
  return (
    <ul className="profile-list" ref={list}>
      {profiles.map((profile, index) => (
        <li key={profile.id}>
          <button type="button" className="profile-choice" disabled={disabled} aria-current={profile.loggedIn ? 'true' : undefined} onClick={() => onChoose(profile, index)}>
            <img src={profile.avatar.images.s} alt="" width={48} height={48} />
            <span>{profile.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The profile modal (user_profiles): select (switch, 'Edit profiles', 'Sign out'), select_edit ('Choose a
 * profile to edit'), add and edit (avatar picker, name, 'Finished'; edit also 'Delete this profile' with the
 * 'Delete Profile?' confirmation, 'Edit sign-in information'), and the sign-in modes login_email and
 * login_mobile (SignInView), also opened directly with `signIn`. Mode changes are the pure rule in
 * logic/profile-modal.ts.
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
  const clients = useRestClients();
  const toasts = useToasts();
  const modals = useModals();
  const refreshIdentity = useRefreshIdentity();
  const [version, reload] = useReload();
  const profiles = useProfiles(version);
  const avatars = useAvatars();
  const [state, send] = useReducer(profileModalReducer, null, () => (signIn ? initialSignIn(signIn.channel, signIn.profileId) : initialProfileModal(initialMode)));
  const signingIn = state.mode === 'login_email' || state.mode === 'login_mobile';
  const user = useCurrentUser(signingIn ? version : -1);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const switcher = useSwitchProfile(redirect, onClose);

  const list = profiles.outcome?.kind === 'success' ? profiles.outcome.data : null;
  const avatarList = avatars.outcome?.kind === 'success' ? avatars.outcome.data.avatars : null;
  // Without avatars no profile can be added: the reason shows where 'Add profile' waits for them.
  const avatarError = avatars.outcome?.kind === 'failure' ? avatars.outcome.message : null;
  const editing = state.profileId ? (list?.profiles.find((profile) => profile.id === state.profileId) ?? null) : null;
  const pickerList = avatarList ? pickerAvatars(avatarList, editing?.avatar ?? null) : [];
  const canAdd = (list?.additionalProfilesAllowed ?? 0) > 0;

  const changed = (message: string) => {
    toasts.show(message);
    reload();
    refreshIdentity();
    onChanged?.();
  };

  function finish() {
    const draft = state.draft;
    if (!draft) return;
    const name = validateProfileName(draft.name, state.mode === 'edit' ? (editing?.name ?? '') : '');
    if (name.status === 'error') return setError(name.message);
    setError(null);
    if (state.mode === 'add') {
      // Create needs a name: an empty one is 'unchanged' against the empty saved value.
      if (name.status !== 'valid') return setError(ENTER_NAME_TEXT);
      setSaving(true);
      void createProfile(clients, name.value, draft.avatarName).then((outcome) => {
        setSaving(false);
        if (outcome.kind !== 'success') return setError(outcome.kind === 'failure' ? outcome.message : null);
        send({ type: 'saved' });
        changed(SUCCESS_TOASTS.profiles);
      });
      return;
    }
    if (!editing) return;
    const changes = {
      ...(name.status === 'valid' ? { name: name.value } : {}),
      ...(draft.avatarName !== editing.avatar.name ? { avatar_name: draft.avatarName } : {}),
    };
    // Edit sends only the changed fields; with none it just returns.
    if (Object.keys(changes).length === 0) return send({ type: 'saved' });
    setSaving(true);
    void updateProfile(clients, editing.id, changes).then((outcome) => {
      setSaving(false);
      if (outcome.kind !== 'success') return setError(outcome.kind === 'failure' ? outcome.message : null);
      send({ type: 'saved' });
      changed(SUCCESS_TOASTS.profiles);
    });
  }

  function confirmDelete(profile: Profile) {
    const index = list?.profiles.findIndex((candidate) => candidate.id === profile.id) ?? 0;
    modals.push({
      type: 'confirmation_dialog',
      render: (close) => (
        <Dialog title={DELETE_PROFILE_TITLE} onClose={close}>
          <p>{deleteProfileQuestion(profile.name)}</p>
          <div className="dialog-actions">
            <button
              type="button"
              onClick={() => {
                close();
                void deleteProfile(clients, profile.id).then((outcome) => {
                  if (outcome.kind !== 'success') return setError(outcome.kind === 'failure' ? outcome.message : null);
                  // Deleting the signed-in profile leaves the session without it: the browser starts over.
                  if (profile.loggedIn) return window.location.assign(DEFAULT_REDIRECT);
                  setError(null);
                  send({ type: 'deleted', index });
                  changed(SUCCESS_TOASTS.profiles);
                });
              }}
            >
              {DELETE_PROFILE_CONFIRM}
            </button>
            <button type="button" onClick={close}>
              {PROFILE_MODAL.cancel}
            </button>
          </div>
        </Dialog>
      ),
    });
  }

  /** A finished sign-in change: the toast, everything read again; a verification closes the modal. */
  function signedIn(done: SignInDone) {
    changed(done.toast);
    if (done.outcome === 'verified' || state.signInFrom === 'outside') return onClose();
    send({ type: 'saved' });
  }

  const titles = {
    select: 'Profiles',
    select_edit: PROFILE_MODAL.selectEditTitle,
    add: 'Add profile',
    edit: 'Edit profile',
    login_email: SIGN_IN_VIEW.emailTitle,
    login_mobile: SIGN_IN_VIEW.mobileTitle,
  } as const;
  const title = titles[state.mode];
  const userOutcome = signingIn ? user.outcome : undefined;
  const emailConfirmed = userOutcome?.kind === 'success' ? userOutcome.data.user.email_confirmed : true;
  const loadError = profiles.outcome && profiles.outcome.kind !== 'success' ? (profiles.outcome.kind === 'failure' ? profiles.outcome.message : null) : null;

  return (
    <Dialog title={title} onClose={onClose} panelClassName="profiles-dialog">
      {loadError && <p role="alert">{loadError}</p>}
      {(error ?? switcher.error) && (
        <p className="account-field-error" role="alert">
          {error ?? switcher.error}
        </p>
      )}
      {(state.mode === 'select' || state.mode === 'select_edit') && (
        <>
          {list ? (
            <ProfileButtons
              profiles={list.profiles}
              focusIndex={state.focusedProfileIndex}
              disabled={switcher.busy}
              onChoose={(profile) =>
                state.mode === 'select'
                  ? switcher.choose(profile)
                  : send({ type: 'edit', profileId: profile.id, draft: { name: profile.name, avatarName: profile.avatar.name } })
              }
            />
          ) : (
            !loadError && <p aria-busy="true">Loading profiles…</p>
          )}
          {canAdd && avatarError && <p role="alert">{avatarError}</p>}
          <div className="dialog-actions">
            {canAdd && (
              <button
                type="button"
                disabled={!avatarList}
                onClick={() => send({ type: 'add', avatarsLoaded: Boolean(avatarList), avatarName: randomAvatar(avatarList ?? [], Math.random())?.name ?? null })}
              >
                Add profile
              </button>
            )}
            {state.mode === 'select' ? (
              <>
                <button type="button" onClick={() => send({ type: 'toggleEdit' })}>
                  {PROFILE_MODAL.editProfiles}
                </button>
                <a href={logoutPath(false)}>{PROFILE_MODAL.signOut}</a>
              </>
            ) : (
              <button type="button" onClick={() => send({ type: 'toggleEdit' })}>
                {PROFILE_MODAL.finished}
              </button>
            )}
          </div>
        </>
      )}
      {(state.mode === 'add' || state.mode === 'edit') && state.draft && (
        <form
          className="profile-editor"
          onSubmit={(event) => {
            event.preventDefault();
            finish();
          }}
        >
          <AvatarPicker avatars={pickerList} value={state.draft.avatarName} onChange={(avatarName) => state.draft && send({ type: 'draft', draft: { ...state.draft, avatarName } })} />
          <ProfileNameField
            label="Profile name"
            value={state.draft.name}
            saved={state.mode === 'edit' ? (editing?.name ?? '') : ''}
            onChange={(name) => state.draft && send({ type: 'draft', draft: { ...state.draft, name } })}
          />
          <div className="dialog-actions">
            <button type="submit" disabled={saving}>
              {PROFILE_MODAL.finished}
            </button>
            {state.mode === 'add' ? (
              <button type="button" onClick={() => send({ type: 'cancel' })}>
                {PROFILE_MODAL.cancel}
              </button>
            ) : (
              editing && (
                <>
                  <button type="button" onClick={() => send({ type: 'signIn', channel: 'email' })}>
                    {PROFILE_MODAL.editSignIn}
                  </button>
                  {!editing.primary && (
                    <button type="button" onClick={() => confirmDelete(editing)}>
                      {PROFILE_MODAL.deleteThisProfile}
                    </button>
                  )}
                </>
              )
            )}
          </div>
        </form>
      )}
      {signingIn && editing && userOutcome?.kind === 'success' && (
        <SignInView
          key={`${state.mode}:${editing.id}`}
          channel={state.mode === 'login_email' ? 'email' : 'mobile'}
          profile={editing}
          // Only the account's own email (the primary profile's) can be unconfirmed.
          emailConfirmed={editing.primary ? emailConfirmed : true}
          onOtherChannel={() => send({ type: 'otherSignIn' })}
          onCancel={() => (state.signInFrom === 'outside' ? onClose() : send({ type: 'cancel' }))}
          onDone={signedIn}
        />
      )}
      {signingIn && (!editing || !userOutcome) && !loadError && <p aria-busy="true">Loading…</p>}
    </Dialog>
  );
}
