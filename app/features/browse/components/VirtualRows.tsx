import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { measuredRowHeight, visibleRowWindow, type MeasuredRowHeight } from '../logic/virtual-rows.ts';

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
 */
export function VirtualRows<T>({ items, rowHeight: estimatedRowHeight, keyOf, render, onEndReached }: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<MeasuredRowHeight | null>(null);
  const rowHeight = measured?.height ?? estimatedRowHeight;
  const [view, setView] = useState({ scrollTop: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight });
  useEffect(() => {
    const update = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setView({ scrollTop: -top, height: window.innerHeight });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  const range = visibleRowWindow(view.scrollTop, view.height, rowHeight, items.length);
  // Whenever other rows mount: their own heights (their content, not the slot they sit in).
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const tallest = Math.max(0, ...Array.from(list.children, (row) => row.firstElementChild?.getBoundingClientRect().height ?? 0));
    setMeasured((previous) => measuredRowHeight(previous, list.clientWidth, tallest));
  }, [items, range.start, range.end, view.height]);
  const atEnd = items.length > 0 && range.end >= items.length;
  useEffect(() => {
    if (atEnd) onEndReached?.();
  }, [atEnd, onEndReached]);
  return (
    <div ref={ref} className="virtual-rows" style={{ paddingTop: range.padTop, paddingBottom: range.padBottom }}>
      {items.slice(range.start, range.end).map((item) => (
        <div key={keyOf(item)} className="virtual-row" style={{ height: rowHeight }}>
          {render(item)}
        </div>
      ))}
    </div>
  );
}
