import { describe, expect, it } from 'vitest';
import {
  favoriteButtonTransition as step,
  initialFavoriteButtonState,
  isFavoriteHeartDisabled,
  type FavoriteButtonState,
} from '../../../../app/lib/state/favorite-button.ts';

const click = { type: 'clicked', needsEmail: false } as const;
const at = (status: FavoriteButtonState['status'], intent: FavoriteButtonState['intent'] = 'favorite'): FavoriteButtonState => ({
  status,
  intent,
});

describe('favorite button', () => {
  it('starts done when the channel is a favorite, else default', () => {
    expect(initialFavoriteButtonState(true).status).toBe('done');
    expect(initialFavoriteButtonState(false).status).toBe('default');
  });
  it('a click in default favorites and goes to working', () => {
    expect(step(at('default', 'unfavorite'), click)).toEqual({ state: at('working', 'favorite'), effects: [{ type: 'create' }] });
  });
  it('success goes to done-success with the favorite toast and a 5000 ms revert timer', () => {
    expect(step(at('working', 'favorite'), { type: 'request-succeeded' })).toEqual({
      state: at('done-success'),
      effects: [
        { type: 'show-toast', toast: 'added' },
        { type: 'schedule-revert-timer', delayMs: 5000 },
      ],
    });
  });
  it('the revert timer returns done-success to done', () => {
    expect(step(at('done-success'), { type: 'revert-timer-fired' }).state.status).toBe('done');
  });
  it('ignores clicks while working or done-success', () => {
    expect(step(at('working'), click)).toEqual({ state: at('working'), effects: [] });
    expect(step(at('done-success'), click)).toEqual({ state: at('done-success'), effects: [] });
  });
  it('a click in done unfavorites; success gives default with the unfavorite toast', () => {
    const working = step(at('done'), click);
    expect(working).toEqual({ state: at('working', 'unfavorite'), effects: [{ type: 'delete' }] });
    expect(step(working.state, { type: 'request-succeeded' })).toEqual({
      state: at('default', 'unfavorite'),
      effects: [{ type: 'show-toast', toast: 'removed' }],
    });
  });
  it('failure gives error, and a click there retries the same request', () => {
    const failed = step(at('working', 'unfavorite'), { type: 'request-failed' }).state;
    expect(failed).toEqual(at('error', 'unfavorite'));
    expect(step(failed, click).effects).toEqual([{ type: 'delete' }]);
  });
  it('hovering a done button offers undo, leaving returns to done', () => {
    const undo = step(at('done'), { type: 'pointer-entered' }).state;
    expect(undo.status).toBe('undo');
    expect(step(undo, { type: 'pointer-left' }).state.status).toBe('done');
    expect(step(undo, click).effects).toEqual([{ type: 'delete' }]);
  });
  it('the incoming favorite value drives done or default, except while a request runs', () => {
    expect(step(at('default', 'unfavorite'), { type: 'favorite-value-received', isFavorite: true }).state.status).toBe('done');
    expect(step(at('done'), { type: 'favorite-value-received', isFavorite: false }).state.status).toBe('default');
    expect(step(at('working'), { type: 'favorite-value-received', isFavorite: false }).state.status).toBe('working');
    expect(step(at('done-success'), { type: 'favorite-value-received', isFavorite: true }).state.status).toBe('done-success');
  });
  it('a viewer who needs an email first (lib/account/email-first.ts) gets the add-email prompt instead', () => {
    expect(step(at('default', 'unfavorite'), { type: 'clicked', needsEmail: true })).toEqual({
      state: at('default', 'unfavorite'),
      effects: [{ type: 'prompt-add-email' }],
    });
  });
  it('the heart is disabled while working', () => {
    expect(isFavoriteHeartDisabled(at('working'))).toBe(true);
    expect(isFavoriteHeartDisabled(at('done'))).toBe(false);
  });
});
