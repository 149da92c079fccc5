import { useEffect, useRef, type RefObject } from 'react';
import { isFocusKey, nextTileFocus, type CardBox, type FocusKey } from '../../lib/tiles/tile-focus.ts';

/** A row or grid of tiles that takes part in arrow-key navigation. */
export const TILE_LIST_ATTRIBUTE = 'data-tile-list';
/**
 * Marks an element after the last drawn list while more lists are on their way (a page's rows still to be drawn
 * or loaded): Down at the last drawn list then moves once the next one appears.
 */
export const TILE_LISTS_FOLLOW_ATTRIBUTE = 'data-tile-lists-follow';
/** An item of such a list: a tile card (its `li`) or a paging control's `li`. */
const ITEM_SELECTOR = ':scope > li:has([data-tile-focus]), :scope > li.tile-next, :scope > li.tile-previous';

function focusTarget(item: Element): HTMLElement | null {
  return item.querySelector<HTMLElement>('[data-tile-focus]') ?? item.querySelector<HTMLElement>('button');
}

function itemsOf(list: Element): Element[] {
  return Array.from(list.querySelectorAll(ITEM_SELECTOR));
}

/** The lists navigation moves across: those of the same dialog, or of the page, that are not inert. */
function listsAround(list: Element): Element[] {
  const root = list.closest('[role="dialog"], dialog') ?? list.ownerDocument;
  return Array.from(root.querySelectorAll(`[${TILE_LIST_ATTRIBUTE}]`)).filter(
    (candidate) => !candidate.closest('[inert]') && (root !== list.ownerDocument || !candidate.closest('[role="dialog"], dialog')),
  );
}

/** Where a key leads from the card holding `from`: the element to focus, null for nowhere, undefined when `from` is in no card. */
function nextTarget(list: Element, from: Node, key: FocusKey): HTMLElement | null | undefined {
  const boxes: CardBox[] = [];
  const targets: HTMLElement[] = [];
  let current = -1;
  listsAround(list).forEach((candidate, listIndex) => {
    for (const item of itemsOf(candidate)) {
      const target = focusTarget(item);
      if (!target) continue;
      const box = item.getBoundingClientRect();
      if (item.contains(from)) current = boxes.length;
      boxes.push({ list: listIndex, top: box.top, left: box.left, width: box.width });
      targets.push(target);
    }
  });
  if (current < 0) return undefined;
  const next = nextTileFocus(boxes, current, key);
  return next === null ? null : (targets[next] ?? null);
}

/** Whether more lists are on their way after `list` (TILE_LISTS_FOLLOW_ATTRIBUTE after it, in its dialog or page). */
function listsFollow(list: Element): boolean {
  const root = list.closest('[role="dialog"], dialog') ?? list.ownerDocument;
  return Array.from(root.querySelectorAll(`[${TILE_LISTS_FOLLOW_ATTRIBUTE}]`)).some(
    (marker) => (list.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

/**
 * Down pressed at the last drawn list while more are on their way: the focus moves from `from` to the nearest card
 * below once one appears, unless the focus has left `from` meanwhile or no more lists are coming. Returns a cancel.
 */
function moveDownWhenListsArrive(list: Element, from: HTMLElement): () => void {
  const root = list.closest('[role="dialog"], dialog') ?? list.ownerDocument.body;
  const observer = new MutationObserver(() => {
    if (from.ownerDocument.activeElement !== from) return observer.disconnect();
    const next = nextTarget(list, from, 'ArrowDown');
    if (next) {
      observer.disconnect();
      next.focus();
    } else if (!listsFollow(list)) {
      observer.disconnect();
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Roving focus over a list of tiles: one item of the list is a Tab stop (the last focused, else the first);
 * every other card and every action button of those cards is reachable with the arrow keys (nextTileFocus),
 * which also cross to the lists above and below. A card focused from the keyboard is scrolled fully into view.
 * Down at the last drawn list, while the page's next rows are still being drawn or loaded (TILE_LISTS_FOLLOW_ATTRIBUTE),
 * moves once they appear, as on a TV: the press is not lost.
 */
export function useTileNavigation(listRef: RefObject<HTMLElement | null>): void {
  const active = useRef<Element | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;

    const apply = () => {
      const items = itemsOf(list);
      const current = active.current && items.includes(active.current) ? active.current : (items[0] ?? null);
      for (const item of items) {
        const tabIndex = item === current ? 0 : -1;
        for (const element of item.querySelectorAll<HTMLElement>('a[href], button, [data-tile-focus]')) {
          if (element.tabIndex !== tabIndex) element.tabIndex = tabIndex;
        }
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      const item = itemsOf(list).find((candidate) => candidate.contains(event.target as Node));
      if (!item) return;
      if (item !== active.current) {
        active.current = item;
        apply();
      }
      // Keyboard focus (not a click, which must land where it was aimed) brings the whole card into view.
      if (event.target instanceof HTMLElement && event.target.matches(':focus-visible')) {
        (item.querySelector('.tile') ?? item).scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
    };

    // A Down press waiting for the next lists (moveDownWhenListsArrive).
    let cancelWaitingDown: (() => void) | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFocusKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      cancelWaitingDown?.();
      cancelWaitingDown = null;
      const next = nextTarget(list, event.target as Node, event.key);
      if (next === undefined) return;
      if (next === null && event.key === 'ArrowDown' && event.target instanceof HTMLElement && listsFollow(list)) {
        event.preventDefault();
        cancelWaitingDown = moveDownWhenListsArrive(list, event.target);
        return;
      }
      // At the ends of a line the focus stays (the row does not scroll away from it); above the first list or
      // below the last, Up and Down scroll the page as usual (to the hero, say).
      if (next === null && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) return;
      event.preventDefault();
      next?.focus();
    };

    apply();
    const observer = new MutationObserver(apply);
    observer.observe(list, { childList: true, subtree: true });
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      cancelWaitingDown?.();
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('keydown', onKeyDown);
    };
  }, [listRef]);
}
