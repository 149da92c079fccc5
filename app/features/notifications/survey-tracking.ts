import { track } from '../../kit/analytics/track.ts';
import type { SurveyAnswers } from './logic/notification-overlay.ts';

/** One answered survey: its poll name and the answer chosen for each question. */
export interface SurveyAnswersEvent {
  notificationId: string;
  pollName: string;
  answers: SurveyAnswers;
}

/** Answered surveys are tracked as the tracking plan's 'Survey Answered' event. */
export function trackSurveyAnswers(event: SurveyAnswersEvent): void {
  track('Survey Answered', { notificationId: event.notificationId, pollName: event.pollName, answers: { ...event.answers } });
}

/** A reaction chosen in the reaction widget (positive 1, neutral 0, negative -1) for one prompt. */
export interface ReactionEventDetail {
  promptId: string;
  reaction: number;
}

/** Reactions go to the page's `airwave:reaction` event (the tracking plan has no reaction event yet). */
export function trackReaction(detail: ReactionEventDetail): void {
  window.dispatchEvent(new CustomEvent<ReactionEventDetail>('airwave:reaction', { detail }));
}
