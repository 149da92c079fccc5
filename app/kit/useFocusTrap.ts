import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** The controls that take focus (a dialog focuses its first at open). */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab stops at inside `scope`, in document order (laid out, not inert). */
function tabbablesIn(scope: Element): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));
}

/**
 * Where Tab (or Shift+Tab) goes inside the layer: 'native' within a part (the browser keeps radio groups to
 * one stop), the next part's control at a part's end (round from the last to the first), the first or last
 * control when focus was outside, and null (the root itself) when there is no control at all.
 */
function tabTarget(scopes: HTMLElement[], root: HTMLElement, backward: boolean): HTMLElement | 'native' | null {
  const active = document.activeElement;
  const parts = scopes.map(tabbablesIn);
  const items = parts.flat();
  if (items.length === 0) return null;
  const step = (from: HTMLElement | undefined) => {
    const index = from ? items.indexOf(from) : -1;
    return items[(index + (backward ? -1 : 1) + items.length) % items.length] ?? null;
  };
  if (!scopes.some((scope) => scope.contains(active))) {
    // A dialog of the app's own over the layer keeps its Tab.
    if (active instanceof HTMLElement && active !== document.body && active.closest('[role="dialog"], [role="alertdialog"]')) return 'native';
    return (backward ? items[items.length - 1] : items[0]) ?? null;
  }
  if (active === root) {
    const own = parts[scopes.indexOf(root)] ?? [];
    return backward || own.length === 0 ? step(own[0]) : 'native';
  }
  const part = parts.find((list) => list.includes(active as HTMLElement));
  if (!part) return 'native';
  const end = backward ? part[0] : part[part.length - 1];
  return active === end ? step(end) : 'native';
}

/** What the trap reads of a key press: a DOM KeyboardEvent or React's. */
type TabKeyEvent = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented' | 'preventDefault'>;

export interface FocusTrapOptions {
  /** The layer's parts in document order (default: the root alone); read at each key press. */
  scopes?: (root: HTMLElement) => HTMLElement[];
  /** Catch Tab wherever focus is, even dropped to the page's body (a document listener); otherwise the caller passes its own key presses to the returned handler. */
  listenOnDocument?: boolean;
  /** Move focus without scrolling (a layer over a page that must keep its scroll position). */
  preventScroll?: boolean;
}

/**
 * The one focus trap of a modal layer (the kit's `Dialog`, the player): Tab and Shift+Tab cycle through the
 * layer's controls, part to part, round from the last to the first, and never reach the page behind; a
 * Tab from outside the layer lands on its first (or last) control; with no control at all focus goes to the
 * root. A layer inside an inert page, or a key press with a modifier or already handled, is left alone.
 * Returns the key handler for the root's own key presses.
 */
export function useFocusTrap(rootRef: RefObject<HTMLElement | null>, options: FocusTrapOptions = {}): (event: TabKeyEvent) => void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const onKeyDown = useCallback(
    (event: TabKeyEvent) => {
      const root = rootRef.current;
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !root || root.closest('[inert]')) return;
      const scopes = latest.current.scopes?.(root) ?? [root];
      const target = tabTarget(scopes, root, event.shiftKey);
      if (target === 'native') return;
      event.preventDefault();
      (target ?? root).focus({ preventScroll: latest.current.preventScroll ?? false });
    },
    [rootRef],
  );
  const listenOnDocument = options.listenOnDocument ?? false;
  useEffect(() => {
    if (!listenOnDocument) return;
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [listenOnDocument, onKeyDown]);
  return onKeyDown;
}
