import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusesNewPage, type FocusPlace } from './focus-on-navigation.ts';

function focusPlace(main: HTMLElement): FocusPlace {
  const active = document.activeElement;
  if (active === null || active === document.body || active === document.documentElement) return 'nowhere';
  if (active === main) return 'main';
  if (active.closest('[role="dialog"], [role="alertdialog"], dialog')) return 'dialog';
  return main.contains(active) ? 'page' : 'frame';
}

/**
 * The new page's main heading: the first h1 of the main region that is drawn (not a page still behind the loading
 * skeleton) and read (not inside a part still loading, `aria-busy`: its heading is replaced by the loaded page's),
 * outside any dialog and any part that takes focus itself (a container focusable by script, `tabindex="-1"`: the
 * player, whose title is an h1, focuses itself when it opens).
 */
function mainHeading(main: HTMLElement): HTMLElement | null {
  return (
    Array.from(main.querySelectorAll<HTMLElement>('h1')).find((heading) => {
      if (heading.getClientRects().length === 0 || heading.closest('[aria-busy="true"], [role="dialog"], dialog')) return false;
      const container = heading.parentElement?.closest('[tabindex="-1"]');
      return !container || container === main;
    }) ?? null
  );
}

/**
 * Puts focus on the main heading once the page has drawn it (a lazily loaded page, one behind the shell's loading
 * skeleton or still reading its data), while focus is on the main region or was dropped to the body; and again on
 * the heading that replaces it, should the page draw its heading anew. Stops when the viewer presses a key or
 * points (they go on from there) or something else takes focus (the player, a dialog, a view of the page). Returns
 * the stop, for the next route change.
 */
function focusHeadingWhenDrawn(main: HTMLElement): () => void {
  let stopped = false;
  let focused: HTMLElement | null = null;
  let pending: ReturnType<typeof setTimeout> | undefined;
  // After the page's own effects, which may focus something of their own (the player).
  const observer = new MutationObserver(() => {
    clearTimeout(pending);
    pending = setTimeout(attempt, 0);
  });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(pending);
    observer.disconnect();
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  function attempt() {
    const place = focusPlace(main);
    if (place !== 'main' && place !== 'nowhere') {
      if (focused === null || document.activeElement !== focused) stop();
      return;
    }
    const heading = mainHeading(main);
    if (!heading) {
      if (place === 'nowhere') main.focus({ preventScroll: true });
      return;
    }
    // Focusable by script only; shell.css draws no ring on it (a heading is not a control).
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
  }
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class', 'aria-busy'] });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  attempt();
  return stop;
}

/** The shell's focus after a route change (focus-on-navigation.ts): the new page's main region, then its main heading. */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>, modalOpen: boolean): void {
  const { pathname } = useLocation();
  // Read when the pathname changes, not a reason to run again: a replace that only changes the query (an
  // acknowledged notification's ?ack) must not stop the wait for the heading.
  const navigationType = useNavigationType();
  const navigation = useRef(navigationType);
  const modal = useRef(modalOpen);
  const shown = useRef(pathname);
  const viewerActed = useRef(false);

  // Declared first, so the effect below reads this render's values.
  useEffect(() => {
    navigation.current = navigationType;
    modal.current = modalOpen;
  });

  useEffect(() => {
    const acted = () => {
      viewerActed.current = true;
    };
    document.addEventListener('keydown', acted, true);
    document.addEventListener('pointerdown', acted, true);
    return () => {
      document.removeEventListener('keydown', acted, true);
      document.removeEventListener('pointerdown', acted, true);
    };
  }, []);

  useEffect(() => {
    const main = mainRef.current;
    const pathChanged = shown.current !== pathname;
    shown.current = pathname;
    if (!main || !focusesNewPage({ navigation: navigation.current, pathChanged, viewerActed: viewerActed.current, modalOpen: modal.current }, focusPlace(main))) return;
    main.focus({ preventScroll: true });
    return focusHeadingWhenDrawn(main);
  }, [mainRef, pathname]);
}
