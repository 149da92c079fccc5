import { useCallback, useEffect, useRef } from 'react';
import type { PlaybackState } from '../../common/player/index.ts';
import type { PlaybackSurface } from './playback-surface.ts';

/** The controls hide this long after the last pointer, key or focus activity while playing. */
export const CONTROLS_IDLE_MS = 3000;

/**
 * The controls' visibility over time: any activity (a pointer move, a key, focus moving) shows them, and they
 * fade CONTROLS_IDLE_MS after the last one while the video plays, wherever focus is. The timer runs on the
 * page's clock (`setTimeout`, which the browser tests drive). The player opens with its controls shown, and a
 * player that starts or resumes playing counts the wait from then (the engine keeps them while it loads,
 * buffers or is paused). While a popup of the controls is open (`hold(true)`: the cast picker), they stay: a viewer
 * reading the device list must not see it fade under the pointer.
 */
export function usePlayerChrome(engine: PlaybackSurface | null, phase: PlaybackState['phase']): { onActivity: () => void; hold: (open: boolean) => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const held = useRef(false);
  const armIdle = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!held.current) engine?.send({ type: 'idle' });
    }, CONTROLS_IDLE_MS);
  }, [engine]);
  const onActivity = useCallback(() => {
    engine?.send({ type: 'activity' });
    armIdle();
  }, [engine, armIdle]);
  /** A popup of the controls opened (the controls stay) or closed (the idle wait starts over). */
  const hold = useCallback(
    (open: boolean) => {
      held.current = open;
      onActivity();
    },
    [onActivity],
  );

  // Shown at open.
  useEffect(() => {
    if (engine) onActivity();
  }, [engine, onActivity]);
  // Playing (again): the idle wait starts over.
  useEffect(() => {
    if (phase === 'playing') armIdle();
  }, [phase, armIdle]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { onActivity, hold };
}

/** Whether the controls show: an overlay that includes them, or a player that is paused, ended or waits for a tap. */
export function controlsShown(state: PlaybackState | null, hasError: boolean): boolean {
  if (hasError || !state) return false;
  const { overlay, phase } = state;
  return overlay === 'controls' || overlay === 'seek' || overlay === 'config' || phase === 'paused' || phase === 'ended' || state.needsUserAction;
}
