import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { UserSubscriptionChangedDocument } from '../../generated/graphql/documents/UserSubscriptionChangedDocument.ts';
import { UserSubscriptionDocument } from '../../generated/graphql/documents/UserSubscriptionDocument.ts';

/**
 * The user's subscription (GraphQL userSubscription). With `live` (the shell asks once, for the whole app),
 * every userSubscriptionChanged pushed over the socket replaces it in the cache, so the gate, the navigation
 * and every other reader follow a change made anywhere (another tab, billing, support) without a reload.
 */
export function useUserSubscription({ live = false }: { live?: boolean } = {}) {
  const query = useQuery(UserSubscriptionDocument);
  const { subscribeToMore } = query;
  useEffect(() => {
    if (!live) return;
    return subscribeToMore({
      document: UserSubscriptionChangedDocument,
      updateQuery: (_previous, { subscriptionData }) => ({ userSubscription: subscriptionData.data.userSubscriptionChanged }),
    });
  }, [live, subscribeToMore]);
  return query;
}
