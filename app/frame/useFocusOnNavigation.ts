import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusesNewPage } from './focus-on-navigation.ts';
import { focusHeadingWhenDrawn, focusPlace, playerOpen } from './main-heading-focus.ts';
import { findControl, isPlayerPath, markControl, type ControlMark } from './player-opener.ts';

/**
 * The shell's focus after a route change (the rule: focus-on-navigation.ts): the new page's main region at once,
 * then its main heading once drawn (which h1, and how long the shell waits for it: main-heading-focus.ts); when the
 * player closes, the control that opened it once drawn again (player-opener.ts), else the main heading, in sight.
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>, modalOpen: boolean): void {
  const { pathname } = useLocation();
  // Read when the pathname changes, not a reason to run again: a replace that only changes the query (an
  // acknowledged notification's ?ack) must not stop the wait for the heading.
  const navigationType = useNavigationType();
  const navigation = useRef(navigationType);
  const modal = useRef(modalOpen);
  const shown = useRef(pathname);
  const viewerActed = useRef(false);
  /** The last control of the main region activated while the player was not open: the player's opener when it opens. */
  const activated = useRef<ControlMark | null>(null);

  // Declared first, so the effect below reads this render's values.
  useEffect(() => {
    navigation.current = navigationType;
    modal.current = modalOpen;
  });

  useEffect(() => {
    const acted = () => {
      viewerActed.current = true;
    };
    // Enter or Space on a button or link is a click too.
    const clicked = (event: MouseEvent) => {
      if (!mainRef.current || playerOpen()) return;
      activated.current = markControl(mainRef.current, event.target, window.location.pathname);
    };
    document.addEventListener('keydown', acted, true);
    document.addEventListener('pointerdown', acted, true);
    document.addEventListener('click', clicked, true);
    return () => {
      document.removeEventListener('keydown', acted, true);
      document.removeEventListener('pointerdown', acted, true);
      document.removeEventListener('click', clicked, true);
    };
  }, [mainRef]);

  useEffect(() => {
    const main = mainRef.current;
    const pathChanged = shown.current !== pathname;
    const leftPlayer = isPlayerPath(shown.current) && !isPlayerPath(pathname);
    shown.current = pathname;
    const change = { navigation: navigation.current, pathChanged, viewerActed: viewerActed.current, modalOpen: modal.current, playerOpen: playerOpen(), leftPlayer };
    if (!main || !focusesNewPage(change, focusPlace(main))) return;
    main.focus({ preventScroll: true });
    if (!leftPlayer) return focusHeadingWhenDrawn(main);
    const opener = activated.current;
    return focusHeadingWhenDrawn(main, opener ? { opener: () => findControl(main, opener, pathname) } : {});
  }, [mainRef, pathname]);
}
