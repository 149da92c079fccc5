import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { TILE_LISTS_FOLLOW_ATTRIBUTE } from '../../../tiles/index.ts';
import { VIRTUAL_ROW_OVERSCAN } from '../../../lib/constants.ts';
import { measuredRowHeight, visibleRowWindow, type MeasuredRowHeight } from '../logic/virtual-rows.ts';

interface Props<T> {
  items: readonly T[];
  /** Each row's height until the mounted rows have been measured (then: the tallest one's, plus the gap). */
  rowHeight: number;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Called when the window reaches the end (to load more groups). */
  onEndReached?: () => void;
  /** More rows are on their way from elsewhere (the Guide's page request, after its first screen). */
  rowsComing?: boolean;
  /** Drawn after the rows when those from elsewhere failed to come (the failure and Try Again); no more are promised then. */
  rowsFailed?: ReactNode;
}

/**
 * Mounts only the rows near the viewport (window scroll); the DOM does not grow with the row count. Every row
 * takes the height of the tallest mounted one, so rows sit one gap apart at any width (no blank band under a
 * row lower than an estimate).
 *
 * The first screen is drawn with the list's first row only (on a phone the Guide's first screen reaches one channel
 * row, on a laptop too). Where the list starts and how tall its rows are is read once the browser has laid them out
 * (a ResizeObserver: also when the list comes into sight from behind the shell's loading gate, or what is above it
 * grows), on scroll and on resize, never while React commits: a read there made the browser lay the whole page out
 * inside the commit's task. The rows the viewport reaches follow, and the overscan rows around them in a render React
 * can interrupt (a deferred value); while rows are still to come, Down at the last drawn row waits for them
 * (TILE_LISTS_FOLLOW_ATTRIBUTE).
 */
export function VirtualRows<T>({ items, rowHeight: estimatedRowHeight, keyOf, render, onEndReached, rowsComing = false, rowsFailed = null }: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<MeasuredRowHeight | null>(null);
  const rowHeight = measured?.height ?? estimatedRowHeight;
  // Null until the list's place has been read (once laid out in sight).
  const [view, setView] = useState<{ scrollTop: number; height: number } | null>(null);
  const overscan = useDeferredValue(VIRTUAL_ROW_OVERSCAN, 0);
  const sizes = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    // Called where the layout is already done (a resize report, a scroll, a window resize), so reading it costs nothing.
    const measure = () => {
      // A page drawn out of sight (behind the shell's loading gate) has no box to measure yet.
      if (list.getClientRects().length === 0) return setView(null);
      const scrollTop = -list.getBoundingClientRect().top;
      const height = window.innerHeight;
      setView((previous) => (previous?.scrollTop === scrollTop && previous.height === height ? previous : { scrollTop, height }));
      // The mounted rows' own heights (their content, not the slot they sit in).
      const rows = Array.from(list.children).filter((child) => child.classList.contains('virtual-row'));
      const tallest = Math.max(0, ...rows.map((row) => row.firstElementChild?.getBoundingClientRect().height ?? 0));
      setMeasured((previous) => measuredRowHeight(previous, list.clientWidth, tallest));
    };
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    if (typeof ResizeObserver === 'undefined') measure();
    else {
      sizes.current = new ResizeObserver(measure);
      sizes.current.observe(list);
      if (list.parentElement) sizes.current.observe(list.parentElement);
    }
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      sizes.current?.disconnect();
      sizes.current = null;
    };
  }, []);
  // Until the list has been measured, its first row.
  const range = view ? visibleRowWindow(view.scrollTop, view.height, rowHeight, items.length, overscan) : visibleRowWindow(0, 1, rowHeight, items.length, 0);
  // The rows mounted now report their size as they are laid out (watching reads nothing).
  useEffect(() => {
    const list = ref.current;
    const observer = sizes.current;
    if (!list || !observer) return;
    const contents = Array.from(list.children, (row) => (row.classList.contains('virtual-row') ? row.firstElementChild : null)).filter((content) => content !== null);
    for (const content of contents) observer.observe(content);
    return () => {
      for (const content of contents) observer.unobserve(content);
    };
  }, [items, range.start, range.end]);
  const atEnd = view !== null && items.length > 0 && range.end >= items.length;
  useEffect(() => {
    if (atEnd) onEndReached?.();
  }, [atEnd, onEndReached]);
  // Rows still to be drawn here, or on their way (then at the list's end).
  const rowsToCome = ((view === null || overscan < VIRTUAL_ROW_OVERSCAN) && range.end < items.length) || (rowsComing && range.end >= items.length);
  return (
    <>
      <div ref={ref} className="virtual-rows" style={{ paddingTop: range.padTop, paddingBottom: range.padBottom }}>
        {items.slice(range.start, range.end).map((item) => (
          <div key={keyOf(item)} className="virtual-row" style={{ height: rowHeight }}>
            {render(item)}
          </div>
        ))}
        {rowsToCome ? <div aria-hidden="true" {...{ [TILE_LISTS_FOLLOW_ATTRIBUTE]: '' }} /> : null}
      </div>
      {rowsFailed}
    </>
  );
}
