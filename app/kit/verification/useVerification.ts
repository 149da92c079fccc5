import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  initialVerification,
  verificationReducer,
  verificationTimers,
  type InitAnswer,
  type PlainAnswer,
  type PollAnswer,
} from '../../lib/account/verification.ts';

/** The calls of one verification flow (change email, change mobile number, verify the current email). */
export interface VerificationFlow {
  init: () => Promise<InitAnswer>;
  poll: () => Promise<PollAnswer>;
  resend: (voice: boolean) => Promise<PlainAnswer>;
  confirm?: (token: string) => Promise<PlainAnswer>;
}

/**
 * Runs the verification machine (app/lib/account/verification.ts): sends the calls it asks for, polls at
 * the server's interval (each poll after the previous answer), and shows the resend option 15 s after each
 * message. Timers stop when the component unmounts or the state leaves verifying.
 */
export function useVerification() {
  const [state, send] = useReducer(verificationReducer, initialVerification);
  const flow = useRef<VerificationFlow | null>(null);
  const timers = verificationTimers(state);
  const pollAfterMs = timers?.pollAfterMs ?? null;
  const resendAfterMs = timers?.resendAfterMs ?? null;
  const resendRound = timers?.resendRound ?? 0;

  // Polling: one poll at a time, the next after the server's interval from the previous answer.
  useEffect(() => {
    if (pollAfterMs === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => {
        void flow.current?.poll().then((answer) => {
          if (!live) return;
          send({ type: 'poll-answered', answer });
          next();
        });
      }, pollAfterMs);
    };
    next();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pollAfterMs]);

  // The resend option, 15 s after the message (restarted by every resend).
  useEffect(() => {
    if (resendAfterMs === null) return;
    const timer = setTimeout(() => send({ type: 'resend-due', round: resendRound }), resendAfterMs);
    return () => clearTimeout(timer);
  }, [resendAfterMs, resendRound]);

  const start = useCallback((next: VerificationFlow) => {
    flow.current = next;
    send({ type: 'submit' });
    void next.init().then((answer) => send({ type: 'init-answered', answer }));
  }, []);

  const resend = useCallback((voice: boolean) => {
    const current = flow.current;
    if (!current) return;
    send({ type: 'resend' });
    void current.resend(voice).then((answer) => send({ type: 'resend-answered', answer }));
  }, []);

  const confirm = useCallback((token: string) => {
    const current = flow.current;
    if (!current?.confirm) return;
    send({ type: 'confirm' });
    void current.confirm(token).then((answer) => {
      send({ type: 'confirm-answered', answer });
      // A confirmed code: the next poll reports SUCCESS, so ask at once rather than wait for the interval.
      if (answer.kind === 'success') void current.poll().then((poll) => send({ type: 'poll-answered', answer: poll }));
    });
  }, []);

  const edit = useCallback(() => send({ type: 'edit' }), []);

  return { state, start, resend, confirm, edit };
}
