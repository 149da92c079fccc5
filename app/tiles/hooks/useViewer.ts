import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/**
 * The user facts tiles act on (both queries are already in the cache from the shell's navigation). The same object
 * while the facts are the same: a new answer that changes none of them (the shell's read of the user arriving after
 * the page was drawn) draws no row again (TileRow is a memo).
 */
export function useViewer(): Viewer {
  const user = useQuery(UserDocument);
  const subscription = useQuery(UserSubscriptionDocument);
  const isUncredentialed = user.data?.user.isUncredentialed ?? false;
  const needsEmail = needsEmailFirst(user.data?.user);
  const hasContentAccess = subscription.data?.userSubscription.hasContentAccess ?? false;
  return useMemo(() => ({ isUncredentialed, needsEmail, hasContentAccess }), [isUncredentialed, needsEmail, hasContentAccess]);
}

/** A save or favorite control's click, asked first whether the viewer must add an email (useEmailFirstClick). */
export interface EmailFirstClick {
  /** The viewer is not known yet and their read is on its way: the control shows it is busy, and takes no click. */
  checking: boolean;
  click: () => void;
}

/**
 * A save or favorite control's click, handed on with whether the viewer must add an email first: from the cache
 * when the user is read (at once), else once the shell's read of the user answers. A click before the user is known
 * (a slow phone, a busy machine) so waits instead of acting as a viewer with an email; meanwhile the control is
 * `checking` (drawn busy), and another click does nothing — a double click asks once, so a visitor gets one add-email
 * prompt. A read that fails needs nothing, like `needsEmailFirst` of an unknown user: the server refuses what a
 * visitor may not do.
 */
export function useEmailFirstClick(onClick: (needsEmail: boolean) => void): EmailFirstClick {
  const client = useApolloClient();
  const [checking, setChecking] = useState(false);
  // Read by the click, which may come twice before React draws the first one's `checking`.
  const asking = useRef(false);
  const handOn = useRef(onClick);
  useEffect(() => {
    handOn.current = onClick;
  });
  const click = useCallback(() => {
    if (asking.current) return;
    const known = client.readQuery({ query: UserDocument });
    if (known) {
      handOn.current(needsEmailFirst(known.user));
      return;
    }
    asking.current = true;
    setChecking(true);
    void client
      .query({ query: UserDocument })
      .then(
        ({ data }) => needsEmailFirst(data?.user),
        () => false,
      )
      .then((needs) => {
        asking.current = false;
        setChecking(false);
        handOn.current(needs);
      });
  }, [client]);
  return { checking, click };
}
