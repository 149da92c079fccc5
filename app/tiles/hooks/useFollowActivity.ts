import { useSyncExternalStore } from 'react';

/**
 * Whether the user followed (saved) a show since the page loaded: the Saved page's DVR upsell hides
 * once they have. SaveShowButton records each successful follow.
 */
let followed = false;
const listeners = new Set<() => void>();

export function recordFollow(): void {
  if (followed) return;
  followed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasFollowed(): boolean {
  return useSyncExternalStore(subscribe, () => followed, () => false);
}
