// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findControl, isPlayerPath, markControl } from '../../../app/frame/player-opener.ts';
import { PLAYER_OPENER_KEY_ATTRIBUTE, playerOpenerKey } from '../../../app/lib/routing/playback-requested.ts';

// The control that opened the player, found again on the page drawn again under it when the player closes.

describe('the player route', () => {
  it.each<[string, boolean]>([
    ['/player/player/vod/ast-1', true],
    ['/player/player/live/ch-2', true],
    ['/player/mytv', false],
    ['/player/show/shw-yellowstone', false],
    ['/player/player', false],
  ])('%s is the player: %s', (pathname, player) => {
    expect(isPlayerPath(pathname)).toBe(player);
  });
});

describe("the player's opener, marked and found again", () => {
  let main: HTMLElement;
  /** A page of controls without a key (found by name and place): two buttons of one name, one of another, a link. */
  function drawPage(): HTMLElement[] {
    main.replaceChildren();
    const controls = ['Play Yellowstone', 'Play Yellowstone', 'Play Tuscany'].map((name) => {
      const button = document.createElement('button');
      button.setAttribute('aria-label', name);
      button.append(document.createElement('span'));
      return button;
    });
    const link = document.createElement('a');
    link.href = '/player/show/shw-yellowstone';
    link.textContent = ' Yellowstone ';
    main.append(...controls, link);
    return [...controls, link];
  }
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return { length: this.isConnected && this.closest('[hidden]') === null ? 1 : 0 } as unknown as DOMRectList;
    });
    main = document.createElement('main');
    document.body.append(main);
  });
  afterEach(() => {
    main.remove();
    vi.restoreAllMocks();
  });

  it.each<[string, number]>([
    ["the hero's Play (the first of its name)", 0],
    ["the tile's Play of the same title (the second)", 1],
    ["another title's Play", 2],
    ["a tile's link", 3],
  ])('%s is found again on the page drawn again', (_case, which) => {
    const before = drawPage();
    // The click's target is inside the control (its icon).
    const mark = markControl(main, before[which]?.firstElementChild ?? before[which] ?? null, '/player/mytv');
    if (!mark) throw new Error('no mark');
    const after = drawPage();
    expect(findControl(main, mark, '/player/mytv')).toBe(after[which]);
  });

  /** A control as a page draws it: its name, and the key of what it plays from where (a tile's Play has one). */
  type Drawn = [name: string, key: string | null];
  function draw(controls: readonly Drawn[]): HTMLElement[] {
    main.replaceChildren();
    return controls.map(([name, key]) => {
      const button = document.createElement('button');
      button.setAttribute('aria-label', name);
      if (key !== null) button.setAttribute(PLAYER_OPENER_KEY_ATTRIBUTE, key);
      main.append(button);
      return button;
    });
  }
  const hero: Drawn = ['Play Yellowstone', playerOpenerKey(null, 'tile-ys')];
  const inRowA: Drawn = ['Play Yellowstone', playerOpenerKey('grp-a', 'tile-ys')];
  const inRowB: Drawn = ['Play Yellowstone', playerOpenerKey('grp-b', 'tile-ys')];
  const resumedInRowB: Drawn = ['Resume Yellowstone', playerOpenerKey('grp-b', 'tile-ys')];
  const other: Drawn = ['Play Tuscany', playerOpenerKey('grp-a', 'tile-tu')];

  // Two controls of one name (one title in two rows, in the hero and a row) are two controls: focus goes back to the
  // one pressed, never to its namesake, however the page is drawn again.
  it.each<[string, Drawn[], Drawn, Drawn[], Drawn | null]>([
    ['drawn again as it was', [inRowA, inRowB], inRowB, [inRowA, inRowB], inRowB],
    ['drawn again with its rows in another order', [inRowA, inRowB], inRowB, [inRowB, other, inRowA], inRowB],
    ['drawn again with its row drawn before the first row', [inRowA, inRowB], inRowB, [inRowB], inRowB],
    ["its namesake's row drawn, its own not yet", [inRowA, inRowB], inRowB, [inRowA], null],
    ["the hero's Play, the hero not drawn yet: not the row's Play of that title", [hero, inRowA], hero, [inRowA], null],
    ["the row's Play, with the hero drawn above it later", [inRowA], inRowA, [hero, inRowA], inRowA],
    ['its label changed (Play became Resume)', [inRowA, inRowB], inRowB, [inRowA, resumedInRowB], resumedInRowB],
  ])('a Play with a key, %s', (_case, before, pressed, after, expected) => {
    const mark = markControl(main, draw(before)[before.indexOf(pressed)] ?? null, '/player/mytv');
    if (!mark) throw new Error('no mark');
    const drawn = draw(after);
    expect(findControl(main, mark, '/player/mytv')).toBe(expected === null ? null : drawn[after.indexOf(expected)]);
  });

  it('is not found on another page, nor when not drawn', () => {
    const mark = markControl(main, drawPage()[2] ?? null, '/player/mytv');
    if (!mark) throw new Error('no mark');
    expect(findControl(main, mark, '/player/guide')).toBeNull();
    const after = drawPage();
    after[2]?.setAttribute('hidden', '');
    expect(findControl(main, mark, '/player/mytv')).toBeNull();
  });

  it('marks nothing outside the main region, nor what is not a control', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(markControl(main, outside, '/player/mytv')).toBeNull();
    outside.remove();
    const text = document.createElement('p');
    main.append(text);
    expect(markControl(main, text, '/player/mytv')).toBeNull();
  });
});
