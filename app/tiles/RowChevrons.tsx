import { useEffect, useState, type RefObject } from 'react';
import { ROW_EDGE_TOLERANCE_PX } from '../lib/constants.ts';

/**
 * The edge chevrons of a row: shown where the row can scroll further (by more than the edge tolerance), they
 * scroll it by most of its width. Pointer affordances: the keyboard moves card to card with the arrow keys,
 * so they are not Tab stops.
 */
export function RowChevrons({ listRef, title }: { listRef: RefObject<HTMLElement | null>; title: string }) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const start = list.scrollLeft > ROW_EDGE_TOLERANCE_PX;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - ROW_EDGE_TOLERANCE_PX;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(list);
    const mutations = new MutationObserver(measure);
    mutations.observe(list, { childList: true });
    return () => {
      list.removeEventListener('scroll', measure);
      resize.disconnect();
      mutations.disconnect();
    };
  }, [listRef]);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: reduced ? 'auto' : 'smooth' });
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
