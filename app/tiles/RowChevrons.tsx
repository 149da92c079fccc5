import { useEffect, useRef, useState, type RefObject } from 'react';
import { fromEvent, merge, Observable, share, throttleTime } from 'rxjs';
import { ROW_EDGE_THROTTLE_MS, ROW_RESIZE_THROTTLE_MS, ROW_SCROLL_ANIMATION_MS } from '../lib/constants.ts';
import { rowEndInView, rowScrollEdges, rowScrollPositionAt } from '../lib/tiles/row-scroll.ts';

/**
 * Size changes of an element (and of its children list), as a stream: a size report comes where the browser has just
 * laid the page out (reading the layout there costs nothing), including the first one once the element is laid out; a
 * change of its children (in the task of React's commit, where a read would make the browser lay the page out inside
 * that task) is reported at the next animation frame, before the browser draws the change.
 */
function resizes(element: Element): Observable<void> {
  return new Observable<void>((subscriber) => {
    const resize = new ResizeObserver(() => subscriber.next());
    resize.observe(element);
    let frame: number | null = null;
    const mutations = new MutationObserver(() => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        subscriber.next();
      });
    });
    mutations.observe(element, { childList: true });
    return () => {
      resize.disconnect();
      mutations.disconnect();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  });
}

/**
 * The edge chevrons of a row: shown where the row can scroll further (by more than the edge tolerance), they
 * scroll it by most of its width in the row scroll animation's time. The edges are checked at most once per
 * edge throttle while scrolling and once per resize throttle while the row resizes or fills (leading and
 * trailing, so the last position always counts). Pointer affordances: the keyboard moves card to card with
 * the arrow keys, so they are not Tab stops.
 *
 * The row's Next control shows only while the row's end is in view (`data-end-in-view`, tiles.css), which is marked
 * on every scroll, resize and change of the row's items (before the browser draws them), not on the throttle:
 * a mark left from before would show a Next the row's new width pushed to its edge as a sliver. A row that is not
 * laid out (drawn inside a page still hidden, GatedOutlet) is not measured: no mark and no chevron until it is.
 */
export function RowChevrons({ listRef, title }: { listRef: RefObject<HTMLElement | null>; title: string }) {
  const [edges, setEdges] = useState({ start: false, end: false });
  const animation = useRef<number | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const markEnd = () => {
      list.toggleAttribute('data-end-in-view', rowEndInView(list));
    };
    const measureEdges = () => {
      const next = list.clientWidth > 0 ? rowScrollEdges(list) : { start: false, end: false };
      setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    // First measured by the size report that comes once the row is laid out (none while it is not), not here: a read
    // in the effect made the browser lay the page out in its task, before the frame that lays it out anyway.
    const throttled = { leading: true, trailing: true };
    const scrolls = fromEvent(list, 'scroll', { passive: true });
    const sizes = resizes(list).pipe(share());
    const subscription = merge(
      scrolls.pipe(throttleTime(ROW_EDGE_THROTTLE_MS, undefined, throttled)),
      sizes.pipe(throttleTime(ROW_RESIZE_THROTTLE_MS, undefined, throttled)),
    ).subscribe(measureEdges);
    subscription.add(merge(scrolls, sizes).subscribe(markEnd));
    return () => {
      subscription.unsubscribe();
      if (animation.current !== null) cancelAnimationFrame(animation.current);
    };
  }, [listRef]);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const from = list.scrollLeft;
    const to = Math.max(0, Math.min(list.scrollWidth - list.clientWidth, from + direction * list.clientWidth * 0.8));
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      list.scrollLeft = to;
      return;
    }
    const started = performance.now();
    const step = (time: number) => {
      const elapsed = time - started;
      list.scrollLeft = rowScrollPositionAt(from, to, elapsed, ROW_SCROLL_ANIMATION_MS);
      animation.current = elapsed < ROW_SCROLL_ANIMATION_MS ? requestAnimationFrame(step) : null;
    };
    animation.current = requestAnimationFrame(step);
  };
  return (
    <>
      {edges.start ? (
        <button type="button" className="row-chevron" data-edge="start" tabIndex={-1} aria-label={`Scroll ${title} back`} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      {edges.end ? (
        <button type="button" className="row-chevron" data-edge="end" tabIndex={-1} aria-label={`Scroll ${title} forward`} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </>
  );
}
