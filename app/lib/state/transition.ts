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

/**
 * What those machines ask their component to do: send the change (create or delete on the server), end the
 * success flash later, say what changed in a toast, or ask a viewer without an email to add one first. One
 * runner carries them out for both (app/tiles/hooks/useToggleRequest.ts).
 */
export type ToggleRequestEffect =
  | { type: 'create' }
  | { type: 'delete' }
  | { type: 'schedule-revert-timer'; delayMs: number }
  | { type: 'show-toast'; toast: 'added' | 'removed' }
  | { type: 'prompt-add-email' };
