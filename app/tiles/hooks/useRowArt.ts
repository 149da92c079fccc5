import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ROW_IN_VIEW_MARGIN, ROW_OVERSCAN_TILES } from '../../lib/constants.ts';
import { tilesWithArt, type TileRange } from '../../lib/tiles/row-scroll.ts';

/** The attribute naming a slot's tile, which the row reads to know whose art to load. */
export const TILE_SLOT_ID_ATTRIBUTE = 'data-tile-id';

export interface RowArt {
  /** The ids of the tiles whose art loads; null: every tile's (not measured yet, a grid, or no IntersectionObserver). */
  withArt: ReadonlySet<string> | null;
  /** A slot's ref: the row watches whether the slot is in view while it is mounted. */
  observe: (slot: HTMLLIElement | null) => (() => void) | undefined;
}

function sameIds(a: ReadonlySet<string> | null, b: ReadonlySet<string>): boolean {
  return a !== null && a.size === b.size && [...b].every((id) => a.has(id));
}

/**
 * A row loads the art of its tiles in view (within the in-view margin: half the row's width beyond each side)
 * and of the overscan's worth more on each side (tilesWithArt). Every card stays in the page, so the keyboard,
 * find-in-page and assistive technology reach them all; only their images wait. Grids load all (`enabled` false).
 */
export function useRowArt(listRef: RefObject<HTMLElement | null>, enabled: boolean): RowArt {
  const [withArt, setWithArt] = useState<ReadonlySet<string> | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const inView = useRef(new Set<Element>());
  const lastRange = useRef<TileRange | undefined>(undefined);

  const recompute = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const slots = Array.from(list.querySelectorAll<HTMLElement>(`[${TILE_SLOT_ID_ATTRIBUTE}]`));
    const shown = new Set<number>();
    slots.forEach((slot, index) => {
      if (inView.current.has(slot)) shown.add(index);
    });
    const range = tilesWithArt(shown, slots.length, ROW_OVERSCAN_TILES, lastRange.current);
    lastRange.current = range;
    const ids = new Set(slots.slice(range.start, range.end).map((slot) => slot.getAttribute(TILE_SLOT_ID_ATTRIBUTE) ?? ''));
    setWithArt((previous) => (sameIds(previous, ids) ? previous : ids));
  }, [listRef]);

  useEffect(() => {
    const list = listRef.current;
    if (!enabled || !list || typeof IntersectionObserver === 'undefined') return;
    const seen = inView.current;
    const watching = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) seen.add(entry.target);
          else seen.delete(entry.target);
        }
        recompute();
      },
      { root: list, rootMargin: ROW_IN_VIEW_MARGIN },
    );
    observer.current = watching;
    for (const slot of list.querySelectorAll(`[${TILE_SLOT_ID_ATTRIBUTE}]`)) watching.observe(slot);
    return () => {
      watching.disconnect();
      observer.current = null;
      seen.clear();
    };
  }, [enabled, listRef, recompute]);

  const observe = useCallback((slot: HTMLLIElement | null) => {
    if (!slot) return undefined;
    observer.current?.observe(slot);
    return () => {
      observer.current?.unobserve(slot);
      inView.current.delete(slot);
    };
  }, []);

  return { withArt: enabled ? withArt : null, observe };
}
