import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PreferencesDocument } from '../../generated/graphql/documents/PreferencesDocument.ts';
import { UserBasicInfoDocument } from '../../generated/graphql/documents/UserBasicInfoDocument.ts';
import { UserDocument } from '../../generated/graphql/documents/UserDocument.ts';
import { needsEmailFirst } from '../lib/account/email-first.ts';
import { experimentOverrides, isExperimentOn, UPGRADE_PREVIEW_REMOVAL_EXPERIMENT } from '../lib/routing/experiments.ts';
import {
  hasFastAccess,
  isRestrictedPath,
  loadingNavigationEntries,
  navigationEntries,
  navigationVariant,
  searchEntry,
  showsSubscribeNow,
  type NavEntry,
  type NavigationVariant,
} from '../lib/routing/navigation.ts';
import { isLoginChange, loginKey } from '../lib/pages/refetch-triggers.ts';
import { raisePageRefetch } from '../kit/page-refetch.ts';
import { useUpgradePreviewAssignment } from './useUpgradePreviewAssignment.ts';
import { useUserSubscription } from '../kit/useUserSubscription.ts';

/** Another identity signed in (or the visitor signed up): every page refetches. */
function useLoginChangeRefetch(key: string | null): void {
  const known = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    if (isLoginChange(known.current, key)) raisePageRefetch('login-changed');
    known.current = key;
  }, [key]);
}

/** The upgrade-preview-removal experiment (its name is defined next to the experiment rules). */
export { UPGRADE_PREVIEW_REMOVAL_EXPERIMENT };

export interface NavigationState {
  /** False until the user and subscription have loaded (or failed). */
  ready: boolean;
  variant: NavigationVariant;
  entries: NavEntry[];
  /** The Search entry (null on the restricted header). */
  search: NavEntry | null;
  subscribeNow: boolean;
  /** Asked for an email first (lib/account/email-first.ts): the reduced navigation, Sign Up instead of Sign Out. */
  needsEmail: boolean;
  displayName: string | null;
  /** The signed-in profile's small avatar image, for the account chip (null: the chip shows the name's initial). */
  avatarUrl: string | null;
}

/**
 * Decides the navigation variant from the User, UserSubscription and (fast access only) Preferences queries,
 * and assigns the upgrade-preview experiment where the experiment rule asks for it (app/lib/routing/experiments.ts).
 */
export function useNavigationState(): NavigationState {
  const location = useLocation();
  const user = useQuery(UserDocument);
  // The header names the signed-in profile (renamed or switched profiles show at once).
  const basicInfo = useQuery(UserBasicInfoDocument);
  const subscription = useUserSubscription({ live: true });
  const sub = subscription.data?.userSubscription;
  const fastAccess = sub ? hasFastAccess(sub) : false;
  const isUncredentialed = user.data?.user.isUncredentialed ?? false;
  // Uncredentialed fast-access users too: their experiment assignment is stored here.
  const preferences = useQuery(PreferencesDocument, { skip: !fastAccess });

  const override = experimentOverrides(location.search)[UPGRADE_PREVIEW_REMOVAL_EXPERIMENT];
  const stored = preferences.data?.preferences.find((preference) => preference.name === UPGRADE_PREVIEW_REMOVAL_EXPERIMENT)?.value;
  useUpgradePreviewAssignment({
    isUncredentialed,
    fastAccess,
    pathname: location.pathname,
    preferencesSettled: Boolean(preferences.data ?? preferences.error),
    stored,
  });
  useLoginChangeRefetch(loginKey(user.data?.user));
  const needsEmail = needsEmailFirst(user.data?.user);
  const variant = navigationVariant({ needsEmail, fastAccess, restricted: isRestrictedPath(location.pathname) });
  const ready = (!user.loading && !subscription.loading) || Boolean(user.error ?? subscription.error);
  return {
    ready,
    variant,
    entries: ready ? navigationEntries(variant, { upgradePreviewRemoved: isExperimentOn(override ?? stored) }) : loadingNavigationEntries(variant === 'restricted'),
    search: searchEntry(variant),
    subscribeNow: ready && variant !== 'restricted' && showsSubscribeNow(sub),
    needsEmail,
    displayName: basicInfo.data?.userBasicInfo.displayName ?? user.data?.user.displayName ?? null,
    avatarUrl: basicInfo.data?.userBasicInfo.images?.s ?? null,
  };
}
