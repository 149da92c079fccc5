import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a paging control had the focus, the focus goes to the first card the new page brought (the card after
 * the last old one, or before the first), once it has arrived; the control itself leaves the list meanwhile.
 */
export function usePagingFocus(listRef: RefObject<HTMLUListElement | null>) {
  const pending = useRef<{ anchor: Element; direction: 'next' | 'previous' } | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new MutationObserver(() => {
      const wanted = pending.current;
      if (!wanted) return;
      const cards = Array.from(list.querySelectorAll('.tile-slot'));
      const at = cards.indexOf(wanted.anchor);
      const target = cards[wanted.direction === 'next' ? at + 1 : at - 1]?.querySelector<HTMLElement>('[data-tile-focus]');
      if (at < 0 || !target) return;
      pending.current = null;
      target.focus();
    });
    observer.observe(list, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [listRef]);
  return (button: HTMLButtonElement, direction: 'next' | 'previous') => {
    const list = listRef.current;
    if (!list || button.ownerDocument.activeElement !== button) return;
    const cards = list.querySelectorAll('.tile-slot');
    const anchor = direction === 'next' ? cards[cards.length - 1] : cards[0];
    pending.current = anchor ? { anchor, direction } : null;
  };
}
