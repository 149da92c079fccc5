// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusHeadingWhenDrawn, HEADING_WATCH_MS, OPENER_WAIT_MS } from '../../../app/frame/main-heading-focus.ts';

// After a route change the shell watches the main region's content for the new page's main heading (an h1 drawn
// later: a lazily loaded page, one reading its data). Each change it sees makes it look for a drawn h1 (a query and a
// layout read), so the watch ends as soon as it has done its work or can no longer: the heading focused, the viewer
// going on (a key, a pointer, the wheel, a finger), HEADING_WATCH_MS gone by on the clock (vitest's here).

const RealMutationObserver = window.MutationObserver;
let observers: Array<{ disconnected: boolean }> = [];
let scrolledIntoView: Element[] = [];

/** Lets the DOM changes made so far reach the watch (its observer's callback, then its attempt after the page's effects). */
async function settle(): Promise<void> {
  await Promise.resolve();
  await Promise.resolve();
  vi.advanceTimersByTime(0);
}

function drawHeading(main: HTMLElement, text: string): HTMLElement {
  const heading = document.createElement('h1');
  heading.textContent = text;
  main.append(heading);
  return heading;
}

describe("the watch for the new page's main heading", () => {
  let main: HTMLElement;
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    observers = [];
    vi.stubGlobal(
      'MutationObserver',
      class extends RealMutationObserver {
        disconnected = false;
        constructor(callback: MutationCallback) {
          super(callback);
          observers.push(this);
        }
        override disconnect() {
          this.disconnected = true;
          super.disconnect();
        }
      },
    );
    // jsdom lays nothing out: an element is drawn while it is in the document and not hidden.
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      const drawn = this.isConnected && this.closest('[hidden]') === null;
      return { length: drawn ? 1 : 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
    });
    // jsdom scrolls nothing and has no scrollIntoView: what the watch brings into sight is recorded.
    scrolledIntoView = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolledIntoView.push(this);
      },
    });
    main = document.createElement('main');
    main.tabIndex = -1;
    document.body.append(main);
    // As the shell does at the route change.
    main.focus();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    main.remove();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    vi.useRealTimers();
  });

  const watching = () => observers.length === 1 && observers[0]?.disconnected === false;

  it('focuses the heading once the page draws it, then stops watching: later changes of the page are not looked at', async () => {
    stop = focusHeadingWhenDrawn(main);
    expect(watching()).toBe(true);
    const loading = document.createElement('p');
    main.append(loading);
    await settle();
    expect(document.activeElement).toBe(main);
    expect(watching()).toBe(true);

    const heading = drawHeading(main, 'Guide');
    await settle();
    expect(document.activeElement).toBe(heading);
    expect(watching()).toBe(false);
    const looks = vi.spyOn(main, 'querySelectorAll');
    main.className = 'scrolled';
    loading.style.paddingTop = '400px';
    await settle();
    expect(looks).not.toHaveBeenCalled();
  });

  it('focuses a heading already drawn at once, and watches nothing', () => {
    const heading = drawHeading(main, 'Account');
    stop = focusHeadingWhenDrawn(main);
    expect(document.activeElement).toBe(heading);
    expect(watching()).toBe(false);
  });

  it.each([
    ['scrolls with the wheel', () => new WheelEvent('wheel', { bubbles: true, deltaY: 120 })],
    ['touches the screen', () => new Event('touchstart', { bubbles: true })],
    ['presses a key', () => new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' })],
    ['points', () => new Event('pointerdown', { bubbles: true })],
  ])('stops watching when the viewer %s on a page with no heading of its own', async (_action, event) => {
    stop = focusHeadingWhenDrawn(main);
    main.append(document.createElement('div'));
    await settle();
    expect(watching()).toBe(true);
    main.dispatchEvent(event());
    expect(watching()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    drawHeading(main, 'Late');
    await settle();
    expect(document.activeElement).toBe(main);
  });

  it('stops watching HEADING_WATCH_MS after the route change on a page that draws no heading, and focus stays on the main region', async () => {
    stop = focusHeadingWhenDrawn(main);
    const rows = document.createElement('div');
    main.append(rows);
    vi.advanceTimersByTime(HEADING_WATCH_MS - 1);
    rows.style.paddingTop = '200px';
    await settle();
    expect(watching()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(watching()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    const looks = vi.spyOn(main, 'querySelectorAll');
    rows.style.paddingTop = '400px';
    await settle();
    expect(looks).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(main);
  });

  it("with the player's opener: focuses the heading while the opener is not drawn, then the opener once drawn again, and stops", async () => {
    let opener: HTMLElement | null = null;
    stop = focusHeadingWhenDrawn(main, { opener: () => opener });
    const heading = drawHeading(main, 'Home');
    await settle();
    expect(document.activeElement).toBe(heading);
    expect(watching()).toBe(true);

    opener = document.createElement('button');
    opener.textContent = 'Play Yellowstone';
    main.append(opener);
    await settle();
    expect(document.activeElement).toBe(opener);
    expect(watching()).toBe(false);
  });

  it("with the player's opener already drawn: focuses it at once", async () => {
    const opener = document.createElement('button');
    main.append(opener);
    drawHeading(main, 'Home');
    stop = focusHeadingWhenDrawn(main, { opener: () => opener });
    expect(document.activeElement).toBe(opener);
    expect(watching()).toBe(false);
  });

  it('after a route change that is not the player closing, focuses the heading without scrolling (the page is shown from its top, or at its #fragment)', () => {
    drawHeading(main, 'Guide');
    stop = focusHeadingWhenDrawn(main);
    expect(scrolledIntoView).toEqual([]);
  });

  it("after the player closed with no opener to go back to: the heading has focus, brought into sight (the page is where the viewer left it, far below its top)", async () => {
    stop = focusHeadingWhenDrawn(main, {});
    const heading = drawHeading(main, 'Home');
    await settle();
    expect(document.activeElement).toBe(heading);
    expect(scrolledIntoView).toEqual([heading]);
    expect(watching()).toBe(false);
  });

  it("after the player closed, its opener gone: the heading has focus at once, brought into sight once the opener has not come for OPENER_WAIT_MS, and the watch stops", async () => {
    stop = focusHeadingWhenDrawn(main, { opener: () => null });
    const heading = drawHeading(main, 'Home');
    await settle();
    expect(document.activeElement).toBe(heading);
    // Not yet: a row far down the page is drawn once the restored position is measured, and would not be at the top.
    vi.advanceTimersByTime(OPENER_WAIT_MS - 1);
    expect(scrolledIntoView).toEqual([]);
    expect(watching()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(heading);
    expect(scrolledIntoView).toEqual([heading]);
    expect(watching()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("after the player closed, its opener drawn within the wait: the opener has focus, and the heading is never scrolled to", async () => {
    let opener: HTMLElement | null = null;
    stop = focusHeadingWhenDrawn(main, { opener: () => opener });
    drawHeading(main, 'Home');
    await settle();
    vi.advanceTimersByTime(OPENER_WAIT_MS - 1);
    opener = document.createElement('button');
    main.append(opener);
    await settle();
    expect(document.activeElement).toBe(opener);
    vi.advanceTimersByTime(HEADING_WATCH_MS);
    expect(scrolledIntoView).toEqual([]);
  });

  it("after the player closed, the viewer going on before the opener came: nothing is scrolled under them", async () => {
    stop = focusHeadingWhenDrawn(main, { opener: () => null });
    drawHeading(main, 'Home');
    await settle();
    main.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    vi.advanceTimersByTime(OPENER_WAIT_MS);
    expect(scrolledIntoView).toEqual([]);
    expect(watching()).toBe(false);
  });
});
