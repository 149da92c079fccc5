import { lazy, Suspense, useCallback, useState } from 'react';
import { useMatch } from 'react-router-dom';
import { PLAYER_BASE, ROUTE_TABLE } from '../../lib/routing/route-table.ts';
import { notificationToShow, type OverlayNotification, type SurveyAnswers } from './logic/notification-overlay.ts';
import { useModalOpen } from '../../kit/ShellProvider.tsx';
import { useUserSubscription } from '../../kit/useUserSubscription.ts';
import { trackSurveyAnswers } from './survey-tracking.ts';
import { useNotificationList } from './useNotificationList.ts';

/** The overlay and its HTML sanitizer are fetched only when there is a notification to show. */
const NotificationOverlay = lazy(() => import('./NotificationOverlay.tsx'));

/** The video player's route: a notification never covers what is playing. */
const PLAYER_ROUTE = `${PLAYER_BASE}/${ROUTE_TABLE.find((route) => route.id === 'player')?.path ?? 'player/:type/:id'}`;

/**
 * The notification overlay's host (loaded once the page has settled): reads the user's unacknowledged
 * notifications and listens for changes; the newest one shows unless a modal is open, the user has no
 * content access, or the video player fills the page.
 */
export default function NotificationHost() {
  const hasContentAccess = useUserSubscription().data?.userSubscription.hasContentAccess ?? false;
  const modalOpen = useModalOpen();
  const onPlayer = useMatch(PLAYER_ROUTE) !== null;
  const { list, acknowledge, perform } = useNotificationList(hasContentAccess);
  const target = notificationToShow(list, { modalOpen, hasContentAccess, blocked: onPlayer });
  // Once loaded the overlay stays mounted, so a notification that leaves can fade out.
  const [wanted, setWanted] = useState(false);
  if (target && !wanted) setWanted(true);

  const onSurveyAnswered = useCallback(
    (notification: OverlayNotification & { pollName: string }, answers: SurveyAnswers) => {
      trackSurveyAnswers({ notificationId: notification.id, pollName: notification.pollName, answers });
      acknowledge(notification);
    },
    [acknowledge],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationOverlay target={target} onAcknowledge={acknowledge} onAction={perform} onSurveyAnswered={onSurveyAnswered} />
    </Suspense>
  );
}
