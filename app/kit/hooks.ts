import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { SCROLL_DEBOUNCE_MS } from '../lib/constants.ts';
import { pageTitle } from '../lib/routing/title.ts';

/** The mobile/desktop breakpoint: below 910 px wide is mobile. */
export const MOBILE_QUERY = '(max-width: 909.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Sets document.title to 'Airwave' or 'Airwave | {title}' while the calling page is shown. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** The mobile header hides on scroll down and reappears once scrolling has stopped for the scroll debounce. */
export function useHidingHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    // Where the page starts is read in the next animation frame, not here: reading the scroll position makes the
    // browser style and lay out the whole page at once, and here (the shell's first commit) that would be inside the
    // commit's task, a long task of its own work plus the page's first layout, instead of the frame's.
    // A scroll before that frame (a restored position) is where the page starts, not a scroll down.
    let lastY: number | undefined;
    const start = requestAnimationFrame(() => {
      lastY = window.scrollY;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      if (lastY !== undefined && y > lastY) setHidden(true);
      lastY = y;
      clearTimeout(timer);
      timer = setTimeout(() => setHidden(false), SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(start);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [enabled]);
  return enabled && hidden;
}

/**
 * Focus for a view that replaces another in place (a form's next step, a screen of the account page): the
 * element this ref is put on (a heading with tabIndex -1) takes the focus when the view mounts, so keyboard and
 * screen-reader users start there instead of on a control that is gone.
 */
export function useFocusOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const element = useRef<T>(null);
  useEffect(() => element.current?.focus(), []);
  return element;
}
