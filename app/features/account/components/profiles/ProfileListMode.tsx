import { useEffect, useRef, type Dispatch } from 'react';
import { Button } from '../../../../kit/Button.tsx';
import { logoutPath } from '../../../../lib/routing/links.ts';
import type { Avatar, Profile } from '../../api/calls.ts';
import type { ProfileSwitcher } from '../../hooks/switch-profile.ts';
import { randomAvatar } from '../../logic/avatars.ts';
import type { ProfileModalEvent } from '../../logic/profile-modal.ts';
import { PROFILE_MODAL } from '../../texts.ts';

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
 * The profile modal's list modes: select (choosing a profile switches to it; 'Edit profiles', 'Sign out') and
 * select_edit ('Choose a profile to edit'; choosing one edits it, 'Finished' goes back); both offer 'Add profile'
 * while the account may add one.
 */
export function ProfileListMode({
  mode,
  profiles,
  loadError,
  focusIndex,
  switcher,
  canAdd,
  avatarList,
  avatarError,
  send,
}: {
  mode: 'select' | 'select_edit';
  /** The profiles, or null while they load. */
  profiles: Profile[] | null;
  loadError: string | null;
  focusIndex: number | null;
  switcher: ProfileSwitcher;
  canAdd: boolean;
  /** The avatars to pick from, or null while they load (or failed: avatarError says why). */
  avatarList: Avatar[] | null;
  avatarError: string | null;
  send: Dispatch<ProfileModalEvent>;
}) {
  return (
    <>
      {profiles ? (
        <ProfileButtons
          profiles={profiles}
          focusIndex={focusIndex}
          disabled={switcher.busy}
          onChoose={(profile) =>
            mode === 'select'
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
          <Button
            disabled={!avatarList}
            onClick={() => send({ type: 'add', avatarsLoaded: Boolean(avatarList), avatarName: randomAvatar(avatarList ?? [], Math.random())?.name ?? null })}
          >
            Add profile
          </Button>
        )}
        {mode === 'select' ? (
          <>
            <Button onClick={() => send({ type: 'toggleEdit' })}>{PROFILE_MODAL.editProfiles}</Button>
            <a href={logoutPath(false)}>{PROFILE_MODAL.signOut}</a>
          </>
        ) : (
          <Button variant="primary" onClick={() => send({ type: 'toggleEdit' })}>
            {PROFILE_MODAL.finished}
          </Button>
        )}
      </div>
    </>
  );
}
