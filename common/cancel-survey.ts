/**
 * The cancel survey's answer tree ('Why are you canceling?'), which the app asks and the mock world reads back
 * into billing history: every answer id of the billing contract's `CancelReasonId` with its label, the
 * follow-up question a primary answer asks, and the free text an answer asks for with its length limit.
 *
 * The ids, the five streaming services and the text limits are the product's; the other labels are ours
 * (the contract's `CancelReasonId` description names them the same way).
 */
import type { components } from '../generated/rest/billing.ts';

export type CancelReasonId = components['schemas']['CancelReasonId'];

export const CANCEL_QUESTION = 'Why are you canceling?';

/** Free text an answer asks for: the field's label and its limit in characters. */
export interface CancelTextAsk {
  label: string;
  maxLength: number;
}

export interface CancelAnswer {
  id: CancelReasonId;
  label: string;
  /** The free text this answer asks for once chosen. */
  text?: CancelTextAsk;
  /** A further question this answer asks once chosen (its answers are sub-answers of the same primary). */
  followUp?: CancelQuestion;
}

export interface CancelQuestion {
  question: string;
  /** `one`: radio buttons (choosing another drops the one left and its follow-up answers); `many`: checkboxes. */
  choice: 'one' | 'many';
  answers: readonly CancelAnswer[];
}

export interface CancelReason extends CancelAnswer {
  /** The secondary question this reason asks. */
  secondary?: CancelQuestion;
}

/** 'Switching to another service': the services, offered shuffled with 'Another service' (36.6, 40 characters) last. */
export const STREAMING_SERVICES: readonly CancelAnswer[] = [
  { id: '36.1', label: 'Frndly TV' },
  { id: '36.2', label: 'DirecTV' },
  { id: '36.3', label: 'Spectrum' },
  { id: '36.4', label: 'Pluto' },
  { id: '36.5', label: 'Hulu' },
];
export const OTHER_SERVICE: CancelAnswer = { id: '36.6', label: 'Another service', text: { label: 'Which service?', maxLength: 40 } };

/** 'Missing features', 'Apps for more devices': the devices (33.3–33.6). Choosing 33.2 instead clears them. */
export const MISSING_APP_DEVICES: readonly CancelAnswer[] = [
  { id: '33.3', label: 'LG' },
  { id: '33.4', label: 'Vizio' },
  { id: '33.5', label: 'Xbox' },
  { id: '33.6', label: 'Other' },
];

/** The survey's primary answers, in the order they are offered, each with what it asks next. */
export const CANCEL_REASONS: readonly CancelReason[] = [
  { id: '35', label: 'It’s too expensive' },
  { id: '17', label: 'Too many ads' },
  { id: '32', label: 'Not enough to watch', text: { label: 'What were you hoping to find?', maxLength: 280 } },
  {
    id: '36',
    label: 'I’m switching to another service',
    secondary: { question: 'Which service are you switching to?', choice: 'one', answers: [...STREAMING_SERVICES, OTHER_SERVICE] },
  },
  {
    id: '33',
    label: 'Missing features',
    secondary: {
      question: 'What is missing?',
      choice: 'one',
      answers: [
        { id: '33.1', label: 'Apps for more devices', followUp: { question: 'Which devices?', choice: 'many', answers: MISSING_APP_DEVICES } },
        { id: '33.2', label: 'Features in the app', text: { label: 'Which features are missing?', maxLength: 140 } },
      ],
    },
  },
  {
    id: '30',
    label: 'Video or audio issues',
    secondary: {
      question: 'What went wrong?',
      choice: 'many',
      answers: [
        { id: '30.1', label: 'Buffering or freezing' },
        { id: '30.2', label: 'Poor picture quality' },
        { id: '30.3', label: 'Sound out of sync with the picture' },
        { id: '30.4', label: 'No sound, or sound that drops out' },
        { id: '30.5', label: 'Captions missing or wrong' },
        { id: '30.6', label: 'Error messages when playing' },
        { id: '30.7', label: 'Live TV falls behind' },
        { id: '30.8', label: 'Casting to my TV' },
        { id: '30.9', label: 'Something else', text: { label: 'Tell us what went wrong', maxLength: 140 } },
      ],
    },
  },
  { id: '37', label: 'I’m canceling temporarily' },
  { id: '38', label: 'Other', text: { label: 'Tell us more', maxLength: 280 } },
];

/**
 * The survey's answers in words, for billing history: 'Missing features: Apps for more devices (LG, Xbox)',
 * 'Video or audio issues: Buffering or freezing, Casting to my TV', 'Too many ads'. The primary answer leads;
 * each sub-answer follows, a follow-up's answers in brackets after the one that asked; unknown ids are left
 * out. Null when no primary answer was given.
 */
export function cancelReasonSummary(answerIds: readonly string[]): string | null {
  const reason = CANCEL_REASONS.find((candidate) => answerIds.includes(candidate.id));
  if (!reason) return null;
  const chosen = (question: CancelQuestion | undefined): string[] =>
    (question?.answers ?? [])
      .filter((answer) => answerIds.includes(answer.id))
      .map((answer) => {
        const more = chosen(answer.followUp);
        return more.length > 0 ? `${answer.label} (${more.join(', ')})` : answer.label;
      });
  const details = chosen(reason.secondary);
  return details.length > 0 ? `${reason.label}: ${details.join(', ')}` : reason.label;
}
