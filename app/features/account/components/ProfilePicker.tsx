import { useModals } from '../../../kit/ShellProvider.tsx';
import { useProfiles, useReload } from '../hooks/reads.ts';
import { PROFILE_MODAL } from '../texts.ts';
import { safeRedirect, useSwitchProfile } from '../hooks/switch-profile.ts';
import { ProfilesDialog } from './profiles/ProfilesDialog.tsx';

/**
 * The profile picker ('Select your user profile', /player/user/switch): choosing a profile switches to it and
 * the browser goes to the redirect path (the site root unless `redirect` names another); choosing the
 * signed-in profile switches nothing. 'Edit profiles' opens the profile modal in select_edit.
 */
export function ProfilePicker({ redirect }: { redirect: string | null }) {
  const modals = useModals();
  const [version, reload] = useReload();
  const profiles = useProfiles(version);
  const switcher = useSwitchProfile(redirect, () => window.location.assign(safeRedirect(redirect)));
  const outcome = profiles.outcome;
  return (
    <section className="account-page profile-picker" aria-labelledby="page-title">
      <h1 id="page-title">{PROFILE_MODAL.pickerTitle}</h1>
      {!outcome && <p aria-busy="true">Loading profiles…</p>}
      {outcome && outcome.kind !== 'success' && <p role="alert">{outcome.kind === 'failure' ? outcome.message : ''}</p>}
      {switcher.error && <p role="alert">{switcher.error}</p>}
      {outcome?.kind === 'success' && (
        <ul className="profile-list">
          {outcome.data.profiles.map((profile) => (
            <li key={profile.id}>
              <button type="button" className="profile-choice" disabled={switcher.busy} aria-current={profile.loggedIn ? 'true' : undefined} onClick={() => switcher.choose(profile)}>
                <img src={profile.avatar.images.m} alt="" width={96} height={96} />
                <span>{profile.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={() =>
          modals.push({ type: 'user_profiles', render: (close) => <ProfilesDialog initialMode="select_edit" redirect={redirect} onClose={close} onChanged={reload} /> })
        }
      >
        {PROFILE_MODAL.editProfiles}
      </button>
    </section>
  );
}
