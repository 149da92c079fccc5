/**
 * A state machine step: the next state plus the effects the component must run (requests, timers, toasts).
 * Keeping effects as data lets the machines stay pure and lets tests assert them; a component runs them
 * after dispatching, and reports timers firing back as events.
 */
export interface Transition<State, Effect> {
  state: State;
  effects: Effect[];
}

export function stay<State, Effect>(state: State): Transition<State, Effect> {
  return { state, effects: [] };
}

/**
 * What the user and the request do to a toggle button that talks to the server (the favorite heart and
 * the save control): their machines take these events plus the server's own value of the toggle.
 */
export type ToggleRequestEvent =
  | { type: 'clicked'; needsEmail: boolean }
  | { type: 'request-succeeded' }
  | { type: 'request-failed' }
  | { type: 'revert-timer-fired' }
  | { type: 'pointer-entered' }
  | { type: 'pointer-left' };
