import { useEffect, useRef, useState, type ReactNode } from 'react';
import { visibleRowWindow } from '../logic/virtual-rows.ts';

interface Props<T> {
  items: readonly T[];
  rowHeight: number;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Called when the window reaches the end (to load more groups). */
  onEndReached?: () => void;
}

/** Mounts only the rows near the viewport (window scroll); the DOM does not grow with the row count. */
export function VirtualRows<T>({ items, rowHeight, keyOf, render, onEndReached }: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);
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
