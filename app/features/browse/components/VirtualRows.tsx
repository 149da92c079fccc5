import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TILE_LISTS_FOLLOW_ATTRIBUTE } from '../../../tiles/index.ts';
import { measuredRowHeight, VIRTUAL_ROW_OVERSCAN, visibleRowWindow, type MeasuredRowHeight } from '../logic/virtual-rows.ts';

interface Props<T> {
  items: readonly T[];
  /** Each row's height until the mounted rows have been measured (then: the tallest one's, plus the gap). */
  rowHeight: number;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Called when the window reaches the end (to load more groups). */
  onEndReached?: () => void;
}

/**
 * Mounts only the rows near the viewport (window scroll); the DOM does not grow with the row count. Every row
 * takes the height of the tallest mounted one, so rows sit one gap apart at any width (no blank band under a
 * row lower than an estimate).
 *
 * The first screen is drawn with only the rows the viewport reaches (measured from where the list starts, before
 * the browser paints: on a phone the Guide's first screen reaches one channel row), and the overscan rows around
 * them in a later render React can interrupt (a deferred value), so they do not lengthen the first screen's task.
 * While those are still to come, Down at the last drawn row waits for them (TILE_LISTS_FOLLOW_ATTRIBUTE).
 */
export function VirtualRows<T>({ items, rowHeight: estimatedRowHeight, keyOf, render, onEndReached }: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<MeasuredRowHeight | null>(null);
  const rowHeight = measured?.height ?? estimatedRowHeight;
  // Null until the list's place can be measured (before the first paint, once it is in sight).
  const [view, setView] = useState<{ scrollTop: number; height: number } | null>(null);
  const overscan = useDeferredValue(VIRTUAL_ROW_OVERSCAN, 0);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      // A page drawn out of sight (behind the shell's loading gate) has no box to measure yet.
      if (list.getClientRects().length === 0) return setView(null);
      const scrollTop = -list.getBoundingClientRect().top;
      const height = window.innerHeight;
      setView((previous) => (previous?.scrollTop === scrollTop && previous.height === height ? previous : { scrollTop, height }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The list comes into sight, or what is above it on the page grows or shrinks, without a scroll.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(list);
    if (list.parentElement) resized?.observe(list.parentElement);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      resized?.disconnect();
    };
  }, []);
  // Until the list can be measured, its first row (the first screen reaches it on a phone and on a laptop).
  const range = view ? visibleRowWindow(view.scrollTop, view.height, rowHeight, items.length, overscan) : visibleRowWindow(0, 1, rowHeight, items.length, 0);
  // Whenever other rows mount: their own heights (their content, not the slot they sit in).
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const rows = Array.from(list.children).filter((child) => child.classList.contains('virtual-row'));
    const tallest = Math.max(0, ...rows.map((row) => row.firstElementChild?.getBoundingClientRect().height ?? 0));
    setMeasured((previous) => measuredRowHeight(previous, list.clientWidth, tallest));
  }, [items, range.start, range.end, view?.height]);
  const atEnd = view !== null && items.length > 0 && range.end >= items.length;
  useEffect(() => {
    if (atEnd) onEndReached?.();
  }, [atEnd, onEndReached]);
  const rowsToCome = (view === null || overscan < VIRTUAL_ROW_OVERSCAN) && range.end < items.length;
  return (
    <div ref={ref} className="virtual-rows" style={{ paddingTop: range.padTop, paddingBottom: range.padBottom }}>
      {items.slice(range.start, range.end).map((item) => (
        <div key={keyOf(item)} className="virtual-row" style={{ height: rowHeight }}>
          {render(item)}
        </div>
      ))}
      {rowsToCome ? <div aria-hidden="true" {...{ [TILE_LISTS_FOLLOW_ATTRIBUTE]: '' }} /> : null}
    </div>
  );
}
