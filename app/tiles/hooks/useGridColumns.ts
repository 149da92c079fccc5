import { useLayoutEffect, useRef, useState } from 'react';
import { gridColumns } from '../../lib/tiles/grid-columns.ts';
import type { TileArtShape } from '../../lib/tiles/tile-art.ts';

/** A grid's column count, measured from its width (and again on every resize); 2 until measured. */
export function useGridColumns(enabled: boolean, shape: TileArtShape) {
  const ref = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(2);
  // Measured before the browser paints: a grid first drawn with the default 2 columns and then re-flowed moves every
  // tile on screen (a layout shift of 0.25 on a show page whose episodes arrive late).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setColumns(gridColumns(element.clientWidth, shape));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, shape]);
  return { ref, columns };
}
