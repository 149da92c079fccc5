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
    if (target !== null) window.scrollTo(0, target);
  }, [pathname, hash, navigation]);
}
