import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AcknowledgeNotificationsDocument } from '../../../generated/graphql/documents/AcknowledgeNotificationsDocument.ts';
import { NotificationChangedDocument } from '../../../generated/graphql/documents/NotificationChangedDocument.ts';
import { NotificationsDocument } from '../../../generated/graphql/documents/NotificationsDocument.ts';
import { PerformNotificationActionDocument } from '../../../generated/graphql/documents/PerformNotificationActionDocument.ts';
import {
  applyNotificationChanges,
  changesSinceAsked,
  liveErrorOutcome,
  markAcknowledged,
  NOTIFICATION_CHANGE_DELAY_MS,
  type LiveErrorFacts,
  type NotificationChange,
  type OverlayNotification,
} from './logic/notification-overlay.ts';
import { connectionStatus } from '../../kit/connection-status.ts';
import { reportError } from '../../kit/reporting.ts';

/** How many unacknowledged notifications the overlay reads (it shows the newest; the rest wait their turn). */
export const NOTIFICATION_LIST_SIZE = 10;

function errorFacts(error: unknown): LiveErrorFacts {
  if (CombinedGraphQLErrors.is(error)) {
    return {
      codes: error.errors.map((item) => (typeof item.extensions?.['code'] === 'string' ? item.extensions['code'] : '')),
      message: error.message,
    };
  }
  if (ServerError.is(error)) return { codes: [], status: error.statusCode, message: error.message };
  const closeCode = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined;
  const message = error instanceof Error ? error.message : typeof error === 'object' && error !== null && 'reason' in error ? String(error.reason) : String(error);
  return { codes: [], status: closeCode, message };
}

function onLiveError(error: unknown): void {
  switch (liveErrorOutcome(errorFacts(error))) {
    case 'session-expired':
      connectionStatus.report({ statusCode: 401 });
      return;
    case 'report':
      reportError(error instanceof Error ? error : new Error(errorFacts(error).message), { source: 'notificationChanged' });
      return;
    case 'ignore':
      return;
  }
}

/**
 * The list as the server last answered it (the first answer, or a refetch's), with the changes heard or made since
 * it was asked for applied again on top: a notification withdrawn while a refetch travelled does not come back.
 */
function useAnsweredList(answer: readonly { node: OverlayNotification }[] | undefined, since: readonly NotificationChange[]) {
  const [list, setList] = useState<readonly OverlayNotification[]>([]);
  const [source, setSource] = useState(answer);
  if (answer !== source) {
    setSource(answer);
    if (answer) setList(applyNotificationChanges(answer.map((edge) => edge.node), since).list);
  }
  return [list, setList] as const;
}

export interface NotificationList {
  list: readonly OverlayNotification[];
  acknowledge: (notification: OverlayNotification) => void;
  perform: (notification: OverlayNotification, actionId: string) => Promise<void>;
}

/**
 * The user's unacknowledged notifications while `enabled`, kept live: notificationChanged changes wait in a
 * queue and are applied together after 100 ms (a CREATED one also fetches the list again). Unmounting (or
 * disabling) ends the subscription and drops the cached list, so the next reader asks afresh.
 */
export function useNotificationList(enabled: boolean): NotificationList {
  const client = useApolloClient();
  const query = useQuery(NotificationsDocument, {
    variables: { unacknowledgedOnly: true, first: NOTIFICATION_LIST_SIZE },
    skip: !enabled,
    fetchPolicy: 'network-only',
  });
  // The changes heard or made since the list was last asked for: its answer was read before them.
  const [since, setSince] = useState<readonly NotificationChange[]>([]);
  const [list, setList] = useAnsweredList(query.data?.notifications.edges, since);
  const refetch = useRef(query.refetch);
  useEffect(() => {
    refetch.current = query.refetch;
  }, [query.refetch]);

  useEffect(() => {
    if (!enabled) return;
    let queue: NotificationChange[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const changes = queue;
      queue = [];
      setList((current) => applyNotificationChanges(current, changes).list);
      setSince((earlier) => changesSinceAsked(earlier, changes));
      if (changes.some((change) => change.type === 'CREATED')) void refetch.current().catch(() => undefined);
    };
    const subscription = client.subscribe({ query: NotificationChangedDocument }).subscribe({
      next: (result) => {
        if (result.error) onLiveError(result.error);
        if (!result.data) return;
        queue.push(result.data.notificationChanged);
        timer ??= setTimeout(flush, NOTIFICATION_CHANGE_DELAY_MS);
      },
      error: onLiveError,
    });
    return () => {
      subscription.unsubscribe();
      if (timer) clearTimeout(timer);
      // Torn down: what the list held may be out of date by the next time it is read.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
      client.cache.gc();
    };
  }, [enabled, client, setList]);

  const [acknowledgeMutation] = useMutation(AcknowledgeNotificationsDocument);
  const [performMutation] = useMutation(PerformNotificationActionDocument);

  const acknowledge = useCallback(
    (notification: OverlayNotification) => {
      const at = new Date().toISOString();
      setList((current) => markAcknowledged(current, notification.id, at));
      setSince((earlier) => changesSinceAsked(earlier, [{ type: 'UPDATED', notificationId: notification.id, notification: { ...notification, acknowledgedAt: notification.acknowledgedAt ?? at } }]));
      void acknowledgeMutation({ variables: { notificationIds: [notification.id] } }).catch((error: unknown) => reportError(error, { source: 'acknowledgeNotifications' }));
    },
    [acknowledgeMutation, setList],
  );

  const perform = useCallback(
    async (notification: OverlayNotification, actionId: string) => {
      const result = await performMutation({ variables: { notificationId: notification.id, actionId } });
      const updated = result.data?.performNotificationAction;
      const change: NotificationChange = updated
        ? { type: 'UPDATED', notificationId: notification.id, notification: updated }
        : { type: 'DELETED', notificationId: notification.id, notification: null };
      setList((current) => applyNotificationChanges(current, [change]).list);
      setSince((earlier) => changesSinceAsked(earlier, [change]));
    },
    [performMutation, setList],
  );

  return { list, acknowledge, perform };
}
