import { SUCCESS_REVERT_DELAY_MS } from '../constants.ts';
import { stay, type ToggleRequestEffect, type ToggleRequestEvent, type Transition } from './transition.ts';

/** Follow/save control. */
export type FollowControlStatus = 'default' | 'working' | 'done-success' | 'done' | 'error';

export interface FollowControlState {
  status: FollowControlStatus;
  intent: 'follow' | 'unfollow';
  /** Pointer over a done control: show the unsave hint. */
  hovered: boolean;
}

export type FollowControlEvent =
  | ToggleRequestEvent
  /** The show's hasFollow as now known (query, other device via showFollowCreated/Deleted). */
  | { type: 'follow-value-received'; hasFollow: boolean };

/** 'create' follows (saves) the show, 'delete' unfollows it. */
export type FollowControlEffect = ToggleRequestEffect;

export const FOLLOW_ERROR_LABEL = 'Try Again';
export const FOLLOW_ERROR_MESSAGE = 'There was an error saving this show';

export function initialFollowControlState(hasFollow: boolean): FollowControlState {
  return hasFollow
    ? { status: 'done', intent: 'follow', hovered: false }
    : { status: 'default', intent: 'unfollow', hovered: false };
}

type Step = Transition<FollowControlState, FollowControlEffect>;

function request(state: FollowControlState, intent: FollowControlState['intent']): Step {
  return {
    state: { ...state, status: 'working', intent },
    effects: [{ type: intent === 'follow' ? 'create' : 'delete' }],
  };
}

function onClick(state: FollowControlState, needsEmail: boolean): Step {
  if (state.status === 'working') return stay(state);
  if (needsEmail) return { state, effects: [{ type: 'prompt-add-email' }] };
  switch (state.status) {
    case 'default':
      return request(state, 'follow');
    case 'done':
    case 'done-success':
      return request(state, 'unfollow');
    case 'error':
      return request(state, state.intent);
  }
}

export function followControlTransition(state: FollowControlState, event: FollowControlEvent): Step {
  switch (event.type) {
    case 'clicked':
      return onClick(state, event.needsEmail);
    case 'request-succeeded':
      if (state.status !== 'working') return stay(state);
      return state.intent === 'follow'
        ? {
            state: { ...state, status: 'done-success' },
            effects: [
              { type: 'show-toast', toast: 'added' },
              { type: 'schedule-revert-timer', delayMs: SUCCESS_REVERT_DELAY_MS },
            ],
          }
        : { state: { ...state, status: 'default' }, effects: [{ type: 'show-toast', toast: 'removed' }] };
    case 'request-failed':
      return state.status === 'working' ? stay({ ...state, status: 'error' }) : stay(state);
    case 'revert-timer-fired':
      return state.status === 'done-success' ? stay({ ...state, status: 'done' }) : stay(state);
    case 'pointer-entered':
      return stay({ ...state, hovered: true });
    case 'pointer-left':
      return stay({ ...state, hovered: false });
    case 'follow-value-received':
      if (state.status === 'working') return stay(state);
      if (state.status === 'done-success' && event.hasFollow) return stay(state);
      return stay({ ...initialFollowControlState(event.hasFollow), hovered: state.hovered });
  }
}

/** Hovering a done control hints that a click will unsave. */
function showsUnsaveHint(state: FollowControlState): boolean {
  return state.hovered && state.status === 'done';
}

/**
 * What the Save control says: 'Save', 'Saving' while it saves, 'Removing' while it unsaves (the request says
 * which way it goes), 'Saved', 'Unsave' when pointed at while saved, and FOLLOW_ERROR_LABEL after a failure.
 */
export function followControlLabel(state: FollowControlState): string {
  switch (state.status) {
    case 'error':
      return FOLLOW_ERROR_LABEL;
    case 'working':
      return state.intent === 'unfollow' ? 'Removing' : 'Saving';
    case 'done':
      return showsUnsaveHint(state) ? 'Unsave' : 'Saved';
    case 'done-success':
      return 'Saved';
    case 'default':
      return 'Save';
  }
}
