import { matchPath } from 'react-router-dom';
import { PLAYER_OPENER_KEY_ATTRIBUTE } from '../lib/routing/playback-requested.ts';
import { PLAYER_BASE } from '../lib/routing/route-table.ts';

/**
 * The control that opened the player (a tile's Play, the hero's Play, a detail page's Play or Resume), so that focus
 * goes back to it when the player closes (focus-on-navigation.ts). The page under the player is drawn again on the
 * return, so the control is a new element: it is remembered as the page it was on and its key, the tile group and
 * tile it plays (PLAYER_OPENER_KEY_ATTRIBUTE: the same title's Play in two rows are two keys, whatever order the
 * page draws its rows in, or which of them it draws first); a control without a key (a link) by its name and which
 * of the main region's controls of that kind and name it was.
 */
export interface ControlMark {
  pathname: string;
  /** Its PLAYER_OPENER_KEY_ATTRIBUTE, if it has one: then only a control with that key is it. */
  key: string | null;
  /** 'button' or 'a'. */
  tag: string;
  /** Its aria-label, else its text ('Play Yellowstone'). */
  name: string;
  /** Its place among the main region's controls of the same key (or, without one, of the same tag and name), in document order. */
  index: number;
}

const CONTROLS = 'button, a[href]';

function nameOf(control: Element): string {
  return (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
}

/** The main region's controls that are the marked one's namesakes: the same key, or (without one) the same tag and name with no key. */
function sameControls(main: HTMLElement, { key, tag, name }: Pick<ControlMark, 'key' | 'tag' | 'name'>): HTMLElement[] {
  return Array.from(main.querySelectorAll<HTMLElement>(CONTROLS)).filter((control) => {
    const controlKey = control.getAttribute(PLAYER_OPENER_KEY_ATTRIBUTE);
    return key !== null ? controlKey === key : controlKey === null && control.localName === tag && nameOf(control) === name;
  });
}

/** The mark of the control `target` is in, when that control is inside the main region; else null. */
export function markControl(main: HTMLElement, target: EventTarget | null, pathname: string): ControlMark | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
  if (!control || !main.contains(control)) return null;
  const mark = { pathname, key: control.getAttribute(PLAYER_OPENER_KEY_ATTRIBUTE), tag: control.localName, name: nameOf(control) };
  return { ...mark, index: sameControls(main, mark).indexOf(control) };
}

/** The marked control on the page drawn again, if it is there (drawn, and on the same page). */
export function findControl(main: HTMLElement, mark: ControlMark, pathname: string): HTMLElement | null {
  if (mark.pathname !== pathname || mark.index < 0) return null;
  const control = sameControls(main, mark)[mark.index];
  return control && control.getClientRects().length > 0 ? control : null;
}

/** The pathname is the player's route (/player/player/:type/:id). */
export function isPlayerPath(pathname: string): boolean {
  return matchPath(`${PLAYER_BASE}/player/:type/:id`, pathname) !== null;
}
