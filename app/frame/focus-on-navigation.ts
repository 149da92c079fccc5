/**
 * Where focus goes after a route change (the shell's one rule; useFocusOnNavigation.ts carries it out). A link that
 * changes the page leaves focus on the body (the link went with the old page) or on the header's link (it stays):
 * either way a keyboard or screen-reader user would start again from the top with nothing announced. So the shell
 * moves focus to the new page — its main region at once, its main heading (h1) as soon as that is drawn, which
 * announces the page. Such a page is shown from its top, even one seen before (scroll-memory.ts), so the focused
 * heading is in sight and the next Tab goes on from what the viewer sees — except:
 * - the same page: only the query or the fragment changed (filters, a modal over the page, the skip link);
 * - Back and Forward: the viewer returns to where they were (the scroll memory restores the position), and focus
 *   is left to the browser — unless it closes the player (Escape and its close control go Back): the player was a
 *   full-screen layer over the page, and focus, which went away with it, goes back to the control that opened it
 *   when the page has drawn it again (player-opener.ts), else to the page's main heading, brought into sight
 *   (main-heading-focus.ts);
 * - the redirects of a page's first load (a replace before the viewer did anything): the document starts at its top;
 * - a dialog is open, or something inside the new page took focus itself (the player, a view that focuses its own
 *   first control): that focus stays;
 * - the player is open: a layer that holds focus itself, whose own route changes (Play now and autoplay's next
 *   title replace the route) drop focus with the button that went away, and which takes it back itself, so its keys
 *   (on its root) keep working.
 */

/** Where focus is once the new page has been drawn. */
export type FocusPlace =
  /** the body: what had focus went away with the old page */
  | 'nowhere'
  /** the main region itself */
  | 'main'
  /** what stays around every page: the header, its navigation, the footer */
  | 'frame'
  /** inside the new page: it took focus itself */
  | 'page'
  /** a dialog */
  | 'dialog';

export interface RouteChange {
  /** How the router got there: a link or navigate() (push), a replace, Back or Forward (pop). */
  navigation: 'PUSH' | 'REPLACE' | 'POP';
  /** The pathname changed (not only the query or fragment). */
  pathChanged: boolean;
  /** The viewer has pressed a key or pointed since the document loaded. */
  viewerActed: boolean;
  /** A dialog of the shell's modal stack is open (the page behind is inert). */
  modalOpen: boolean;
  /** The player is open over the page (it keeps focus on itself, and takes back focus dropped to the body). */
  playerOpen: boolean;
  /** The route left was the player's (it closed: Escape, its close control, Back). */
  leftPlayer: boolean;
}

/** Whether the shell moves focus to the new page (its main region, then its main heading). */
export function focusesNewPage(change: RouteChange, focus: FocusPlace): boolean {
  if (!change.pathChanged || change.modalOpen || change.playerOpen) return false;
  if (change.navigation === 'POP' && !change.leftPlayer) return false;
  if (change.navigation === 'REPLACE' && !change.viewerActed) return false;
  return focus === 'nowhere' || focus === 'main' || focus === 'frame';
}
