import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab stops at inside `scope`, in document order (laid out, not inert). */
function tabbablesIn(scope: Element): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));
}

/** The parts of the layer, in document order: the app header while revealed, the player, and what sits over it (the mini controller while casting). */
function layerScopes(root: HTMLElement, headerRevealed: boolean): HTMLElement[] {
  const header = headerRevealed ? document.querySelector<HTMLElement>('header') : null;
  const above = Array.from(document.querySelectorAll<HTMLElement>('[data-layer="above-player"]'));
  return [...(header ? [header] : []), root, ...above];
}

/**
 * Where Tab (or Shift+Tab) goes inside the layer: 'native' within a part (the browser keeps radio groups to
 * one stop), the next part's control at a part's end (round from the last to the first), the first or last
 * control when focus was outside, and null (the player itself) when there is no control at all.
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
    // A dialog of the app's own over the page keeps its Tab.
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

/**
 * The player is a modal layer over the page it was opened from:
 * - focus is on the player itself at open (keys work at once; no control carries a focus ring);
 * - Tab and Shift+Tab cycle through the player's controls (with the app header while the viewer has revealed it,
 *   and the mini controller over it while casting) and never reach the page behind, even when focus was dropped
 *   (a control that went away);
 * - the page behind does not scroll while the player covers it (its scroll position is kept for the return).
 * A dialog of the app's own over the player (the page is inert then) keeps its own Tab.
 */
export function usePlayerLayer(rootRef: RefObject<HTMLElement | null>, { headerRevealed }: { headerRevealed: boolean }): void {
  useEffect(() => {
    // Unless a view inside has taken it already (the error view focuses its first action).
    if (!rootRef.current?.contains(document.activeElement)) rootRef.current?.focus({ preventScroll: true });
    const html = document.documentElement;
    html.dataset.playerOpen = 'true';
    return () => {
      delete html.dataset.playerOpen;
    };
  }, [rootRef]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !root || root.closest('[inert]')) return;
      const target = tabTarget(layerScopes(root, headerRevealed), root, event.shiftKey);
      if (target === 'native') return;
      event.preventDefault();
      (target ?? root).focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rootRef, headerRevealed]);
}
