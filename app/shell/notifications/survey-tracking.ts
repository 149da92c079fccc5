import type { SurveyAnswers } from '../../lib/notifications/overlay.ts';

/** One answered survey: its poll name and the answer chosen for each question. */
export interface SurveyAnswersEvent {
  notificationId: string;
  pollName: string;
  answers: SurveyAnswers;
}

/**
 * Where answered surveys are tracked. No analytics service exists yet (the contracts carry no call for it):
 * the default keeps the answers on the page's `airwave:survey-answers` event, so a listener can forward them.
 */
export type SurveyTracker = (event: SurveyAnswersEvent) => void;

let tracker: SurveyTracker = (event) => window.dispatchEvent(new CustomEvent<SurveyAnswersEvent>('airwave:survey-answers', { detail: event }));

export function setSurveyTracker(next: SurveyTracker): void {
  tracker = next;
}

export function trackSurveyAnswers(event: SurveyAnswersEvent): void {
  tracker(event);
}
