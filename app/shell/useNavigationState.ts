import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { PreferencesDocument, UserDocument, UserSubscriptionDocument } from '../../generated/graphql/operations.ts';
import { experimentOverrides, isExperimentOn } from '../lib/routing/experiments.ts';
import {
  hasFastAccess,
  isRestrictedPath,
  navigationEntries,
  navigationVariant,
  showsSubscribeNow,
  type NavEntry,
  type NavigationVariant,
} from '../lib/routing/navigation.ts';

/**
 * The upgrade-preview-removal experiment. The spec hides its real name ({hash}); this placeholder
 * follows the camelCaseName + date shape so a URL override (`?upgradePreviewRemoval2024-01-01=treatment`)
 * works until the real name is known.
 */
export const UPGRADE_PREVIEW_REMOVAL_EXPERIMENT = 'upgradePreviewRemoval2024-01-01';

export interface NavigationState {
  /** False until the user and subscription have loaded (or failed). */
  ready: boolean;
  variant: NavigationVariant;
  entries: NavEntry[];
  subscribeNow: boolean;
  isUncredentialed: boolean;
  displayName: string | null;
}

/** Decides the navigation variant from the User, UserSubscription and (fast access only) Preferences queries. */
export function useNavigationState(): NavigationState {
  const location = useLocation();
  const user = useQuery(UserDocument);
  const subscription = useQuery(UserSubscriptionDocument);
  const sub = subscription.data?.userSubscription;
  const fastAccess = sub ? hasFastAccess(sub) : false;
  const isUncredentialed = user.data?.user.isUncredentialed ?? false;
  const preferences = useQuery(PreferencesDocument, { skip: !fastAccess || isUncredentialed });

  const override = experimentOverrides(location.search)[UPGRADE_PREVIEW_REMOVAL_EXPERIMENT];
  const stored = preferences.data?.preferences.find((preference) => preference.name === UPGRADE_PREVIEW_REMOVAL_EXPERIMENT)?.value;
  const variant = navigationVariant({ isUncredentialed, fastAccess, restricted: isRestrictedPath(location.pathname) });
  const ready = (!user.loading && !subscription.loading) || Boolean(user.error ?? subscription.error);
  return {
    ready,
    variant,
    entries: ready ? navigationEntries(variant, { upgradePreviewRemoved: isExperimentOn(override ?? stored) }) : [],
    subscribeNow: ready && variant !== 'restricted' && showsSubscribeNow(sub),
    isUncredentialed,
    displayName: user.data?.user.displayName ?? null,
  };
}
