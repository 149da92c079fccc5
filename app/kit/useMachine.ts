import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Transition } from '../lib/state/transition.ts';

/**
 * Runs one of app/lib/state's pure machines in a component: dispatch computes the next state and hands its
 * effects to `run` (outside React's state updater, so StrictMode never runs a request twice). `run` gets a
 * `send` to report what happened later (request settled, timer fired).
 */
export function useMachine<State, Event, Effect>(
  transition: (state: State, event: Event) => Transition<State, Effect>,
  initial: () => State,
  run: (effect: Effect, send: (event: Event) => void) => void,
): [State, (event: Event) => void] {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  const runRef = useRef(run);
  const sendRef = useRef<(event: Event) => void>(() => undefined);
  useLayoutEffect(() => {
    runRef.current = run;
  });
  const dispatch = useCallback(
    (event: Event) => {
      const step = transition(current.current, event);
      current.current = step.state;
      setState(step.state);
      for (const effect of step.effects) runRef.current(effect, (next) => sendRef.current(next));
    },
    [transition],
  );
  useLayoutEffect(() => {
    sendRef.current = dispatch;
  }, [dispatch]);
  return [state, dispatch];
}
