import { SUCCESS_REVERT_DELAY_MS } from '../constants.ts';
import { stay, type ToggleRequestEffect, type ToggleRequestEvent, type Transition } from './transition.ts';

/**
 * Favorite-channel button. 'undo' is a favorited button under the pointer, offering to
 * unfavorite; it behaves like 'done' otherwise.
 */
export type FavoriteButtonStatus = 'default' | 'working' | 'done' | 'done-success' | 'error' | 'undo';

export interface FavoriteButtonState {
  status: FavoriteButtonStatus;
  /** What the last (or running) request tried to do, so 'Try Again' repeats it. */
  intent: 'favorite' | 'unfavorite';
}

export type FavoriteButtonEvent =
  | ToggleRequestEvent
  /** The channel's isFavorite as now known (query result, mutation from elsewhere, subscription push). */
  | { type: 'favorite-value-received'; isFavorite: boolean };

/** 'create' favorites the channel, 'delete' unfavorites it; the toast says 'added' or 'removed'. */
export type FavoriteButtonEffect = ToggleRequestEffect;

export const FAVORITE_ERROR_LABEL = 'Try Again';
export const FAVORITE_ERROR_ACCESSIBILITY_TEXT = 'There was an error in the request.';

export function initialFavoriteButtonState(isFavorite: boolean): FavoriteButtonState {
  return isFavorite ? { status: 'done', intent: 'favorite' } : { status: 'default', intent: 'unfavorite' };
}

type Step = Transition<FavoriteButtonState, FavoriteButtonEffect>;

function request(intent: FavoriteButtonState['intent']): Step {
  return {
    state: { status: 'working', intent },
    effects: [{ type: intent === 'favorite' ? 'create' : 'delete' }],
  };
}

function onClick(state: FavoriteButtonState, needsEmail: boolean): Step {
  // A click during a request or the success flash would send a contradicting mutation.
  if (state.status === 'working' || state.status === 'done-success') return stay(state);
  if (needsEmail) return { state, effects: [{ type: 'prompt-add-email' }] };
  switch (state.status) {
    case 'default':
      return request('favorite');
    case 'done':
    case 'undo':
      return request('unfavorite');
    case 'error':
      return request(state.intent);
  }
}

export function favoriteButtonTransition(state: FavoriteButtonState, event: FavoriteButtonEvent): Step {
  switch (event.type) {
    case 'clicked':
      return onClick(state, event.needsEmail);
    case 'request-succeeded':
      if (state.status !== 'working') return stay(state);
      return state.intent === 'favorite'
        ? {
            state: { status: 'done-success', intent: 'favorite' },
            effects: [
              { type: 'show-toast', toast: 'added' },
              { type: 'schedule-revert-timer', delayMs: SUCCESS_REVERT_DELAY_MS },
            ],
          }
        : { state: { status: 'default', intent: 'unfavorite' }, effects: [{ type: 'show-toast', toast: 'removed' }] };
    case 'request-failed':
      return state.status === 'working' ? stay({ ...state, status: 'error' }) : stay(state);
    case 'revert-timer-fired':
      return state.status === 'done-success' ? stay({ ...state, status: 'done' }) : stay(state);
    case 'pointer-entered':
      return state.status === 'done' ? stay({ ...state, status: 'undo' }) : stay(state);
    case 'pointer-left':
      return state.status === 'undo' ? stay({ ...state, status: 'done' }) : stay(state);
    case 'favorite-value-received':
      // A running request settles the button itself; the success flash keeps its 5 s unless the value flips.
      if (state.status === 'working') return stay(state);
      if (state.status === 'done-success' && event.isFavorite) return stay(state);
      if (state.status === 'undo' && event.isFavorite) return stay(state);
      return stay(initialFavoriteButtonState(event.isFavorite));
  }
}

/** The heart shows disabled while a request is loading or changing the favorite. */
export function isFavoriteHeartDisabled(state: FavoriteButtonState): boolean {
  return state.status === 'working';
}
