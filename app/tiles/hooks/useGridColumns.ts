import { useLayoutEffect, useRef, useState } from 'react';
import { GRID_MIN_COLUMNS } from '../../lib/constants.ts';
import { gridColumns, gridWidthForMoreColumns } from '../../lib/tiles/grid-columns.ts';
import type { TileArtShape } from '../../lib/tiles/tile-art.ts';

/** A grid's column count, measured from its width (and again on every resize); 2 until measured. */
export function useGridColumns(enabled: boolean, shape: TileArtShape) {
  const ref = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(GRID_MIN_COLUMNS);
  // Measured before the browser paints: a grid first drawn with the default 2 columns and then re-flowed moves every
  // tile on screen (a layout shift of 0.25 on a show page whose episodes arrive late). A grid is no wider than the
  // window, so where the window itself is too narrow for more than the least columns (a phone), that is the count,
  // known without reading the grid's width: a read here, in React's commit, makes the browser lay the whole page out
  // inside the commit's task (on a phone, two thirds of the show page's longest task). The window's width is asked of
  // a media query, which needs no layout (window.innerWidth does, on a phone's page). The size reports (read where the
  // browser has just laid the page out) follow every change after.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setColumns(gridColumns(element.clientWidth, shape));
    const wider = `(min-width: ${gridWidthForMoreColumns(shape)}px)`;
    // Without media queries (jsdom), measured as everywhere else.
    if (typeof window.matchMedia !== 'function' || window.matchMedia(wider).matches) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, shape]);
  return { ref, columns };
}
