/**
 * The verifying state of a sign-in change (email or mobile number), pure: a form renders the state, sends
 * these events, and runs the timers and calls the state asks for (see `verificationTimers`).
 *
 * - Submitting sends the init call. A started verification (the answer carries the server's polling
 *   interval) waits in verifying; an answer without polling fields means the value was removed (done).
 * - Error code 50 on an init ('A message was already sent.') also waits in verifying: a message is on its way.
 * - While verifying, the client polls at the server's interval; PENDING keeps waiting, SUCCESS is done, a
 *   failure goes back to the form with the message.
 * - The resend option appears 15 s after the message was sent; resending hides it and restarts the timer.
 * - A mobile verification also takes the texted code; once confirmed the next poll reports SUCCESS.
 */
import type { ProfileOutcome } from '../../api/rest/profile-outcome.ts';
import { MESSAGE_ALREADY_SENT } from '../../api/rest/profile-outcome.ts';
import { VERIFICATION_ERRORS } from './sign-in-texts.ts';

/** The resend option appears this long after a message was sent. */
export const RESEND_AFTER_MS = 15_000;
/** The interval used when a code-50 answer names none. */
export const DEFAULT_POLLING_INTERVAL_SECONDS = 5;

export type VerificationState =
  | { phase: 'editing'; error: string | null }
  | { phase: 'sending' }
  | {
      phase: 'verifying';
      pollIntervalMs: number;
      /** What was sent ('We sent a confirmation link to …'), or 'A message was already sent.'. */
      notice: string | null;
      resendShown: boolean;
      /** Bumped on every resend: the resend timer restarts for the new round. */
      resendRound: number;
      busy: 'resend' | 'confirm' | null;
      error: string | null;
    }
  | { phase: 'done'; outcome: 'verified' | 'removed' };

/** What an init call answered: a verification under way (polling fields) or a bare SUCCESS (removed). */
export type InitAnswer = ProfileOutcome<{ status: string; message?: string; polling_interval_seconds?: number }>;
export type PollAnswer = ProfileOutcome<{ status: string }>;
export type PlainAnswer = ProfileOutcome<{ status: string }>;

export type VerificationEvent =
  | { type: 'submit' }
  | { type: 'init-answered'; answer: InitAnswer }
  | { type: 'poll-answered'; answer: PollAnswer }
  | { type: 'resend-due'; round: number }
  | { type: 'resend' }
  | { type: 'resend-answered'; answer: PlainAnswer }
  | { type: 'confirm' }
  | { type: 'confirm-answered'; answer: PlainAnswer }
  /** Back to the form (a different value). */
  | { type: 'edit' };

export const initialVerification: VerificationState = { phase: 'editing', error: null };

function verifying(intervalSeconds: number | undefined, notice: string | null): VerificationState {
  return {
    phase: 'verifying',
    pollIntervalMs: Math.max(1, intervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS) * 1000,
    notice,
    resendShown: false,
    resendRound: 0,
    busy: null,
    error: null,
  };
}

function failureMessage(answer: ProfileOutcome<unknown>): string | null {
  return answer.kind === 'failure' ? answer.message : null;
}

export function verificationReducer(state: VerificationState, event: VerificationEvent): VerificationState {
  switch (event.type) {
    case 'submit':
      return state.phase === 'editing' ? { phase: 'sending' } : state;
    case 'init-answered': {
      if (state.phase !== 'sending') return state;
      const { answer } = event;
      if (answer.kind === 'failure') {
        if (answer.errorCode === MESSAGE_ALREADY_SENT) return verifying(answer.pollingIntervalSeconds, VERIFICATION_ERRORS.messageAlreadySent);
        return { phase: 'editing', error: answer.message };
      }
      const interval = answer.data.polling_interval_seconds;
      return interval === undefined ? { phase: 'done', outcome: 'removed' } : verifying(interval, answer.data.message ?? null);
    }
    case 'poll-answered': {
      if (state.phase !== 'verifying') return state;
      const { answer } = event;
      if (answer.kind === 'success') return { phase: 'done', outcome: 'verified' };
      if (answer.kind === 'pending') return state;
      return { phase: 'editing', error: answer.message };
    }
    case 'resend-due':
      return state.phase === 'verifying' && event.round === state.resendRound && !state.resendShown ? { ...state, resendShown: true } : state;
    case 'resend':
      return state.phase === 'verifying' && state.resendShown && state.busy === null
        ? { ...state, resendShown: false, resendRound: state.resendRound + 1, busy: 'resend', error: null }
        : state;
    case 'resend-answered':
      if (state.phase !== 'verifying' || state.busy !== 'resend') return state;
      return { ...state, busy: null, error: failureMessage(event.answer) };
    case 'confirm':
      return state.phase === 'verifying' && state.busy === null ? { ...state, busy: 'confirm', error: null } : state;
    case 'confirm-answered':
      if (state.phase !== 'verifying' || state.busy !== 'confirm') return state;
      return { ...state, busy: null, error: failureMessage(event.answer) };
    case 'edit':
      return state.phase === 'verifying' || state.phase === 'editing' ? initialVerification : state;
  }
}

/** The timers a state needs: a poll after the server's interval, and the resend option's 15 s timer. */
export function verificationTimers(state: VerificationState): { pollAfterMs: number; resendAfterMs: number | null; resendRound: number } | null {
  if (state.phase !== 'verifying') return null;
  return { pollAfterMs: state.pollIntervalMs, resendAfterMs: state.resendShown ? null : RESEND_AFTER_MS, resendRound: state.resendRound };
}
