import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RowsComingPlaceholder, TILE_LISTS_FOLLOW_ATTRIBUTE } from '../../../tiles/index.ts';
import { nextVisibleRowCount, PROGRESSIVE_FIRST_ROWS } from '../logic/progressive-rows.ts';

interface Props<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Rows drawn at once. */
  initial?: number;
  /** Called when every drawn row is near the viewport and more rows can be loaded (the page's next groups). */
  onEndReached?: () => void;
  hasMoreToLoad?: boolean;
  /** More rows are on their way from elsewhere (Home's page request, after its first screen): a loading row holds their place. */
  rowsComing?: boolean;
  /** Drawn after the rows when those from elsewhere failed to come (the failure and Try Again); no more are promised then. */
  rowsFailed?: ReactNode;
}

/**
 * Draws the first rows at once and more as a sentinel after the last drawn row nears the viewport
 * (an IntersectionObserver), so the first tile paints without waiting for every row. Rows stay in the DOM
 * once drawn, so keyboard order and focus are those of a plain list; tabbing to the end scrolls the sentinel
 * into range and draws more. While rows are still to be drawn, loaded or on their way, the sentinel tells the arrow-key
 * navigation so (TILE_LISTS_FOLLOW_ATTRIBUTE): Down at the last drawn row moves once the next row appears.
 */
export function ProgressiveRows<T>({ items, keyOf, render, initial = PROGRESSIVE_FIRST_ROWS, onEndReached, hasMoreToLoad = false, rowsComing = false, rowsFailed = null }: Props<T>) {
  // Without IntersectionObserver (old browsers, jsdom) every row is drawn.
  const [visible, setVisible] = useState(() => (typeof IntersectionObserver === 'undefined' ? Number.POSITIVE_INFINITY : initial));
  const sentinel = useRef<HTMLDivElement>(null);
  const drawnAll = visible >= items.length;
  const more = !drawnAll || hasMoreToLoad;
  const endReached = useRef(onEndReached);
  useEffect(() => {
    endReached.current = onEndReached;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!more || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (drawnAll) endReached.current?.();
        else setVisible((count) => nextVisibleRowCount(count, items.length));
      },
      { rootMargin: '0px 0px 1200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, drawnAll, items.length, visible]);

  return (
    <>
      {items.slice(0, visible).map((item) => (
        <div key={keyOf(item)} className="progressive-row">
          {render(item)}
        </div>
      ))}
      {more || rowsComing ? <div ref={sentinel} className="progressive-rows-sentinel" aria-hidden="true" {...{ [TILE_LISTS_FOLLOW_ATTRIBUTE]: '' }} /> : null}
      {rowsComing && drawnAll ? <RowsComingPlaceholder /> : null}
      {rowsFailed}
    </>
  );
}
