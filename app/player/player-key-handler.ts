import type { KeyboardEvent } from 'react';
import type { PlaybackState } from '../../common/player/index.ts';
import { playerKeyAction, type FocusedControl, type PlayerKeyAction } from './player-keys.ts';
import type { PlayerActions } from './usePlayerActions.ts';

/** Where focus is, in the key map's terms. */
function focusedControlOf(target: Element): FocusedControl {
  if (target.closest('[role="dialog"]:not(.player-config)')) return 'popup';
  if (target.matches('textarea, select, [contenteditable=""], [contenteditable="true"]')) return 'text-field';
  if (target.matches('[role="slider"], input[type="range"]')) return 'slider';
  if (target.matches('input[type="radio"], input[type="checkbox"]')) return 'choice';
  if (target.matches('input')) return 'text-field';
  if (target.closest('button, a[href], [role="button"]')) return 'button';
  return 'surface';
}

function perform(action: PlayerKeyAction, actions: PlayerActions, state: PlaybackState | null): void {
  switch (action.type) {
    case 'command':
      return actions.command(action.command);
    case 'mute':
      return actions.toggleMute();
    case 'captions':
      return actions.toggleCaptions();
    case 'fullscreen':
      return actions.toggleFullscreen();
    case 'picture-in-picture':
      return actions.togglePip();
    case 'volume':
      return actions.setVolume((state?.volume ?? 1) + action.step);
    case 'close-panel':
      return actions.closeConfig();
    case 'exit-fullscreen':
      return actions.exitFullscreen();
    case 'leave':
      return actions.leave();
  }
}

/**
 * The player's keys (player-keys.ts) on a key press inside it: the key map decides from where focus is and
 * which layers are open; what it decides is done, and counts as activity (the controls show).
 */
export function handlePlayerKey(
  event: KeyboardEvent<HTMLElement>,
  { state, actions, configOpen, errorShown, onActivity }: { state: PlaybackState | null; actions: PlayerActions; configOpen: boolean; errorShown: boolean; onActivity: () => void },
): void {
  if (!(event.target instanceof Element)) return;
  const action = playerKeyAction(event, { focused: focusedControlOf(event.target), panelOpen: configOpen, fullscreen: document.fullscreenElement !== null, errorShown });
  if (!action || (!state && !errorShown)) return;
  event.preventDefault();
  perform(action, actions, state);
  onActivity();
}
