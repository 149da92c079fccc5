import type { FocusPlace } from './focus-on-navigation.ts';

/**
 * How long after a route change the shell waits at most for the new page's main heading: a page still loading gets
 * its heading focused once drawn within this time; after it, focus stays on the main region (the watch stops, so a
 * page with no heading of its own does not keep a watch on every change of its content).
 */
export const HEADING_WATCH_MS = 10_000;

/** Where focus is, seen from the main region (the places focus-on-navigation.ts decides on). */
export function focusPlace(main: HTMLElement): FocusPlace {
  const active = document.activeElement;
  if (active === null || active === document.body || active === document.documentElement) return 'nowhere';
  if (active === main) return 'main';
  if (active.closest('[role="dialog"], [role="alertdialog"], dialog')) return 'dialog';
  return main.contains(active) ? 'page' : 'frame';
}

/**
 * The player is open over the page (usePlayerLayer.ts marks the document with `data-player-open`): a layer that
 * holds focus itself, on itself at open and back on itself when a control that had it goes away, also across its
 * own route changes (Play now and autoplay's next title replace the route while it stays open).
 */
export function playerOpen(): boolean {
  return document.documentElement.dataset.playerOpen !== undefined;
}

/**
 * The new page's main heading: the first h1 of the main region that is drawn (not a page still behind the loading
 * skeleton) and read (not inside a part still loading, `aria-busy`: its heading is replaced by the loaded page's),
 * outside any dialog and any part that takes focus itself (a container focusable by script, `tabindex="-1"`: the
 * player, whose title is an h1, focuses itself when it opens).
 */
function mainHeading(main: HTMLElement): HTMLElement | null {
  return (
    Array.from(main.querySelectorAll<HTMLElement>('h1')).find((heading) => {
      if (heading.getClientRects().length === 0 || heading.closest('[aria-busy="true"], [role="dialog"], dialog')) return false;
      const container = heading.parentElement?.closest('[tabindex="-1"]');
      return !container || container === main;
    }) ?? null
  );
}

/** What the viewer does that ends the watch: they go on from where they are (a key, a pointer, a scroll by wheel or touch). */
const VIEWER_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * How long after the page drawn again under a closed player has drawn its main heading the watch still waits for the
 * player's opener to be drawn (a row far down the page is drawn once the restored position has been measured) before
 * it takes the opener for gone: the heading it focused meanwhile is then where focus stays, brought into sight.
 */
export const OPENER_WAIT_MS = 2_000;

/** What the watch knows when the page is the one the player was closed over (Escape, its close control, Back). */
export interface AfterPlayer {
  /** The control that opened the player, once drawn again (player-opener.ts); null while it is not drawn. */
  opener?: () => HTMLElement | null;
}

/**
 * Puts focus on the main heading once the page has drawn it (a lazily loaded page, one behind the shell's loading
 * skeleton or still reading its data), while focus is on the main region or was dropped to the body. The watch (of
 * the main region's content, whose every change would have it look for a drawn h1) stops as soon as the heading has
 * focus; when the viewer presses a key, points or scrolls with the wheel or a finger (not on a `scroll` event: the
 * shell's own scroll memory scrolls a new page to its top); when something else takes focus (the player, a dialog,
 * a view of the page); and HEADING_WATCH_MS after it started. Returns the stop, for the next route change.
 *
 * `afterPlayer`: the page is the one under the player that closed, shown where the viewer left it (the scroll memory
 * restores the position on Back), so its heading at the top may be far out of sight. The player's opener, once drawn
 * again, gets focus instead of the heading; while it is not drawn yet the heading has focus, and the watch goes on
 * until it is — for at most OPENER_WAIT_MS after the heading was focused (or the watch stops as above). When there is
 * no opener to wait for, or it was not drawn within that time (it is gone: a title that left Keep Watching), focus
 * stays on the heading, scrolled into sight, so a keyboard viewer sees where focus is. The heading is not brought into
 * sight while the opener may still come: scrolled to the top, the page would not draw a row far down it.
 */
export function focusHeadingWhenDrawn(main: HTMLElement, afterPlayer?: AfterPlayer): () => void {
  const preferred = afterPlayer?.opener;
  let stopped = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let openerBound: ReturnType<typeof setTimeout> | undefined;
  // After the page's own effects, which may focus something of their own (the player).
  const observer = new MutationObserver(() => {
    clearTimeout(pending);
    pending = setTimeout(attempt, 0);
  });
  const bound = setTimeout(() => stop(), HEADING_WATCH_MS);
  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(pending);
    clearTimeout(bound);
    clearTimeout(openerBound);
    observer.disconnect();
    for (const type of VIEWER_EVENTS) document.removeEventListener(type, stop, true);
  }
  /** Where focus stays: the heading, in sight (only after the player: elsewhere the page is shown from its top). */
  function settleOn(heading: HTMLElement) {
    stop();
    if (afterPlayer && document.activeElement === heading) heading.scrollIntoView({ block: 'center' });
  }
  /** The heading this watch focused while waiting for the preferred control. */
  let placed: HTMLElement | null = null;
  function attempt() {
    const place = focusPlace(main);
    if (place !== 'main' && place !== 'nowhere' && (placed === null || document.activeElement !== placed)) {
      stop();
      return;
    }
    const control = preferred?.() ?? null;
    if (control) {
      control.focus();
      stop();
      return;
    }
    const heading = mainHeading(main);
    if (!heading) {
      if (place === 'nowhere') main.focus({ preventScroll: true });
      return;
    }
    // Focusable by script only; shell.css draws no ring on it (a heading is not a control).
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    if (!preferred) {
      settleOn(heading);
      return;
    }
    if (placed === null) openerBound = setTimeout(() => placed && settleOn(placed), OPENER_WAIT_MS);
    placed = heading;
  }
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class', 'aria-busy'] });
  for (const type of VIEWER_EVENTS) document.addEventListener(type, stop, { capture: true, passive: true });
  attempt();
  return stop;
}
