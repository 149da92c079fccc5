import type { SurveyAnswers } from './logic/notification-overlay.ts';

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

const tracker: SurveyTracker = (event) => window.dispatchEvent(new CustomEvent<SurveyAnswersEvent>('airwave:survey-answers', { detail: event }));

export function trackSurveyAnswers(event: SurveyAnswersEvent): void {
  tracker(event);
}

/** A reaction chosen in the reaction widget (positive 1, neutral 0, negative -1) for one prompt. */
export interface ReactionEventDetail {
  promptId: string;
  reaction: number;
}

/** Like survey answers, reactions go to the page's `airwave:reaction` event until an analytics service exists. */
export function trackReaction(detail: ReactionEventDetail): void {
  window.dispatchEvent(new CustomEvent<ReactionEventDetail>('airwave:reaction', { detail }));
}
