import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import type { PreferenceFieldsFragment } from '../../generated/graphql/operations.ts';
import { AssignExperimentDocument } from '../../generated/graphql/documents/AssignExperimentDocument.ts';
import { PreferencesDocument } from '../../generated/graphql/documents/PreferencesDocument.ts';
import { shouldAssignUpgradePreviewExperiment, UPGRADE_PREVIEW_REMOVAL_EXPERIMENT } from '../lib/routing/experiments.ts';
import { reportError } from '../kit/reporting.ts';

/**
 * Clients that have sent the assignment. The app makes one Apollo client per page load (main.tsx), so
 * this is the spec's "called once" per page load: StrictMode's double effect, re-renders, navigation and
 * a failed attempt do not send it again.
 */
const sentBy = new WeakSet<ApolloClient>();

export interface UpgradePreviewAssignmentInput {
  isUncredentialed: boolean;
  fastAccess: boolean;
  pathname: string;
  /** The Preferences query has answered (data or error), so a stored assignment would be known. */
  preferencesSettled: boolean;
  /** The experiment's stored variant, if any. */
  stored: string | undefined;
}

/**
 * Assigns the upgrade-preview experiment once for an uncredentialed user with fast access
 * (not on the Upgrade Preview page, see shouldAssignUpgradePreviewExperiment) and stores the result in the
 * cached Preferences query, where useNavigationState reads it.
 */
export function useUpgradePreviewAssignment({ isUncredentialed, fastAccess, pathname, preferencesSettled, stored }: UpgradePreviewAssignmentInput): void {
  const client = useApolloClient();
  const due =
    preferencesSettled &&
    shouldAssignUpgradePreviewExperiment({ isUncredentialed, fastAccess, pathname, assigned: stored !== undefined || sentBy.has(client) });

  useEffect(() => {
    if (!due || sentBy.has(client)) return;
    sentBy.add(client);
    void assignUpgradePreviewExperiment(client);
  }, [due, client]);
}

async function assignUpgradePreviewExperiment(client: ApolloClient): Promise<void> {
  let assigned: readonly PreferenceFieldsFragment[];
  try {
    const result = await client.mutate({ mutation: AssignExperimentDocument, variables: { name: UPGRADE_PREVIEW_REMOVAL_EXPERIMENT } });
    assigned = result.data?.assignExperiment ?? [];
  } catch {
    // Not the visitor's problem: the navigation keeps its default. A session or network failure already
    // reached the connection modals through the client's error link, like every other operation; GraphQL
    // errors are never reported. No retry in this page load.
    return;
  }
  try {
    storePreferences(client.cache, assigned);
  } catch (error) {
    // A fault in this code, not the server's: reported by the shell's rules (once, thanks to the guard).
    reportError(error, { source: 'assignExperiment' });
  }
}

/** Merges returned preferences (they win by name) into the cached Preferences query. */
function storePreferences(cache: ApolloCache, returned: readonly PreferenceFieldsFragment[]): void {
  if (returned.length === 0) return;
  cache.updateQuery({ query: PreferencesDocument }, (data) => {
    const byName = new Map<string, PreferenceFieldsFragment>();
    for (const preference of [...(data?.preferences ?? []), ...returned]) byName.set(preference.name, preference);
    return { preferences: [...byName.values()].map(({ name, value }) => ({ __typename: 'Preference' as const, name, value })) };
  });
}
