import { describe, expect, it } from 'vitest';
import {
  followControlTransition as step,
  followControlLabel,
  initialFollowControlState,
  type FollowControlState,
} from '../../../../app/lib/state/follow-control.ts';

const click = { type: 'clicked', needsEmail: false } as const;
const at = (status: FollowControlState['status'], intent: FollowControlState['intent'] = 'follow'): FollowControlState => ({
  status,
  intent,
  hovered: false,
});

describe('follow control', () => {
  it('starts done when the show is followed, else default', () => {
    expect(initialFollowControlState(true).status).toBe('done');
    expect(initialFollowControlState(false).status).toBe('default');
  });
  it('is working while the follow mutation runs', () => {
    expect(step(at('default', 'unfollow'), click)).toEqual({ state: at('working', 'follow'), effects: [{ type: 'create' }] });
  });
  it("a follow success shows done-success, dispatches 'added' and reverts to done after 5 s", () => {
    const success = step(at('working', 'follow'), { type: 'request-succeeded' });
    expect(success).toEqual({
      state: at('done-success'),
      effects: [
        { type: 'show-toast', toast: 'added' },
        { type: 'schedule-revert-timer', delayMs: 5000 },
      ],
    });
    expect(step(success.state, { type: 'revert-timer-fired' }).state.status).toBe('done');
  });
  it("an unfollow returns to default and dispatches 'removed'", () => {
    const working = step(at('done'), click);
    expect(working.effects).toEqual([{ type: 'delete' }]);
    expect(step(working.state, { type: 'request-succeeded' })).toEqual({
      state: at('default', 'unfollow'),
      effects: [{ type: 'show-toast', toast: 'removed' }],
    });
  });
  it('errors set the error state', () => {
    expect(step(at('working'), { type: 'request-failed' }).state.status).toBe('error');
  });
  it('ignores clicks while working', () => {
    expect(step(at('working'), click)).toEqual({ state: at('working'), effects: [] });
  });
  it('hovering a done control shows the unsave hint', () => {
    const hovered = step(at('done'), { type: 'pointer-entered' }).state;
    expect(followControlLabel(hovered)).toBe('Unsave');
    expect(followControlLabel({ ...at('default'), hovered: true })).toBe('Save');
    expect(followControlLabel(step(hovered, { type: 'pointer-left' }).state)).toBe('Saved');
  });
  it.each([
    [at('default'), 'Save'],
    [at('working', 'follow'), 'Saving'],
    [at('working', 'unfollow'), 'Removing'],
    [step(at('done'), click).state, 'Removing'],
    [at('done-success'), 'Saved'],
    [at('done'), 'Saved'],
    [at('error'), 'Try Again'],
  ] as const)('%j reads %s', (state, label) => {
    expect(followControlLabel(state)).toBe(label);
  });
  it('a viewer who needs an email first (lib/account/email-first.ts) gets the add-email prompt instead', () => {
    expect(step(at('default'), { type: 'clicked', needsEmail: true })).toEqual({
      state: at('default'),
      effects: [{ type: 'prompt-add-email' }],
    });
  });
  it('a follow change from elsewhere moves the control to done or default', () => {
    expect(step(at('default', 'unfollow'), { type: 'follow-value-received', hasFollow: true }).state.status).toBe('done');
    expect(step(at('done'), { type: 'follow-value-received', hasFollow: false }).state.status).toBe('default');
    expect(step(at('working'), { type: 'follow-value-received', hasFollow: true }).state.status).toBe('working');
  });
});
