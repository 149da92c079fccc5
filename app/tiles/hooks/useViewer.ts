import { useQuery } from '@apollo/client/react';
import { UserDocument, UserSubscriptionDocument } from '../../../generated/graphql/operations.ts';

export interface Viewer {
  isUncredentialed: boolean;
  hasContentAccess: boolean;
}

/** The user facts tiles act on (both queries are already in the cache from the shell's navigation). */
export function useViewer(): Viewer {
  const user = useQuery(UserDocument);
  const subscription = useQuery(UserSubscriptionDocument);
  return {
    isUncredentialed: user.data?.user.isUncredentialed ?? false,
    hasContentAccess: subscription.data?.userSubscription.hasContentAccess ?? false,
  };
}
