import type { PlaybackCommand } from '../../common/player/index.ts';

/**
 * The player's key map: which key does what, given where focus is and which layers are open. Pure; the page
 * (usePlayerKeys.ts) reads the context from the document and carries out the action.
 *
 * - Space and K play or pause, wherever focus is in the player, except that Space keeps its own meaning on a
 *   button or link (press it) and on a panel's choice (choose it);
 * - the left and right arrows jump 10 s back and forward, up and down change the volume, except on a slider
 *   (the seek bar, the volume) and a panel's choices, whose arrows are their own;
 * - J and L hold a seek speed back and forward; M mutes, C captions, F full screen, I picture-in-picture;
 * - Escape closes the innermost layer first: the audio and quality panel, then full screen, then the player;
 * - over the error view only Escape works, as its Dismiss (leaving the player);
 * - nothing while a text field has focus, inside a popup that owns its keys (the cast picker), or with Ctrl,
 *   Alt or Meta held (the browser's and the system's shortcuts).
 */

/** Where focus is, as far as keys are concerned. */
export type FocusedControl = 'surface' | 'button' | 'slider' | 'choice' | 'text-field' | 'popup';

export interface PlayerKeyContext {
  focused: FocusedControl;
  /** The audio and quality panel is open. */
  panelOpen: boolean;
  /** The player is in full screen. */
  fullscreen: boolean;
  /** The error view shows (nothing plays). */
  errorShown: boolean;
}

export interface PlayerKeyPress {
  /** `KeyboardEvent.key`. */
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export type PlayerKeyAction =
  | { type: 'command'; command: PlaybackCommand }
  | { type: 'mute' }
  | { type: 'captions' }
  | { type: 'fullscreen' }
  | { type: 'picture-in-picture' }
  | { type: 'volume'; step: number }
  | { type: 'close-panel' }
  | { type: 'exit-fullscreen' }
  | { type: 'leave' };

/** How much one press of the up or down arrow changes the volume (of 1). */
const VOLUME_STEP = 0.1;

const LETTERS: Record<string, PlayerKeyAction> = {
  k: { type: 'command', command: 'toggle' },
  j: { type: 'command', command: 'seekBack' },
  l: { type: 'command', command: 'seekForward' },
  m: { type: 'mute' },
  c: { type: 'captions' },
  f: { type: 'fullscreen' },
  i: { type: 'picture-in-picture' },
};

const ARROWS: Record<string, PlayerKeyAction> = {
  ArrowLeft: { type: 'command', command: 'jumpBack' },
  ArrowRight: { type: 'command', command: 'jumpForward' },
  ArrowUp: { type: 'volume', step: VOLUME_STEP },
  ArrowDown: { type: 'volume', step: -VOLUME_STEP },
};

/** The innermost open layer closes first: the panel, then full screen, then the player itself. */
function escapeAction({ panelOpen, fullscreen, errorShown }: PlayerKeyContext): PlayerKeyAction {
  if (errorShown) return fullscreen ? { type: 'exit-fullscreen' } : { type: 'leave' };
  if (panelOpen) return { type: 'close-panel' };
  if (fullscreen) return { type: 'exit-fullscreen' };
  return { type: 'leave' };
}

/** What a key press does in the player, or null when the player leaves it alone (focus or the browser keep it). */
export function playerKeyAction(press: PlayerKeyPress, context: PlayerKeyContext): PlayerKeyAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  const { focused } = context;
  if (focused === 'text-field' || focused === 'popup') return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (key === 'Escape') return escapeAction(context);
  if (context.errorShown) return null;
  if (key === ' ') return focused === 'button' || focused === 'choice' ? null : { type: 'command', command: 'toggle' };
  const arrow = ARROWS[key];
  if (arrow) return focused === 'slider' || focused === 'choice' ? null : arrow;
  return LETTERS[key] ?? null;
}
