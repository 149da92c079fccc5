/**
 * The status box machine (state/status-box.ts) run on timers: it starts each timer the machine asks for, cancels
 * the ones it drops, and feeds the timer's event back in when one fires, as the player engine runs the playback
 * machine. The controller tells it of senders targeting the device and leaving.
 */
import { initialStatusBox, statusBoxTransition, type StatusBoxEffect, type StatusBoxEvent, type StatusBoxState, type StatusBoxText, type StatusBoxTimer } from './state/status-box.ts';

export interface ReceiverTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface StatusBoxRunner {
  status(): StatusBoxText;
  /** Puts the box on its first text and starts its timer (once; later calls do nothing). */
  show(): void;
  /** Whether `show` has run. */
  shown(): boolean;
  dispatch(event: StatusBoxEvent): void;
  /** Cancels every timer it runs. */
  stop(): void;
}

/** Runs the status box on `timers`; `onChange` hears of every change of its text. */
export function createStatusBoxRunner(timers: ReceiverTimers, onChange: () => void): StatusBoxRunner {
  const running = new Map<StatusBoxTimer, unknown>();
  let state: StatusBoxState = { status: 'Loading', targeted: false };
  let shown = false;

  const perform = (effects: StatusBoxEffect[]) => {
    for (const effect of effects) {
      const existing = running.get(effect.timer);
      if (existing !== undefined) timers.clearTimeout(existing);
      running.delete(effect.timer);
      if (effect.type === 'start-timer') {
        running.set(
          effect.timer,
          timers.setTimeout(() => {
            running.delete(effect.timer);
            dispatch({ type: 'timer', timer: effect.timer });
          }, effect.ms),
        );
      }
    }
  };

  function dispatch(event: StatusBoxEvent): void {
    const transition = statusBoxTransition(state, event);
    state = transition.state;
    perform(transition.effects);
    onChange();
  }

  return {
    status: () => state.status,
    show() {
      if (shown) return;
      shown = true;
      const initial = initialStatusBox(false);
      state = initial.state;
      perform(initial.effects);
      onChange();
    },
    shown: () => shown,
    dispatch,
    stop() {
      for (const handle of running.values()) timers.clearTimeout(handle);
      running.clear();
    },
  };
}
