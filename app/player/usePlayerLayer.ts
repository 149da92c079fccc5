import { useEffect, type RefObject } from 'react';
import { useFocusTrap } from '../kit/useFocusTrap.ts';

/** The parts of the layer, in document order: the app header while revealed, the player, and what sits over it (the mini controller while casting). */
function layerScopes(root: HTMLElement, headerRevealed: boolean): HTMLElement[] {
  const header = headerRevealed ? document.querySelector<HTMLElement>('header') : null;
  const above = Array.from(document.querySelectorAll<HTMLElement>('[data-layer="above-player"]'));
  return [...(header ? [header] : []), root, ...above];
}

/**
 * The player is a modal layer over the page it was opened from:
 * - focus is on the player itself at open (keys work at once; no control carries a focus ring);
 * - focus dropped by a control that went away (Stop casting, the cast picker) comes back to the player;
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
    // Read by player.css (the page behind does not scroll) and by the shell, which leaves focus to the player across
    // its own route changes (app/frame/main-heading-focus.ts).
    html.dataset.playerOpen = 'true';
    return () => {
      delete html.dataset.playerOpen;
    };
  }, [rootRef]);

  // A control that had focus went away (Stop casting once casting ends, the cast picker once a device is chosen):
  // focus goes back to the player, so its keys keep working, instead of staying on the page's body.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // After the components' own focus moves (the cast picker gives it back to its button): only what is still dropped.
    let check: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(check);
      check = setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) root.focus({ preventScroll: true });
      }, 0);
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(check);
    };
  }, [rootRef]);

  // The trap (the kit's, as a dialog's) catches Tab on the whole document: focus may have been dropped to the body.
  useFocusTrap(rootRef, { scopes: (root) => layerScopes(root, headerRevealed), listenOnDocument: true, preventScroll: true });
}
