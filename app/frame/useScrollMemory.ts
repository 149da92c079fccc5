import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollTargetOnArrival, sessionScrollPositions, type ScrollPositions } from './scroll-memory.ts';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the window's vertical scroll per pathname and restores it on Back and Forward (see scroll-memory.ts). */
export function useScrollMemory(): void {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  positions.current ??= sessionScrollPositions(storage());
  const current = useRef(pathname);
  // The document's first path is an arrival too (a reload returns to where the viewer was).
  const loaded = useRef(false);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Each scroll is noted for the path shown when it happened; a new page's clamping or restoring is
    // noted for the new path, since the path switches (below) before the browser reports that scroll.
    const onScroll = () => positions.current?.set(current.current, window.scrollY);
    const onPageHide = () => positions.current?.persist();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // A change of the query alone (a new navigation type with the same path and fragment) is no arrival: it keeps the position.
  useLayoutEffect(() => {
    const pathChanged = !loaded.current || current.current !== pathname;
    loaded.current = true;
    current.current = pathname;
    const target = scrollTargetOnArrival({ navigation, pathChanged, saved: positions.current?.get(pathname), hash });
    if (target === null) return;
    window.scrollTo(0, target);
    // A page drawn after its arrival (a reload: the shell's gate, the page's code and read come later) is not yet tall
    // enough to hold the position: it is reached as the page grows, unless the viewer moves first or leaves.
    if (window.scrollY < target - 1 && typeof ResizeObserver !== 'undefined') return reachWhenTallEnough(target);
    return undefined;
  }, [pathname, hash, navigation]);
}

/** The viewer's own ways to move the page: after any of them the position is theirs, no longer restored. */
const VIEWER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `target` once the document has grown to hold it; stops then, when the viewer moves, or on the cleanup. */
function reachWhenTallEnough(target: number): () => void {
  const observer = new ResizeObserver(() => {
    if (document.documentElement.scrollHeight - window.innerHeight < target - 1) return;
    window.scrollTo(0, target);
    stop();
  });
  const stop = () => {
    observer.disconnect();
    for (const type of VIEWER_MOVES) window.removeEventListener(type, stop, true);
  };
  observer.observe(document.body);
  const root = document.getElementById('root');
  if (root) observer.observe(root);
  for (const type of VIEWER_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
