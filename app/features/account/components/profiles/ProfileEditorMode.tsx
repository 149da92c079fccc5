import { useState, type Dispatch } from 'react';
import { useRestClients } from '../../../../api/rest/RestProvider.tsx';
import { Button } from '../../../../kit/Button.tsx';
import { Dialog } from '../../../../kit/Dialog.tsx';
import { useModals } from '../../../../kit/ShellProvider.tsx';
import { createProfile, deleteProfile, updateProfile, type Avatar, type Profile } from '../../api/calls.ts';
import { DEFAULT_REDIRECT } from '../../hooks/switch-profile.ts';
import { pickerAvatars } from '../../logic/avatars.ts';
import type { Draft, ProfileModalEvent } from '../../logic/profile-modal.ts';
import { validateProfileName } from '../../logic/profile-name.ts';
import { DELETE_PROFILE_CONFIRM, DELETE_PROFILE_TITLE, deleteProfileQuestion, ENTER_NAME_TEXT, PROFILE_MODAL, SUCCESS_TOASTS } from '../../texts.ts';
import { AvatarPicker } from '../AvatarPicker.tsx';
import { ProfileNameField } from '../ProfileNameField.tsx';

/** What the editor tells the modal: an error to show (null clears it), and a change saved (its toast). */
interface EditorReport {
  setError: (message: string | null) => void;
  changed: (toast: string) => void;
  send: Dispatch<ProfileModalEvent>;
}

/** 'Finished': add creates the profile (a name is required); edit sends only the changed fields, with none it just returns. */
function useSaveProfile(mode: 'add' | 'edit', editing: Profile | null, { setError, changed, send }: EditorReport) {
  const clients = useRestClients();
  const [saving, setSaving] = useState(false);
  function finish(draft: Draft) {
    const name = validateProfileName(draft.name, mode === 'edit' ? (editing?.name ?? '') : '');
    if (name.status === 'error') return setError(name.message);
    setError(null);
    if (mode === 'add') {
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
  return { finish, saving };
}

/** 'Delete this profile': the 'Delete Profile?' confirmation, then the delete; the list focuses the previous profile. */
function useConfirmDelete(profiles: readonly Profile[], { setError, changed, send }: EditorReport) {
  const clients = useRestClients();
  const modals = useModals();
  return function confirmDelete(profile: Profile) {
    const index = profiles.findIndex((candidate) => candidate.id === profile.id);
    modals.push({
      type: 'confirmation_dialog',
      render: (close) => (
        <Dialog title={DELETE_PROFILE_TITLE} onClose={close}>
          <p>{deleteProfileQuestion(profile.name)}</p>
          <div className="dialog-actions">
            <Button
              variant="danger"
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
            </Button>
            <Button onClick={close}>{PROFILE_MODAL.cancel}</Button>
          </div>
        </Dialog>
      ),
    });
  };
}

/**
 * The profile modal's add and edit modes: the avatar picker, the name and 'Finished'; add also 'Cancel', edit
 * 'Edit sign-in information' and, but for the primary profile, 'Delete this profile'.
 */
export function ProfileEditorMode({
  mode,
  draft,
  editing,
  profiles,
  avatarList,
  ...report
}: EditorReport & {
  mode: 'add' | 'edit';
  draft: Draft;
  /** The profile edit mode edits (null in add, or while the list loads). */
  editing: Profile | null;
  profiles: readonly Profile[];
  avatarList: Avatar[] | null;
}) {
  const { send } = report;
  const { finish, saving } = useSaveProfile(mode, editing, report);
  const confirmDelete = useConfirmDelete(profiles, report);
  const pickerList = avatarList ? pickerAvatars(avatarList, editing?.avatar ?? null) : [];
  return (
    <form
      className="profile-editor"
      onSubmit={(event) => {
        event.preventDefault();
        finish(draft);
      }}
    >
      <AvatarPicker avatars={pickerList} value={draft.avatarName} onChange={(avatarName) => send({ type: 'draft', draft: { ...draft, avatarName } })} />
      <ProfileNameField
        label="Profile name"
        value={draft.name}
        saved={mode === 'edit' ? (editing?.name ?? '') : ''}
        onChange={(name) => send({ type: 'draft', draft: { ...draft, name } })}
      />
      <div className="dialog-actions">
        <Button type="submit" variant="primary" disabled={saving}>
          {PROFILE_MODAL.finished}
        </Button>
        {mode === 'add' ? (
          <Button onClick={() => send({ type: 'cancel' })}>{PROFILE_MODAL.cancel}</Button>
        ) : (
          editing && (
            <>
              <Button onClick={() => send({ type: 'signIn', channel: 'email' })}>{PROFILE_MODAL.editSignIn}</Button>
              {!editing.primary && (
                <Button variant="danger" onClick={() => confirmDelete(editing)}>
                  {PROFILE_MODAL.deleteThisProfile}
                </Button>
              )}
            </>
          )
        )}
      </div>
    </form>
  );
}
