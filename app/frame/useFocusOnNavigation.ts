import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusesNewPage } from './focus-on-navigation.ts';
import { focusHeadingWhenDrawn, focusPlace, playerOpen } from './main-heading-focus.ts';

/**
 * The shell's focus after a route change (the rule: focus-on-navigation.ts): the new page's main region at once,
 * then its main heading once drawn (which h1, and how long the shell waits for it: main-heading-focus.ts).
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
    const change = { navigation: navigation.current, pathChanged, viewerActed: viewerActed.current, modalOpen: modal.current, playerOpen: playerOpen() };
    if (!main || !focusesNewPage(change, focusPlace(main))) return;
    main.focus({ preventScroll: true });
    return focusHeadingWhenDrawn(main);
  }, [mainRef, pathname]);
}
