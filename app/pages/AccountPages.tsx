import { useSearchParams } from 'react-router-dom';
import { AccountArea, ProfilePicker, SettingsView } from '../features/account/index.ts';
import { usePageTitle } from '../shell/hooks.ts';

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
