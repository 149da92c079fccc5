/**
 * A change of the user's subscription the app itself is making (a reactivation), as the shell's gate must know it:
 * noted before the change's request is sent, marked read once the subscription was read again after it, forgotten by
 * the gate once the change's page is shown (app/lib/routing/shell-gate.ts gateSubscription). Who makes the change
 * follows it (the billing feature's useChangeSubscription); the gate only reads the note.
 *
 * The note is kept per Apollo client (the cache it is about), so each app and each test has its own. This module
 * stays clear of the Apollo client's own code (app/api/graphql/client.ts): the shell's first JavaScript holds it.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { SubscriptionChange } from '../lib/routing/shell-gate.ts';

export interface SubscriptionChangeNote {
  get: () => SubscriptionChange | null;
  subscribe: (listener: () => void) => () => void;
  /** Replaces `from` (null: whatever is noted) by `to`; a change noted since `from` is left alone. */
  swap: (from: SubscriptionChange | null, to: SubscriptionChange | null) => void;
}

const notes = new WeakMap<ApolloClient, SubscriptionChangeNote>();

/** The note of the change this client's app is making. */
export function subscriptionChangeNote(apollo: ApolloClient): SubscriptionChangeNote {
  let note = notes.get(apollo);
  if (!note) {
    let current: SubscriptionChange | null = null;
    const listeners = new Set<() => void>();
    note = {
      get: () => current,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      swap: (from, to) => {
        if (from !== null && current !== from) return;
        current = to;
        for (const listener of listeners) listener();
      },
    };
    notes.set(apollo, note);
  }
  return note;
}

/** The change the app is making, for the shell's gate, and how the gate forgets it once its page is shown. */
export function useSubscriptionChange(): { change: SubscriptionChange | null; forget: (change: SubscriptionChange) => void } {
  const note = subscriptionChangeNote(useApolloClient());
  const change = useSyncExternalStore(note.subscribe, note.get, note.get);
  const forget = useCallback((done: SubscriptionChange) => note.swap(done, null), [note]);
  return { change, forget };
}
