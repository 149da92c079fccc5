import type { PageRefetchTrigger } from '../lib/state/tile-list-refetch.ts';

/**
 * The page refetch triggers as events: the GraphQL client raises saved and playing changes (follows, pushes,
 * keep-watching removal), the shell raises login changes and the player raises playing changes; every mounted
 * list page listens (usePageRefetch) and decides with shouldRefetchPage whether to refetch.
 */
type Listener = (trigger: PageRefetchTrigger) => void;
const listeners = new Set<Listener>();

export function raisePageRefetch(trigger: PageRefetchTrigger): void {
  for (const listener of [...listeners]) listener(trigger);
}

export function onPageRefetch(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
