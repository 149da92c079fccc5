import type { SurveyAnswers, OverlayNotification } from '../logic/notification-overlay.ts';

export type Kind<T extends OverlayNotification['__typename']> = Extract<OverlayNotification, { __typename: T }>;

export interface NotificationOverlayProps {
  /** What should show now (notificationToShow), or null. */
  target: OverlayNotification | null;
  /** The user put it away (Dismiss, Hide, Escape, an overlay click, a followed link, a finished survey). */
  onAcknowledge: (notification: OverlayNotification) => void;
  /** A request's action button; rejects with a message to show. */
  onAction: (notification: Kind<'RequestNotification'>, actionId: string) => Promise<void>;
  /** Every question of a survey has an answer. */
  onSurveyAnswered: (notification: Kind<'SurveyNotification'>, answers: SurveyAnswers) => void;
}
