import { raisePageRefetch } from './page-refetch.ts';
import { useSyncExternalStore } from 'react';

/**
 * Whether the video player is active (playing or paused on screen), for shell rules that must not act
 * under it, such as the big-tile modal's dismissal. The player sets it; everything else reads it.
 */
let active = false;
const listeners = new Set<() => void>();

export function setPlayerActive(next: boolean): void {
  if (next === active) return;
  active = next;
  // Leaving the player changed what is playing (progress, keep watching): the pages refetch.
  if (!next) raisePageRefetch('playing-changed');
  for (const listener of listeners) listener();
}

export function isPlayerActive(): boolean {
  return active;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayerActive(): boolean {
  return useSyncExternalStore(subscribe, isPlayerActive, () => false);
}
