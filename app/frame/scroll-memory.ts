/**
 * Vertical scroll is remembered per pathname: coming back to a path (Back, Forward, or a link to it) returns
 * to where the viewer left it; a path seen for the first time starts at the top, unless the address names a
 * fragment (#id), which the browser scrolls to itself. Changing only the query (filters, sorters) keeps the
 * position, since the pathname stays the same.
 */
export function scrollTargetOnArrival(saved: number | undefined, hash: string): number | null {
  if (saved !== undefined) return saved;
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
