import type { RouteChange } from './focus-on-navigation.ts';

/** What the scroll memory knows of an arrival at a path: how the router got there, what it remembers, the fragment. */
export interface ScrollArrival {
  /** How the router got there (a first load or a reload is a POP: the browser's own history entry). */
  navigation: RouteChange['navigation'];
  /** The pathname changed, or the document has just loaded (not only the fragment). */
  pathChanged: boolean;
  /** Where the viewer last left this pathname, if it was shown before in this tab's session. */
  saved: number | undefined;
  /** The address's fragment ('#faq'), or ''. */
  hash: string;
}

/**
 * Where the window scrolls when a path is shown (null: it is left where the browser puts it). As between documents:
 * - Back and Forward (and a reload, or a first load of a path shown before in this session) return to where the
 *   viewer left the path: the spec's "remembered per pathname and restored on return";
 * - a link or a replace to another path is a new visit of it, at its top, even when the path was shown before: the
 *   shell then focuses that page's main heading (focus-on-navigation.ts), which is at the top, so what has focus is
 *   what the viewer sees and the next Tab goes on from there (restored far down, the focused heading would be out of
 *   sight, and Tab would jump back to the top);
 * - an address with a fragment (#id) and nothing to restore is left to the browser, which scrolls to it;
 * - only the fragment changed: the page stays where it is (or where the browser scrolls for the fragment). Changing
 *   only the query (filters, sorters) shows no new path and keeps the position too.
 */
export function scrollTargetOnArrival({ navigation, pathChanged, saved, hash }: ScrollArrival): number | null {
  if (!pathChanged) return null;
  if (navigation === 'POP' && saved !== undefined) return saved;
  if (hash) return null;
  return 0;
}

/** Saved positions by pathname, kept for the tab's session so a reload keeps them too. */
export interface ScrollPositions {
  get(pathname: string): number | undefined;
  set(pathname: string, y: number): void;
  persist(): void;
}

const STORAGE_KEY = 'airwave-scroll-positions';

export function sessionScrollPositions(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): ScrollPositions {
  const positions = new Map<string, number>(readStored(storage));
  return {
    get: (pathname) => positions.get(pathname),
    set: (pathname, y) => void positions.set(pathname, y),
    persist: () => {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or denied: positions are kept for this page's life only.
      }
    },
  };
}

function readStored(storage: Pick<Storage, 'getItem'> | undefined): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number');
  } catch {
    return [];
  }
}
