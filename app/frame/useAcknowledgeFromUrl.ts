import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AcknowledgeNotificationsDocument } from '../../generated/graphql/documents/AcknowledgeNotificationsDocument.ts';
import { appPathOf } from '../lib/routing/app-path.ts';
import { withoutAck } from '../lib/routing/links.ts';

/**
 * An `ack` query value (a link from a notification email or push) acknowledges that notification and
 * is then removed from the URL, replacing the history entry so Back does not acknowledge it again.
 */
export function useAcknowledgeFromUrl(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [acknowledge] = useMutation(AcknowledgeNotificationsDocument);
  const ack = new URLSearchParams(search).get('ack');

  useEffect(() => {
    if (!ack) return;
    void acknowledge({ variables: { notificationIds: [ack] } }).catch(() => {
      // A stale or unknown id is not the visitor's problem: the page still loads without it.
    });
    // The page's own path, read back through the one in-app rule: a path such as `//host/…` never becomes a navigation.
    const stripped = appPathOf(`${pathname}${withoutAck(search)}${hash}`, window.location.origin);
    if (stripped) void navigate(stripped, { replace: true });
  }, [ack, acknowledge, navigate, pathname, search, hash]);
}
