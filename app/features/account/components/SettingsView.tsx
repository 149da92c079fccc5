import { useRef, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { appEnvironment } from '../../../config/environment.ts';
import { needsEmailFirst } from '../../../lib/account/email-first.ts';
import { SUPPORT_URL } from '../../../kit/ErrorPage.tsx';
import { useModals, useToasts } from '../../../kit/ShellProvider.tsx';
import { pushAddEmailModal } from '../../../kit/seams/add-email.tsx';
import { updateProfile, updateUserName, type User } from '../api/calls.ts';
import { useProfiles, useRefreshIdentity, useReload } from '../hooks/reads.ts';
import { clientInfo } from '../logic/client-info.ts';
import { appPagePath, badgeUrl, NATIVE_APPS } from '../logic/native-apps.ts';
import { SUCCESS_TOASTS } from '../texts.ts';
import { DevicesSection } from './DevicesSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { ProfileNameField } from './ProfileNameField.tsx';
import { ProfilesDialog } from './profiles/ProfilesDialog.tsx';
import { STORE_BADGE_PATH } from '../../../../common/links.ts';
import { formatMobile } from '../logic/mobile-format.ts';

/** Where the platform badges are served: the mock world's generated badges in mock mode, a storage path otherwise. */
const BADGE_BASE = __AIRWAVE_MOCKS__ ? '/mock-images/badge' : STORE_BADGE_PATH;

function ProfileSection() {
  const clients = useRestClients();
  const toasts = useToasts();
  const modals = useModals();
  const refreshIdentity = useRefreshIdentity();
  const [version, reload] = useReload();
  const profiles = useProfiles(version);
  const active = profiles.outcome?.kind === 'success' ? profiles.outcome.data.profiles.find((profile) => profile.loggedIn) : undefined;
  const [draft, setDraft] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = draft && active && draft.id === active.id ? draft.name : (active?.name ?? '');

  return (
    <section className="settings-section" aria-labelledby="settings-profile">
      <h2 id="settings-profile">Profile</h2>
      {profiles.outcome?.kind === 'failure' && <p role="alert">{profiles.outcome.message}</p>}
      {/* While the profiles load, a placeholder of the avatar and name field's size: nothing below moves when they come. */}
      {!profiles.outcome && (
        <div className="settings-profile" aria-hidden="true">
          <span className="skeleton skeleton-avatar" />
          <span className="skeleton skeleton-field" />
        </div>
      )}
      {active && (
        <div className="settings-profile">
          <img src={active.avatar.images.m} alt={`Avatar: ${active.avatar.name}`} width={72} height={72} />
          <ProfileNameField
            label="Profile name"
            value={name}
            saved={active.name}
            error={error}
            onChange={(value) => setDraft({ id: active.id, name: value })}
            onSubmit={(value) => {
              void updateProfile(clients, active.id, { name: value }).then((outcome) => {
                if (outcome.kind !== 'success') return setError(outcome.kind === 'failure' ? outcome.message : null);
                setError(null);
                setDraft(null);
                toasts.show(SUCCESS_TOASTS.profiles);
                reload();
                refreshIdentity();
              });
            }}
          />
        </div>
      )}
      <button
        type="button"
        onClick={() => modals.push({ type: 'user_profiles', render: (close) => <ProfilesDialog onClose={close} onChanged={reload} /> })}
      >
        Manage profiles
      </button>
    </section>
  );
}

/**
 * The account holder's name (not a profile's): validated like a profile name, sent with PUT /user on Enter
 * or blur; 'Name successfully updated!' and the user is read again, or the server's message under the field.
 */
function AccountNameField({ user, onUserChanged }: { user: User; onUserChanged?: () => void }) {
  const clients = useRestClients();
  const toasts = useToasts();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Enter then blur submit the same name once.
  const sent = useRef<string | null>(null);
  const saved = user.name;
  return (
    <ProfileNameField
      label="Your name"
      value={draft ?? saved}
      saved={saved}
      error={error}
      onChange={(value) => {
        sent.current = null;
        setDraft(value);
      }}
      onSubmit={(name) => {
        if (sent.current === name) return;
        sent.current = name;
        void updateUserName(clients, name).then((outcome) => {
          if (outcome.kind !== 'success') {
            sent.current = null;
            return setError(outcome.kind === 'failure' ? outcome.message : null);
          }
          setError(null);
          toasts.show(SUCCESS_TOASTS.name);
          onUserChanged?.();
        });
      }}
    />
  );
}

/**
 * Sign-in information: the account holder's name (AccountNameField), the account's email (verified or not)
 * and mobile number, each with a button that opens the profile modal at the signed-in profile's email or
 * mobile number. A viewer who needs an email first (lib/account/email-first.ts: a visitor, or an account
 * signed up by mobile number) gets the create-account prompt (the add-email / sign-up modal) and their own
 * mobile flow; an account without an email still names its holder.
 */
function SignInSection({ user, onUserChanged }: { user: User; onUserChanged?: () => void }) {
  const modals = useModals();
  const [version, reload] = useReload();
  const profiles = useProfiles(version);
  const active = profiles.outcome?.kind === 'success' ? profiles.outcome.data.profiles.find((profile) => profile.loggedIn) : undefined;
  const open = (channel: 'email' | 'mobile') =>
    active &&
    modals.push({
      type: 'user_profiles',
      render: (close) => (
        <ProfilesDialog
          signIn={{ channel, profileId: active.id }}
          onClose={close}
          onChanged={() => {
            reload();
            onUserChanged?.();
          }}
        />
      ),
    });
  const mobileButton = (
    <button type="button" disabled={!active} onClick={() => open('mobile')}>
      {user.mobileNumber ? 'Change mobile number' : 'Add a mobile number'}
    </button>
  );
  return (
    <section className="settings-section" aria-labelledby="settings-sign-in">
      <h2 id="settings-sign-in">Sign-in information</h2>
      {needsEmailFirst(user) ? (
        <>
          <div className="settings-create-account">
            <p>Create a free account with your email to save shows, favorite channels and watch on all your devices.</p>
            <button type="button" className="shell-cta" onClick={() => pushAddEmailModal(modals, 'settings', { onAdded: onUserChanged })}>
              Create account
            </button>
          </div>
          {user.isUncredentialed ? null : <AccountNameField user={user} onUserChanged={onUserChanged} />}
          <dl className="settings-facts">
            <div>
              <dt>Mobile number</dt>
              <dd>{user.mobileNumber ? formatMobile(user.mobileNumber) : 'None'}</dd>
            </div>
          </dl>
          <div className="dialog-actions">{mobileButton}</div>
        </>
      ) : (
        <>
          <AccountNameField user={user} onUserChanged={onUserChanged} />
          <dl className="settings-facts">
            <div>
              <dt>Email</dt>
              <dd>
                {user.email ?? 'None'} {user.email && <span className="settings-note">{user.email_confirmed ? '(verified)' : '(not verified)'}</span>}
              </dd>
            </div>
            <div>
              <dt>Mobile number</dt>
              <dd>{user.mobileNumber ? formatMobile(user.mobileNumber) : 'None'}</dd>
            </div>
          </dl>
          <div className="dialog-actions">
            <button type="button" disabled={!active} onClick={() => open('email')}>
              {user.email && !user.email_confirmed ? 'Verify or change email' : user.email ? 'Change email' : 'Add an email'}
            </button>
            {mobileButton}
          </div>
        </>
      )}
    </section>
  );
}

function AppsSection() {
  return (
    <section className="settings-section" aria-labelledby="settings-apps">
      <h2 id="settings-apps">Get the apps</h2>
      <ul className="native-apps">
        {NATIVE_APPS.map((app) => (
          <li key={app.platform}>
            <a href={appPagePath(app.platform)}>
              <img src={badgeUrl(BADGE_BASE, app.platform)} alt={app.name} width={150} height={50} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AppInfo() {
  const client = clientInfo(navigator.userAgent);
  const environment = appEnvironment();
  return (
    <footer className="app-info">
      <a href={SUPPORT_URL}>Help</a>
      <dl className="settings-facts">
        <div>
          <dt>OS</dt>
          <dd>{client.os}</dd>
        </div>
        <div>
          <dt>Browser</dt>
          <dd>{client.browser}</dd>
        </div>
        <div>
          <dt>App version</dt>
          <dd>{__APP_VERSION__}</dd>
        </div>
        <div>
          {/* Which backend's environment this build talks to, for support (VITE_ENVIRONMENT, VITE_DEBUG). */}
          <dt>Environment</dt>
          <dd>{environment.debug ? `${environment.name} (debug)` : environment.name}</dd>
        </div>
        <div>
          <dt>Player version</dt>
          <dd>{__PLAYER_VERSION__}</dd>
        </div>
        <div>
          {/* Assumption: the tile kit ships inside the app, so its version is the app's. */}
          <dt>Tiles version</dt>
          <dd>{__APP_VERSION__}</dd>
        </div>
      </dl>
    </footer>
  );
}

/**
 * The settings page: profile name and avatar, sign-in information, devices, preferences, native app links,
 * then the app-info footer. Uncredentialed users get a create-account prompt instead of their sign-in
 * information and no devices section.
 */
export function SettingsView({ user, title, onUserChanged }: { user: User; title: string; onUserChanged?: () => void }) {
  return (
    <section className="account-page settings-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <ProfileSection />
      <SignInSection user={user} onUserChanged={onUserChanged} />
      {!user.isUncredentialed && <DevicesSection />}
      <PreferencesSection />
      <AppsSection />
      <AppInfo />
    </section>
  );
}
