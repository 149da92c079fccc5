import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { EXPERIMENTS, isVariantOf, type ExperimentKey, type VariantOf } from '../../common/experiments.ts';
import type { PreferenceFieldsFragment } from '../../generated/graphql/operations.ts';
import { AssignExperimentDocument } from '../../generated/graphql/documents/AssignExperimentDocument.ts';
import { PreferencesDocument } from '../../generated/graphql/documents/PreferencesDocument.ts';
import { experimentOverrides, experimentVariant, shouldAssignExperiment } from '../lib/routing/experiments.ts';
import { reportError } from './reporting.ts';

/**
 * Experiment names each client has sent assignExperiment for. The app makes one Apollo client per page load
 * (main.tsx), so this is the spec's "called once" per page load: StrictMode's double effect, re-renders,
 * navigation, several readers of one experiment and a failed attempt do not send it again.
 */
const sentBy = new WeakMap<ApolloClient, Set<string>>();

function sent(client: ApolloClient): Set<string> {
  let names = sentBy.get(client);
  if (!names) {
    names = new Set();
    sentBy.set(client, names);
  }
  return names;
}

export interface ExperimentOptions {
  /** Read the user's assignment (false: the default or the URL's override only). Default true. */
  read?: boolean;
  /** The viewer takes part: assign a variant through assignExperiment when none is stored. Default: `read`. */
  eligible?: boolean;
}

/**
 * The variant of one experiment for this viewer (app/lib/routing/experiments.ts: the URL's override, then the
 * assignment stored in the user's preferences, then the default). An eligible viewer without an assignment is
 * assigned once through assignExperiment, and the result is stored in the cached Preferences query, where every
 * reader sees it.
 */
export function useExperiment<K extends ExperimentKey>(key: K, { read = true, eligible = read }: ExperimentOptions = {}): VariantOf<K> {
  const client = useApolloClient();
  const location = useLocation();
  const preferences = useQuery(PreferencesDocument, { skip: !read });
  const { name } = EXPERIMENTS[key];
  const stored = preferences.data?.preferences.find((preference) => preference.name === name)?.value;
  const due =
    read &&
    shouldAssignExperiment({
      eligible,
      preferencesSettled: Boolean(preferences.data ?? preferences.error),
      assigned: isVariantOf(key, stored) || sent(client).has(name),
    });

  useEffect(() => {
    if (!due || sent(client).has(name)) return;
    sent(client).add(name);
    void assignExperiment(client, name);
  }, [due, client, name]);

  return experimentVariant(key, { override: experimentOverrides(location.search)[name], stored }).variant;
}

async function assignExperiment(client: ApolloClient, name: string): Promise<void> {
  let assigned: readonly PreferenceFieldsFragment[];
  try {
    const result = await client.mutate({ mutation: AssignExperimentDocument, variables: { name } });
    assigned = result.data?.assignExperiment ?? [];
  } catch {
    // Not the visitor's problem: the screen keeps the default variant. A session or network failure already
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
