import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AccountArea, DeviceLinkView, ProfilePicker, SettingsView } from '../features/account/index.ts';
import { PATHS } from '../lib/routing/route-table.ts';
import { usePageTitle } from '../kit/hooks.ts';
import { useOpenPrivacyChoices } from '../kit/PrivacyChoices.tsx';

// The account area's pages (loaded with import() when first opened, see LazyPages.tsx): each reads the user
// first (AccountArea) and hands it to its feature view.

/** /player/user/settings. */
export function SettingsPage({ title }: { title: string }) {
  usePageTitle(title);
  return <AccountArea title={title}>{(user, reloadUser) => <SettingsView user={user} title={title} onUserChanged={reloadUser} />}</AccountArea>;
}

/** /player/user/switch: the profile picker; `redirect` names where the browser goes after a switch. */
export function SwitchProfilePage({ title }: { title: string }) {
  usePageTitle(title);
  const [search] = useSearchParams();
  return <AccountArea title={title}>{() => <ProfilePicker redirect={search.get('redirect')} />}</AccountArea>;
}

/** /player/link/{token}: signs a Smart TV in, then leaves with the link notice. */
export function DeviceLinkPage({ title }: { title: string }) {
  usePageTitle(title);
  const { token = '' } = useParams();
  return <DeviceLinkView title={title} token={token} />;
}

/**
 * /player/user/do-not-sell: the settings page with the do-not-sell (privacy choices) modal forced open;
 * closing it leaves for the settings page itself.
 */
export function DoNotSellPage({ title }: { title: string }) {
  usePageTitle(title);
  const openPrivacyChoices = useOpenPrivacyChoices();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    // Opens once (a second open while it shows does nothing); its close leaves the route.
    openPrivacyChoices(() => void navigate(`${PATHS.settings}${search}`, { replace: true }));
  }, [openPrivacyChoices, navigate, search]);
  return <AccountArea title={title}>{(user, reloadUser) => <SettingsView user={user} title={title} onUserChanged={reloadUser} />}</AccountArea>;
}
