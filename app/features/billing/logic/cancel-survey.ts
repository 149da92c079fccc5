import type { components } from '../../../../generated/rest/billing.ts';

export type CancelReasonId = components['schemas']['CancelReasonId'];
export type DepartRequest = components['schemas']['DepartRequest'];

export const CANCEL_QUESTION = 'Why are you canceling?';

/** The other-service answer of 'Switching to another service': it asks which service, in 40 characters. */
export const OTHER_SERVICE: CancelReasonId = '36.6';

/** The streaming services a viewer switching away may name (shown shuffled, with 'Other' last). */
export const STREAMING_SERVICES: readonly { id: CancelReasonId; label: string }[] = [
  { id: '36.1', label: 'Frndly TV' },
  { id: '36.2', label: 'DirecTV' },
  { id: '36.3', label: 'Spectrum' },
  { id: '36.4', label: 'Pluto' },
  { id: '36.5', label: 'Hulu' },
];

export interface CancelReason {
  id: CancelReasonId;
  label: string;
  /** The free-text answer this reason asks for, with its length limit; none when it asks for no text. */
  text?: { label: string; maxLength: number };
}

/** The survey's primary answers, in the order they are offered; their ids are the contract's. */
export const CANCEL_REASONS: readonly CancelReason[] = [
  { id: '35', label: 'It’s too expensive' },
  { id: '17', label: 'Too many ads' },
  { id: '32', label: 'Not enough to watch', text: { label: 'What were you hoping to find?', maxLength: 280 } },
  { id: '36', label: 'I’m switching to another service' },
  { id: '33', label: 'Missing features', text: { label: 'Which features are missing?', maxLength: 140 } },
  { id: '30', label: 'Video or audio issues', text: { label: 'What went wrong?', maxLength: 140 } },
  { id: '37', label: 'I’m canceling temporarily' },
  { id: '38', label: 'Other', text: { label: 'Tell us more', maxLength: 280 } },
];

/** The other-service text's limit. */
export const OTHER_SERVICE_MAX_LENGTH = 40;

export interface CancelSurvey {
  primary: CancelReasonId | null;
  /** The service chosen under 'switching' (36.x). */
  service: CancelReasonId | null;
  /** The free text of the chosen reason (or of the other service), cut to its limit. */
  text: string;
}

export const EMPTY_SURVEY: CancelSurvey = { primary: null, service: null, text: '' };

export type CancelSurveyEvent = { type: 'choose-reason'; id: CancelReasonId } | { type: 'choose-service'; id: CancelReasonId } | { type: 'type'; text: string };

/** The limit of the text the survey asks for now; 0 when it asks for none. */
export function textLimit(survey: CancelSurvey): number {
  if (survey.primary === '36') return survey.service === OTHER_SERVICE ? OTHER_SERVICE_MAX_LENGTH : 0;
  return CANCEL_REASONS.find((reason) => reason.id === survey.primary)?.text?.maxLength ?? 0;
}

/** Choosing another reason starts its answers afresh; typed text never grows past the limit in force. */
export function cancelSurveyReducer(survey: CancelSurvey, event: CancelSurveyEvent): CancelSurvey {
  switch (event.type) {
    case 'choose-reason':
      return survey.primary === event.id ? survey : { primary: event.id, service: null, text: '' };
    case 'choose-service':
      return survey.primary === '36' ? { ...survey, service: event.id, text: event.id === OTHER_SERVICE ? survey.text : '' } : survey;
    case 'type':
      return { ...survey, text: event.text.slice(0, textLimit(survey)) };
  }
}

/**
 * The cancel call's body: `survey_submitted` is true only when the viewer gave an answer (a reason, a service
 * or text), and then the answers travel in `poll` (the primary id first, then the secondary one).
 */
export function departRequest(survey: CancelSurvey): DepartRequest {
  const text = survey.text.trim();
  const answerIds = [survey.primary, survey.service].filter((id): id is CancelReasonId => id !== null);
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
export function shuffledServices(random: () => number): { id: CancelReasonId; label: string }[] {
  const services = [...STREAMING_SERVICES];
  for (let index = services.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [services[index], services[other]] = [services[other] as (typeof services)[number], services[index] as (typeof services)[number]];
  }
  return [...services, { id: OTHER_SERVICE, label: 'Another service' }];
}
