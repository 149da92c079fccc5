import { describe, expect, it } from 'vitest';
import { playerKeyAction, type FocusedControl, type PlayerKeyAction, type PlayerKeyContext } from '../../../app/player/player-keys.ts';

const context = (focused: FocusedControl, layers: Partial<Omit<PlayerKeyContext, 'focused'>> = {}): PlayerKeyContext => ({
  focused,
  panelOpen: false,
  fullscreen: false,
  errorShown: false,
  ...layers,
});

const toggle: PlayerKeyAction = { type: 'command', command: 'toggle' };

describe('the player key map', () => {
  it.each([
    // Space and K play or pause; Space on a button presses it and on a panel choice chooses it.
    [' ', 'surface', toggle],
    [' ', 'slider', toggle],
    [' ', 'button', null],
    [' ', 'choice', null],
    ['k', 'surface', toggle],
    ['K', 'surface', toggle],
    ['k', 'button', toggle],
    ['k', 'choice', toggle],
    // Arrows jump and change the volume, unless focus is on a slider or a panel's choices.
    ['ArrowLeft', 'surface', { type: 'command', command: 'jumpBack' }],
    ['ArrowRight', 'button', { type: 'command', command: 'jumpForward' }],
    ['ArrowUp', 'surface', { type: 'volume', step: 0.1 }],
    ['ArrowDown', 'surface', { type: 'volume', step: -0.1 }],
    ['ArrowLeft', 'slider', null],
    ['ArrowUp', 'slider', null],
    ['ArrowRight', 'choice', null],
    ['ArrowDown', 'choice', null],
    // Letters, as the spec's shortcuts (and J/L for a held seek speed).
    ['m', 'surface', { type: 'mute' }],
    ['M', 'button', { type: 'mute' }],
    ['c', 'slider', { type: 'captions' }],
    ['f', 'surface', { type: 'fullscreen' }],
    ['i', 'surface', { type: 'picture-in-picture' }],
    ['j', 'surface', { type: 'command', command: 'seekBack' }],
    ['l', 'surface', { type: 'command', command: 'seekForward' }],
    // Keys the player has no use for stay the browser's.
    ['Enter', 'surface', null],
    ['Enter', 'button', null],
    ['Tab', 'surface', null],
    ['x', 'surface', null],
    ['PageDown', 'surface', null],
  ] as const)('%j with focus on the %s does %j', (key, focused, action) => {
    expect(playerKeyAction({ key }, context(focused))).toEqual(action);
  });

  it.each([
    // The innermost layer first: the panel, then full screen, then the player.
    [{ panelOpen: true, fullscreen: true }, 'choice', { type: 'close-panel' }],
    [{ panelOpen: true, fullscreen: false }, 'surface', { type: 'close-panel' }],
    [{ panelOpen: false, fullscreen: true }, 'button', { type: 'exit-fullscreen' }],
    [{ panelOpen: false, fullscreen: false }, 'surface', { type: 'leave' }],
    [{ panelOpen: false, fullscreen: false }, 'slider', { type: 'leave' }],
    // A popup of its own (the cast picker) closes itself.
    [{ panelOpen: false, fullscreen: false }, 'popup', null],
    // Over the error view, Escape is its Dismiss (after full screen).
    [{ errorShown: true, fullscreen: false }, 'button', { type: 'leave' }],
    [{ errorShown: true, fullscreen: true }, 'button', { type: 'exit-fullscreen' }],
  ] as const)('Escape with %j and focus on the %s does %j', (layers, focused, action) => {
    expect(playerKeyAction({ key: 'Escape' }, context(focused, layers))).toEqual(action);
  });

  it.each([' ', 'k', 'm', 'ArrowLeft', 'Escape', 'f'])('%j does nothing while a text field or a popup has focus', (key) => {
    expect(playerKeyAction({ key }, context('text-field'))).toBeNull();
    expect(playerKeyAction({ key }, context('popup', { panelOpen: true }))).toBeNull();
  });

  it.each([' ', 'k', 'm', 'c', 'f', 'i', 'ArrowLeft', 'ArrowUp'])('%j does nothing over the error view', (key) => {
    expect(playerKeyAction({ key }, context('surface', { errorShown: true }))).toBeNull();
  });

  it.each([
    { key: 'f', ctrlKey: true },
    { key: 'ArrowLeft', altKey: true },
    { key: 'c', metaKey: true },
    { key: ' ', ctrlKey: true },
  ])('%j is left to the browser and the system', (press) => {
    expect(playerKeyAction(press, context('surface'))).toBeNull();
  });
});
