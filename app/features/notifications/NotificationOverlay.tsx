/**
 * The notification overlay (loaded with import() only once there is a notification to show, together with
 * DOMPurify): renders the overlay rules of app/features/notifications/logic/notification-overlay.ts for the five kinds
 * (the dialog and each kind's body in overlay/).
 */
import { useEffect, useReducer, useRef, type TransitionEvent } from 'react';
import { initialOverlayState, isSeen, NOTIFICATION_TRANSITION_DEBOUNCE_MS, overlayReducer, type OverlayNotification } from './logic/notification-overlay.ts';
import { NotificationDialog } from './overlay/NotificationDialog.tsx';
import type { NotificationOverlayProps } from './overlay/types.ts';
import './notifications.css';

/** If a transition never reports its end (a hidden tab), the sequence moves on after this long. */
const TRANSITION_FALLBACK_MS = 1000;

export default function NotificationOverlay({ target, onAcknowledge, onAction, onSurveyAnswered }: NotificationOverlayProps) {
  const [state, dispatch] = useReducer(overlayReducer<OverlayNotification>, undefined, () => initialOverlayState<OverlayNotification>());
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => dispatch({ type: 'target', notification: target }), [target, state.phase]);

  // The phase moves on when its transition ends; a transition that never reports keeps nobody waiting.
  useEffect(() => {
    if (state.phase !== 'entering' && state.phase !== 'leaving') return;
    const fallback = setTimeout(() => dispatch({ type: 'transition-end' }), TRANSITION_FALLBACK_MS);
    return () => clearTimeout(fallback);
  }, [state.phase, state.notification]);

  useEffect(
    () => () => {
      if (debounce.current) clearTimeout(debounce.current);
    },
    [],
  );

  function onTransitionEnd(event: TransitionEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || event.propertyName !== 'opacity') return;
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => dispatch({ type: 'transition-end' }), NOTIFICATION_TRANSITION_DEBOUNCE_MS);
  }

  const notification = state.notification;
  if (state.phase === 'hidden' || !notification) return null;
  return (
    <div
      className="notification-overlay"
      data-phase={state.phase}
      data-seen={isSeen(state) ? 'true' : 'false'}
      data-testid="notification-overlay"
      onTransitionEnd={onTransitionEnd}
    >
      <NotificationDialog
        key={notification.id}
        notification={notification}
        onAcknowledge={onAcknowledge}
        onAction={onAction}
        onSurveyAnswered={onSurveyAnswered}
      />
    </div>
  );
}
