/**
 * The receiver's status box: Loading (or Connecting, when a sender already targets the device) at start;
 * Not connected after half of the base time unit if no sender targets it; Connecting as soon as one does,
 * Connected 750 ms later; Not connected again when the target is lost. A pure machine: time passes only
 * through the timer events it asks for (its effects), so a test drives it without waiting.
 */
import { BASE_TIME_UNIT_MS } from '../../common/constants.ts';
import { CAST_CONNECTED_DELAY_MS } from '../../common/cast/protocol.ts';

export type StatusBoxText = 'Loading' | 'Not connected' | 'Connecting' | 'Connected';

/** How long the status box says Loading before Not connected when no sender targets the device. */
export const NOT_CONNECTED_AFTER_MS = BASE_TIME_UNIT_MS / 2;

export interface StatusBoxState {
  status: StatusBoxText;
  targeted: boolean;
}

export type StatusBoxTimer = 'settle' | 'connected';

export type StatusBoxEvent =
  | { type: 'targeted' }
  | { type: 'target-lost' }
  | { type: 'timer'; timer: StatusBoxTimer };

export type StatusBoxEffect = { type: 'start-timer'; timer: StatusBoxTimer; ms: number } | { type: 'cancel-timer'; timer: StatusBoxTimer };

export interface StatusBoxTransition {
  state: StatusBoxState;
  effects: StatusBoxEffect[];
}

/** The status box at start, with the timer it starts. */
export function initialStatusBox(targeted: boolean): StatusBoxTransition {
  return targeted
    ? { state: { status: 'Connecting', targeted: true }, effects: [{ type: 'start-timer', timer: 'connected', ms: CAST_CONNECTED_DELAY_MS }] }
    : { state: { status: 'Loading', targeted: false }, effects: [{ type: 'start-timer', timer: 'settle', ms: NOT_CONNECTED_AFTER_MS }] };
}

export function statusBoxTransition(state: StatusBoxState, event: StatusBoxEvent): StatusBoxTransition {
  switch (event.type) {
    case 'targeted':
      if (state.targeted) return { state, effects: [] };
      return {
        state: { status: 'Connecting', targeted: true },
        effects: [
          { type: 'cancel-timer', timer: 'settle' },
          { type: 'start-timer', timer: 'connected', ms: CAST_CONNECTED_DELAY_MS },
        ],
      };
    case 'target-lost':
      return {
        state: { status: 'Not connected', targeted: false },
        effects: [
          { type: 'cancel-timer', timer: 'settle' },
          { type: 'cancel-timer', timer: 'connected' },
        ],
      };
    case 'timer':
      if (event.timer === 'settle') {
        return state.status === 'Loading' && !state.targeted ? { state: { status: 'Not connected', targeted: false }, effects: [] } : { state, effects: [] };
      }
      return state.status === 'Connecting' && state.targeted ? { state: { status: 'Connected', targeted: true }, effects: [] } : { state, effects: [] };
  }
}
