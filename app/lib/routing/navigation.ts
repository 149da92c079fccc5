import type { UserSubscription } from '../../../generated/graphql/schema.ts';
import { logoutPath } from './links.ts';
import { PATHS } from './route-table.ts';

/** The navigation variants: which entries the header, account menu and phone tabs show, by user and path. */
export type NavigationVariant = 'emailFirst' | 'fastAccess' | 'default' | 'restricted';

export interface UserKind {
  /** The viewer is asked for an email first (lib/account/email-first.ts): a signed-out visitor or an account without an email. */
  needsEmail: boolean;
  /** Fast access enabled: the subscription is enrolled in the free (FAST) plan. */
  fastAccess: boolean;
  /** The restricted settings-only header (the reactivation page of a deactivated account). */
  restricted: boolean;
}

/** Fast access: the subscription's fastPlanState is ENROLLED and it is not an active paid subscription. */
export function hasFastAccess(subscription: Pick<UserSubscription, 'fastPlanState' | 'state'>): boolean {
  return subscription.fastPlanState === 'ENROLLED' && subscription.state !== 'REGULAR';
}

/** Subscription status curious shows 'Subscribe now'. */
export function showsSubscribeNow(subscription: Pick<UserSubscription, 'state'> | null | undefined): boolean {
  return subscription?.state === 'CURIOUS';
}

/** Restricted wins, then a viewer who needs an email first (the reduced navigation), then fast access, else the default set. */
export function navigationVariant(kind: UserKind): NavigationVariant {
  if (kind.restricted) return 'restricted';
  if (kind.needsEmail) return 'emailFirst';
  if (kind.fastAccess) return 'fastAccess';
  return 'default';
}

export type NavEntryKey = 'home' | 'guide' | 'top' | 'saved' | 'search' | 'upgrade';

export interface NavEntry {
  key: NavEntryKey;
  label: string;
  path: string;
}

const ENTRIES: Record<NavEntryKey, NavEntry> = {
  home: { key: 'home', label: 'Home', path: PATHS.home },
  guide: { key: 'guide', label: 'Guide', path: PATHS.guide },
  top: { key: 'top', label: 'Top Playable', path: PATHS.top },
  saved: { key: 'saved', label: 'Saved', path: PATHS.saved },
  search: { key: 'search', label: 'Search', path: PATHS.search },
  upgrade: { key: 'upgrade', label: 'Upgrade', path: PATHS.upgradePreview },
};

/**
 * Entries per variant: a viewer who needs an email first Home and Guide; fast access Home, Guide and Saved plus Upgrade
 * unless the upgrade-preview-removal experiment is on; default Home, Guide, Top Playable and Saved;
 * the restricted header has none.
 */
export function navigationEntries(variant: NavigationVariant, options: { upgradePreviewRemoved?: boolean } = {}): NavEntry[] {
  switch (variant) {
    case 'restricted':
      return [];
    case 'emailFirst':
      return [ENTRIES.home, ENTRIES.guide];
    case 'fastAccess':
      return options.upgradePreviewRemoved
        ? [ENTRIES.home, ENTRIES.guide, ENTRIES.saved]
        : [ENTRIES.home, ENTRIES.guide, ENTRIES.saved, ENTRIES.upgrade];
    case 'default':
      return [ENTRIES.home, ENTRIES.guide, ENTRIES.top, ENTRIES.saved];
  }
}

/**
 * Search is one of the named navigation entries and needs no account, so every header but the restricted one
 * offers it: beside the account menu on desktop, as the last tab of the phone tab bar.
 */
export function searchEntry(variant: NavigationVariant): NavEntry | null {
  return variant === 'restricted' ? null : ENTRIES.search;
}

/**
 * Entries shown while the user and subscription load: those every variant but the restricted one has, so the
 * header keeps its navigation during the first page load and only grows once the variant is known.
 */
export function loadingNavigationEntries(restricted: boolean): NavEntry[] {
  if (restricted) return [];
  const variants: NavigationVariant[] = ['emailFirst', 'default', 'fastAccess'];
  const [first = [], ...rest] = variants.flatMap((variant) => [navigationEntries(variant), navigationEntries(variant, { upgradePreviewRemoved: true })]);
  return first.filter((entry) => rest.every((entries) => entries.some((other) => other.key === entry.key)));
}

export type AccountMenuKey = 'settings' | 'account' | 'profiles' | 'accountSettings' | 'signOut';

export interface AccountMenuItem {
  key: AccountMenuKey;
  label: string;
  /** In-app path, or a full-page path for the logout ones. */
  path: string;
  /** Leaves the app (the backend ends the session). */
  external: boolean;
}

/**
 * Account menu: Settings, Account, Profiles ('Manage Profiles' on the reactivate path), Account
 * settings (reactivate path only) and Sign Out ('Sign Up' for a viewer who needs an email first — a visitor or
 * an account without an email —, which goes to the login authenticate path after the logout).
 */
export function accountMenuItems(options: { needsEmail: boolean; pathname: string }): AccountMenuItem[] {
  const onReactivate = options.pathname.replace(/\/+$/, '') === PATHS.reactivate || options.pathname.replace(/\/+$/, '') === '/reactivate';
  const items: AccountMenuItem[] = [
    { key: 'settings', label: 'Settings', path: PATHS.settings, external: false },
    { key: 'account', label: 'Account', path: PATHS.account, external: false },
    { key: 'profiles', label: onReactivate ? 'Manage Profiles' : 'Profiles', path: PATHS.profiles, external: false },
  ];
  if (onReactivate) items.push({ key: 'accountSettings', label: 'Account settings', path: PATHS.settings, external: false });
  items.push(
    options.needsEmail
      ? { key: 'signOut', label: 'Sign Up', path: logoutPath(true), external: true }
      : { key: 'signOut', label: 'Sign Out', path: logoutPath(false), external: true },
  );
  return items;
}

/** Whether the restricted settings-only header applies on this path. */
export function isRestrictedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === PATHS.reactivate || path === '/reactivate';
}
