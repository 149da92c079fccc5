import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { UserDocument } from '../../../generated/graphql/documents/UserDocument.ts';
import { UserSubscriptionDocument } from '../../../generated/graphql/documents/UserSubscriptionDocument.ts';
import { needsEmailFirst } from '../../lib/account/email-first.ts';

export interface Viewer {
  /** Signed out (user.isUncredentialed): some pages send such a visitor elsewhere. */
  isUncredentialed: boolean;
  /** Asked for an email before saving, favoriting or upgrading (lib/account/email-first.ts): a visitor, or an account without an email. */
  needsEmail: boolean;
  hasContentAccess: boolean;
}

/** The user facts tiles act on (both queries are already in the cache from the shell's navigation). */
export function useViewer(): Viewer {
  const user = useQuery(UserDocument);
  const subscription = useQuery(UserSubscriptionDocument);
  return {
    isUncredentialed: user.data?.user.isUncredentialed ?? false,
    needsEmail: needsEmailFirst(user.data?.user),
    hasContentAccess: subscription.data?.userSubscription.hasContentAccess ?? false,
  };
}

/**
 * Whether the viewer must add an email first, asked when a save or favorite control is clicked: from the cache
 * when the user is read, else once the shell's read of the user answers. A click before the user is known (a
 * slow phone, a busy machine) so waits instead of acting as a viewer with an email. A read that fails needs
 * nothing, like `needsEmailFirst` of an unknown user: the server refuses what a visitor may not do.
 */
export function useNeedsEmailOnClick(): () => Promise<boolean> {
  const client = useApolloClient();
  return useCallback(
    () =>
      client.query({ query: UserDocument }).then(
        ({ data }) => needsEmailFirst(data?.user),
        () => false,
      ),
    [client],
  );
}
