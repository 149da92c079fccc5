import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Hover (or keyboard focus) that lingers: shown at once on enter, gone `unmountDelayMs` after leaving, so
 * moving across a tile's own buttons never flickers it. Returns the flag and the handlers to spread.
 */
export function useLingeringHover(unmountDelayMs: number) {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const enter = useCallback(() => {
    clearTimeout(timer.current);
    setShown(true);
  }, []);
  const leave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(false), unmountDelayMs);
  }, [unmountDelayMs]);
  const handlers = {
    onPointerEnter: enter,
    onPointerLeave: leave,
    onFocus: enter,
    // Focus moving between the tile's own controls is not leaving it.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave();
    },
  };
  return { shown, handlers };
}
