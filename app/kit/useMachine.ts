import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Transition } from '../lib/state/transition.ts';

/** Whether two states of a machine hold the same values (its states are flat records of plain values). */
function sameState<State>(a: State, b: State): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof State], b[key as keyof State]));
}

/**
 * Runs one of app/lib/state's pure machines in a component: dispatch computes the next state and hands its
 * effects to `run` (outside React's state updater, so StrictMode never runs a request twice). `run` gets a
 * `send` to report what happened later (request settled, timer fired). A step to a state of the same values keeps
 * the state it had, so React draws nothing: a Save control is told its show's hasFollow once it is on screen, and a
 * show page's 39 such controls were each drawn a second time as the page arrived.
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
      if (!sameState(step.state, current.current)) {
        current.current = step.state;
        setState(step.state);
      }
      for (const effect of step.effects) runRef.current(effect, (next) => sendRef.current(next));
    },
    [transition],
  );
  useLayoutEffect(() => {
    sendRef.current = dispatch;
  }, [dispatch]);
  return [state, dispatch];
}
