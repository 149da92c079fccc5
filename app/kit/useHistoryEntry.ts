import { useCallback, useEffect, useRef } from 'react';

/** Whether the current history entry is the one a layer marked `mark` pushed. */
function ownsHistoryEntry(mark: string): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && mark in state;
}

/**
 * A layer over the page (an overlay) with its own browser history entry, so that Back closes it: the entry
 * (marked `mark` in its state, keeping the page's own state) is pushed when the layer opens, unless it is
 * already there; the browser's Back calls `onClose` once. The returned `close` is the layer's own way out:
 * it calls `onClose` once and steps back off the entry (whose popstate then finds the layer closed).
 */
export function useHistoryEntry(mark: string, onClose: () => void): () => void {
  const closedRef = useRef(false);
  useEffect(() => {
    if (!ownsHistoryEntry(mark)) window.history.pushState({ ...(window.history.state as object | null), [mark]: true }, '');
    const onPop = () => {
      if (closedRef.current) return;
      closedRef.current = true;
      onClose();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [mark, onClose]);
  return useCallback(() => {
    if (closedRef.current) return;
    closedRef.current = true;
    onClose();
    // Step back off the layer's own entry (its popstate then finds the layer closed).
    if (ownsHistoryEntry(mark)) window.history.back();
  }, [mark, onClose]);
}
