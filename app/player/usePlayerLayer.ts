import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab stops at inside `scope`, in document order (laid out, not inert). */
function tabbablesIn(scope: Element): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));
}

/**
 * The player is a modal layer over the page it was opened from:
 * - focus is on the player itself at open (keys work at once; no control carries a focus ring);
 * - Tab and Shift+Tab cycle through the player's controls (and the app header while the viewer has revealed it)
 *   and never reach the page behind, even when focus was dropped (a control that went away);
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
      const header = headerRevealed ? document.querySelector('header') : null;
      const scopes = header ? [header, root] : [root];
      const active = document.activeElement;
      const inside = scopes.some((scope) => scope.contains(active));
      if (!inside && active instanceof HTMLElement && active !== document.body && active.closest('[role="dialog"], [role="alertdialog"]')) return;
      const items = scopes.flatMap(tabbablesIn);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus({ preventScroll: true });
        return;
      }
      // Within the layer the browser moves focus (radio groups keep one stop); at its ends it wraps round.
      if (event.shiftKey && (!inside || active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rootRef, headerRevealed]);
}
