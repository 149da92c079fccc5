import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { UserBasicInfoDocument } from '../../generated/graphql/documents/UserBasicInfoDocument.ts';
import { UserDocument } from '../../generated/graphql/documents/UserDocument.ts';
import { needsEmailFirst } from '../lib/account/email-first.ts';
import { isUpgradePreviewEligible } from '../lib/routing/experiments.ts';
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
import { useExperiment } from '../kit/useExperiment.ts';
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
 * and reads (and, for those it names, assigns) the upgrade-preview-removal experiment (app/lib/routing/experiments.ts).
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
  // Fast-access users read the upgrade-preview-removal experiment; uncredentialed ones are assigned it here.
  const upgradePreview = useExperiment('upgradePreviewRemoval', {
    read: fastAccess,
    eligible: isUpgradePreviewEligible({ isUncredentialed, fastAccess, pathname: location.pathname }),
  });
  useLoginChangeRefetch(loginKey(user.data?.user));
  const needsEmail = needsEmailFirst(user.data?.user);
  const variant = navigationVariant({ needsEmail, fastAccess, restricted: isRestrictedPath(location.pathname) });
  const ready = (!user.loading && !subscription.loading) || Boolean(user.error ?? subscription.error);
  return {
    ready,
    variant,
    entries: ready ? navigationEntries(variant, { upgradePreviewRemoved: upgradePreview === 'treatment' }) : loadingNavigationEntries(variant === 'restricted'),
    search: searchEntry(variant),
    subscribeNow: ready && variant !== 'restricted' && showsSubscribeNow(sub),
    needsEmail,
    displayName: basicInfo.data?.userBasicInfo.displayName ?? user.data?.user.displayName ?? null,
    avatarUrl: basicInfo.data?.userBasicInfo.images?.s ?? null,
  };
}
