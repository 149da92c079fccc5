import type { components } from '../../../../../generated/rest/billing.ts';
import {
  CANCEL_QUESTION,
  CANCEL_REASONS,
  OTHER_SERVICE,
  STREAMING_SERVICES,
  type CancelAnswer,
  type CancelQuestion,
  type CancelReason,
  type CancelReasonId,
  type CancelTextAsk,
} from '../../../../../common/cancel-survey.ts';

export { CANCEL_QUESTION, CANCEL_REASONS, type CancelAnswer, type CancelQuestion, type CancelReasonId };
export type DepartRequest = components['schemas']['DepartRequest'];

/**
 * The survey's answers: the primary reason, its sub-answers (secondary answers and their follow-ups, in the
 * tree's order) and the free text of the answer that asks for one.
 */
export interface CancelSurvey {
  primary: CancelReasonId | null;
  secondary: readonly CancelReasonId[];
  /** The free text the survey asks for now, cut to its limit. */
  text: string;
}

export const EMPTY_SURVEY: CancelSurvey = { primary: null, secondary: [], text: '' };

export type CancelSurveyEvent =
  | { type: 'choose-reason'; id: CancelReasonId }
  /** An answer of a one-answer question (a radio button). */
  | { type: 'choose-answer'; id: CancelReasonId }
  /** An answer of a many-answer question (a checkbox), checked or not. */
  | { type: 'toggle-answer'; id: CancelReasonId; checked: boolean }
  | { type: 'type'; text: string };

function reasonOf(survey: Pick<CancelSurvey, 'primary'>): CancelReason | undefined {
  return CANCEL_REASONS.find((reason) => reason.id === survey.primary);
}

/** The questions the survey asks now: the reason's own, then the follow-up of each chosen answer that has one. */
export function openQuestions(survey: Pick<CancelSurvey, 'primary' | 'secondary'>): CancelQuestion[] {
  const asked = (question: CancelQuestion | undefined): CancelQuestion[] =>
    question
      ? [question, ...question.answers.filter((answer) => survey.secondary.includes(answer.id)).flatMap((answer) => asked(answer.followUp))]
      : [];
  return asked(reasonOf(survey)?.secondary);
}

/** The free text the survey asks for now: the chosen sub-answer's that asks for one, else the reason's; null for none. */
export function textAsk(survey: Pick<CancelSurvey, 'primary' | 'secondary'>): CancelTextAsk | null {
  const chosen = openQuestions(survey).flatMap((question) => question.answers.filter((answer) => survey.secondary.includes(answer.id) && answer.text));
  return chosen.at(-1)?.text ?? reasonOf(survey)?.text ?? null;
}

/** The limit of the text the survey asks for now; 0 when it asks for none. */
export function textLimit(survey: Pick<CancelSurvey, 'primary' | 'secondary'>): number {
  return textAsk(survey)?.maxLength ?? 0;
}

/** Every answer id under `answer` (its follow-up's answers, and theirs). */
function idsUnder(answer: CancelAnswer): CancelReasonId[] {
  return (answer.followUp?.answers ?? []).flatMap((child) => [child.id, ...idsUnder(child)]);
}

/** Every answer of the reason's tree in order, for keeping the sub-answers in the order they are offered. */
function treeOrder(reason: CancelReason | undefined): CancelReasonId[] {
  return (reason?.secondary?.answers ?? []).flatMap((answer) => [answer.id, ...idsUnder(answer)]);
}

/** The open question `id` answers, with the answer; null when it answers none the survey asks now. */
function openAnswer(survey: CancelSurvey, id: CancelReasonId): { question: CancelQuestion; answer: CancelAnswer } | null {
  for (const question of openQuestions(survey)) {
    const answer = question.answers.find((candidate) => candidate.id === id);
    if (answer) return { question, answer };
  }
  return null;
}

/** New sub-answers: in the tree's order; the text stays only while the same answer asks for it, cut to its limit. */
function withSecondary(survey: CancelSurvey, secondary: readonly CancelReasonId[]): CancelSurvey {
  const order = treeOrder(reasonOf(survey));
  const next = { ...survey, secondary: [...new Set(secondary)].sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
  const ask = textAsk(next);
  return { ...next, text: ask && ask === textAsk(survey) ? survey.text.slice(0, ask.maxLength) : '' };
}

/**
 * The survey's answers as the viewer gives them:
 * - another reason starts its answers afresh;
 * - a one-answer question keeps one answer: choosing another drops the one left with every answer of its
 *   follow-up — so 'Features in the app' (33.2) clears the device sub-answers of 'Apps for more devices'
 *   (LG, Vizio, Xbox, Other: 33.3–33.6);
 * - a many-answer question adds or drops the answer (dropping one drops its follow-up's answers too);
 * - an answer to a question the survey does not ask now is ignored;
 * - the text belongs to the answer that asks for it: it goes when that answer goes, and never grows past
 *   the limit in force.
 */
export function cancelSurveyReducer(survey: CancelSurvey, event: CancelSurveyEvent): CancelSurvey {
  switch (event.type) {
    case 'choose-reason':
      return survey.primary === event.id ? survey : { primary: event.id, secondary: [], text: '' };
    case 'choose-answer': {
      const found = openAnswer(survey, event.id);
      if (!found || found.question.choice !== 'one' || survey.secondary.includes(event.id)) return survey;
      const dropped = new Set(found.question.answers.filter((answer) => answer.id !== event.id).flatMap((answer) => [answer.id, ...idsUnder(answer)]));
      return withSecondary(survey, [...survey.secondary.filter((id) => !dropped.has(id)), event.id]);
    }
    case 'toggle-answer': {
      const found = openAnswer(survey, event.id);
      if (!found || found.question.choice !== 'many') return survey;
      if (event.checked) return withSecondary(survey, [...survey.secondary, event.id]);
      const dropped = new Set([event.id, ...idsUnder(found.answer)]);
      return withSecondary(survey, survey.secondary.filter((id) => !dropped.has(id)));
    }
    case 'type':
      return { ...survey, text: event.text.slice(0, textLimit(survey)) };
  }
}

/**
 * The cancel call's body: `survey_submitted` is true only when the viewer gave an answer (a reason, a
 * sub-answer or text), and then the answers travel in `poll` (the primary id first, then the sub-answers).
 */
export function departRequest(survey: CancelSurvey): DepartRequest {
  const text = survey.text.trim();
  const answerIds = [...(survey.primary ? [survey.primary] : []), ...survey.secondary];
  if (answerIds.length === 0 && text === '') return { survey_submitted: false };
  return {
    survey_submitted: true,
    poll: {
      name: 'cancellation_reason',
      question: CANCEL_QUESTION,
      questionId: 0,
      ...(text ? { answer: text } : {}),
      ...(survey.primary ? { answerId: survey.primary } : {}),
      answerIds,
    },
  };
}

/** The services in the order one viewer sees them: shuffled by `random` (a parameter, so tests fix it), 'Another service' always last. */
export function shuffledServices(random: () => number): CancelAnswer[] {
  const services = [...STREAMING_SERVICES];
  for (let index = services.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [services[index], services[other]] = [services[other] as CancelAnswer, services[index] as CancelAnswer];
  }
  return [...services, OTHER_SERVICE];
}

/** The answers a question offers on screen: the switching question's services in the viewer's shuffled order. */
export function offeredAnswers(question: CancelQuestion, services: readonly CancelAnswer[]): readonly CancelAnswer[] {
  return question.answers.some((answer) => answer.id === OTHER_SERVICE.id) ? services : question.answers;
}
