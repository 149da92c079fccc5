import { useEffect, useRef, type RefObject } from 'react';
import { debounceTime, fromEvent } from 'rxjs';
import { SCROLL_THRESHOLD_LIST_PX, SCROLL_THRESHOLD_ROW_PX, SCROLL_TIMEOUT_MS } from '../../lib/constants.ts';
import { nearScrollEnd } from '../../lib/tiles/row-scroll.ts';

/**
 * Scrolling a list of tiles near its end loads its next page, as Next / Load more would: once the scrolling
 * has rested for the scroll timeout, a row scrolled within the row threshold of its end, or a grid whose
 * bottom is within the list threshold below the window's, calls `loadNext` (which answers false when there is
 * no next page or one is loading). It answers the viewer's own scrolling only (wheel, touch, the scroll bar),
 * and after a page is asked for, by this or by a control (`disarm`), it waits for more of it. The controls stay, for the keyboard and for rows that do not scroll.
 */
export function useLoadNearEnd(listRef: RefObject<HTMLElement | null>, grid: boolean, loadNext: () => boolean): { disarm: () => void } {
  const load = useRef(loadNext);
  // Only the viewer's own scrolling (wheel, touch, the scroll bar) loads, and once per page: a scroll the page
  // makes itself (a card or Next focused from the keyboard, a chevron, Playwright's scroll into view) does not,
  // so the focused control stays where it is and a click on Next does not load a second page.
  const armed = useRef(false);
  useEffect(() => {
    load.current = loadNext;
  });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const scrolls = grid ? fromEvent(window, 'scroll', { passive: true }) : fromEvent(list, 'scroll', { passive: true });
    const subscription = scrolls.pipe(debounceTime(SCROLL_TIMEOUT_MS)).subscribe(() => {
      if (!armed.current) return;
      let near: boolean;
      if (grid) {
        const box = list.getBoundingClientRect();
        near = box.top < window.innerHeight && nearScrollEnd(window.innerHeight, box.bottom, SCROLL_THRESHOLD_LIST_PX);
      } else {
        near = list.scrollWidth > list.clientWidth && nearScrollEnd(list.scrollLeft + list.clientWidth, list.scrollWidth, SCROLL_THRESHOLD_ROW_PX);
      }
      if (near && load.current()) armed.current = false;
    });
    const arm = () => {
      armed.current = true;
    };
    const target = grid ? window : list;
    target.addEventListener('wheel', arm, { passive: true });
    target.addEventListener('touchmove', arm, { passive: true });
    list.addEventListener('pointerdown', arm);
    return () => {
      subscription.unsubscribe();
      target.removeEventListener('wheel', arm);
      target.removeEventListener('touchmove', arm);
      list.removeEventListener('pointerdown', arm);
    };
  }, [listRef, grid]);
  return { disarm: () => void (armed.current = false) };
}
