import { useQuery } from '@apollo/client/react';
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
