import { useCallback, useEffect, useRef } from 'react';

/**
 * One pending timeout per component: scheduling again replaces the pending one, and unmounting
 * cancels it. The state machines' timer effects (revert after 5 s, 'Copied!' for 3 s) run through it.
 */
export function useRestartableTimeout(): (callback: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((callback, delayMs) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(callback, delayMs);
  }, []);
}
