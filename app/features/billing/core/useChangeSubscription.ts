/**
 * A change of the subscription made here (a reactivation), followed as one sequence whatever the order in which the
 * app hears of it: the request's reply and the userSubscriptionChanged push may come in either order, and the push
 * late or never (a real backend pushes when it likes; the socket may be down).
 *
 * 1. The change is noted before its request is sent (app/kit/subscription-change.ts): the shell's gate goes on judging
 *    by the subscription from before it, so an early push does not send the viewer from Reactivate on to Account.
 * 2. The reply: on a failure the note is dropped and the page says why. On success the subscription is read again
 *    (into Apollo's cache, where the gate, the navigation and every reader find it), and the answers holding tiles,
 *    whose Play or Upgrade follow the plan, are dropped and asked again, as the push does (app/main.tsx).
 * 3. Only then does the app go to the change's page; the gate judges by the cache again once that page is shown.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { UserSubscriptionDocument } from '../../../../generated/graphql/documents/UserSubscriptionDocument.ts';
import { refetchRootFields } from '../../../api/graphql/client.ts';
import { subscriptionChangeNote } from '../../../kit/subscription-change.ts';
import { outdatedTileAnswers } from '../../../lib/pages/refetch-triggers.ts';
import type { GateSubscriptionInput, SubscriptionChange } from '../../../lib/routing/shell-gate.ts';

/** Sends a change (`send` never rejects: a call on a response rule) and follows it as above; answers its outcome. */
export type SubscriptionChangeRunner = <Outcome>(send: () => Promise<Outcome>, succeeded: (outcome: Outcome) => boolean) => Promise<Outcome>;

/** Makes changes of the subscription that lead to `to` (Home after a reactivation). */
export function useChangeSubscription(to: string): SubscriptionChangeRunner {
  const apollo = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async <Outcome>(send: () => Promise<Outcome>, succeeded: (outcome: Outcome) => boolean): Promise<Outcome> => {
      const note = subscriptionChangeNote(apollo);
      const change: SubscriptionChange = { to, before: cachedSubscription(apollo), read: false };
      note.swap(null, change);
      let outcome: Outcome;
      try {
        outcome = await send();
      } catch (error) {
        note.swap(change, null);
        throw error;
      }
      if (!succeeded(outcome)) {
        note.swap(change, null);
        return outcome;
      }
      await readSubscriptionAgain(apollo);
      refetchRootFields(apollo, outdatedTileAnswers('UserSubscriptionChanged'));
      // Read first, then go: until the router shows `to`, the gate still judges by `before`.
      note.swap(change, { ...change, read: true });
      void navigate(to);
      return outcome;
    },
    [apollo, navigate, to],
  );
}

/** The subscription as the gate judges it now: none in the cache means the gate showed the page on a failed read. */
function cachedSubscription(apollo: ApolloClient): GateSubscriptionInput {
  return apollo.readQuery({ query: UserSubscriptionDocument })?.userSubscription ?? 'failed';
}

/**
 * Asks the server for the subscription (its answer replaces the cached one); when that fails, the cached one is
 * dropped, so every reader asks again (the gate shows its loading state until an answer, or the page on a failure).
 */
async function readSubscriptionAgain(apollo: ApolloClient): Promise<void> {
  try {
    await apollo.query({ query: UserSubscriptionDocument, fetchPolicy: 'network-only' });
  } catch {
    refetchRootFields(apollo, ['userSubscription']);
  }
}
