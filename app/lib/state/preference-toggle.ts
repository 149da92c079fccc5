import { stay, type Transition } from './transition.ts';

/**
 * A preference toggle that talks to the server (the settings page's preferences, the privacy-choices
 * opt-out): loading until the preferences arrive, then default; a toggle goes to updating, then to
 * success ('Updated!', back to default after a while) or to the error, keeping the value the server has.
 * Pure; a component runs its effects (the update mutation, the revert timer).
 */

export const PREFERENCE_UPDATED = 'Updated!';
export const PREFERENCE_FAILED = 'Sorry, there was an error updating. Please try again.';
/** 'Updated!' shows this long before the toggle reads as it did. */
export const PREFERENCE_UPDATED_MS = 3000;

export type PreferenceValue = 'on' | 'off';
export type PreferenceToggleStatus = 'loading' | 'default' | 'updating' | 'updated' | 'error';

export interface PreferenceToggleState {
  status: PreferenceToggleStatus;
  /** The value shown: the server's, or the one being sent while updating. */
  value: PreferenceValue;
}

export type PreferenceToggleEvent =
  /** The preferences query answered (or answered again) with this value. */
  | { type: 'loaded'; value: PreferenceValue }
  | { type: 'toggled' }
  | { type: 'request-succeeded' }
  | { type: 'request-failed' }
  | { type: 'revert-timer-fired' };

export type PreferenceToggleEffect = { type: 'update'; value: PreferenceValue } | { type: 'schedule-revert-timer'; delayMs: number };

export const INITIAL_PREFERENCE_TOGGLE: PreferenceToggleState = { status: 'loading', value: 'off' };

/** The text beside the toggle in each status (nothing while loading, idle or sending). */
export function preferenceStatusText(status: PreferenceToggleStatus): string {
  return status === 'updated' ? PREFERENCE_UPDATED : status === 'error' ? PREFERENCE_FAILED : '';
}

const flip = (value: PreferenceValue): PreferenceValue => (value === 'on' ? 'off' : 'on');

export function preferenceToggleTransition(
  state: PreferenceToggleState,
  event: PreferenceToggleEvent,
): Transition<PreferenceToggleState, PreferenceToggleEffect> {
  switch (event.type) {
    case 'loaded':
      if (state.status === 'loading') return stay({ status: 'default', value: event.value });
      // A value arriving while a change is on its way must not undo the change on screen.
      return state.status === 'updating' ? stay(state) : stay({ ...state, value: event.value });
    case 'toggled': {
      if (state.status === 'loading' || state.status === 'updating') return stay(state);
      const value = flip(state.value);
      return { state: { status: 'updating', value }, effects: [{ type: 'update', value }] };
    }
    case 'request-succeeded':
      if (state.status !== 'updating') return stay(state);
      return { state: { ...state, status: 'updated' }, effects: [{ type: 'schedule-revert-timer', delayMs: PREFERENCE_UPDATED_MS }] };
    case 'request-failed':
      // The server kept its value: the toggle shows it again, with the error.
      return state.status === 'updating' ? stay({ status: 'error', value: flip(state.value) }) : stay(state);
    case 'revert-timer-fired':
      return state.status === 'updated' ? stay({ ...state, status: 'default' }) : stay(state);
  }
}
