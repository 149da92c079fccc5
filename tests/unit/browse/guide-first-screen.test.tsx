// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuidePage } from '../../../app/pages/BrowsePages.tsx';
import { GUIDE_FIRST_SCREEN_GROUPS } from '../../../app/lib/constants.ts';
import { GUIDE_INITIAL_GROUPS } from '../../../common/page-query.ts';
import { IDLE_PREFETCH_DELAY_MS } from '../../../common/when-settled.ts';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { withoutLayoutOrMotion } from '../../support/no-layout.ts';

// The Guide draws its first screen (Favorite channels, Recently Watched and the channel rows a phone's first screen
// reaches, with the overscan rows) from a request of its own; its page request, for its first 10 groups, waits until
// the page has settled or the viewer scrolls, presses a key, touches or clicks. Apollo Client writing the whole page
// request's answer into its cache was the longest task of the Guide's load, before its first paint.

const view = setupViewTests();

/** The `first` of every Guide `Page` operation sent, in order (Apollo batches operations in an array). */
let guideReads: number[];
/** The page-settled timer's callback, held instead of run, so the test says when the page has settled. */
let settle: (() => void) | undefined;

beforeEach(() => {
  guideReads = [];
  settle = undefined;
  view.server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/graphql') || request.method !== 'POST') return;
    const body: unknown = await request.clone().json();
    for (const operation of (Array.isArray(body) ? body : [body]) as { operationName?: string; variables?: { pageType?: string; first?: number } }[]) {
      if (operation.operationName === 'Page' && operation.variables?.pageType === 'GUIDE') guideReads.push(operation.variables.first ?? -1);
    }
  });
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number, ...rest: unknown[]) => {
    if (delay === IDLE_PREFETCH_DELAY_MS) {
      settle = handler;
      return 0 as unknown as ReturnType<typeof setTimeout>;
    }
    return realSetTimeout(handler, delay, ...rest);
  }) as typeof setTimeout);
});
afterEach(() => {
  vi.restoreAllMocks();
});

// jsdom has no layout, media queries nor video (tests/support/no-layout.ts).
withoutLayoutOrMotion();

async function firstScreenDrawn(): Promise<void> {
  await screen.findByRole('heading', { level: 2, name: 'Favorite channels' }, { timeout: SCREEN_PATIENCE_MS });
  await waitFor(() => expect(document.querySelectorAll('.virtual-row .tile').length).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
  // The page-settled wait has begun: nothing else holds the page request back now.
  await waitFor(() => expect(settle).toBeDefined(), { timeout: SCREEN_PATIENCE_MS });
}

describe("the Guide's first screen", () => {
  it('is drawn from a request for its groups alone; its first 10 groups are asked for when the viewer scrolls', async () => {
    expect(GUIDE_FIRST_SCREEN_GROUPS).toBeLessThan(GUIDE_INITIAL_GROUPS);
    view.render(<GuidePage />, { path: '/player/guide' });
    await firstScreenDrawn();
    // (Apollo's persisted-query protocol may send an operation's hash first and its text after: one read, two sends.)
    expect(new Set(guideReads)).toEqual(new Set([GUIDE_FIRST_SCREEN_GROUPS]));

    fireEvent.scroll(window);
    await waitFor(() => expect(guideReads).toContain(GUIDE_INITIAL_GROUPS), { timeout: SCREEN_PATIENCE_MS });
    await screen.findByRole('heading', { level: 2, name: 'Favorite channels' });
  });

  it('asks for its first 10 groups once the page has settled, the viewer doing nothing', async () => {
    view.render(<GuidePage />, { path: '/player/guide' });
    await firstScreenDrawn();
    expect(new Set(guideReads)).toEqual(new Set([GUIDE_FIRST_SCREEN_GROUPS]));

    settle?.();
    await waitFor(() => expect(guideReads).toContain(GUIDE_INITIAL_GROUPS), { timeout: SCREEN_PATIENCE_MS });
  });

  it("asks for no more groups when its page request's answer comes while the first screen's rows reach the list's end", async () => {
    // A phone's first screen laid out (jsdom has none: the channel list's place is given by hand): the list starts
    // 680 px down an 823 px viewport, so the window holds all three channel rows of the first screen's answer, its end.
    vi.stubGlobal('innerHeight', 823);
    const box = (top: number) => ({ top, bottom: top, left: 0, right: 412, width: 412, height: 0, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [box(0)] as unknown as DOMRectList);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return box(this.classList.contains('virtual-rows') ? 680 : 0);
    });
    view.render(<GuidePage />, { path: '/player/guide' });
    await firstScreenDrawn();
    // The viewer scrolls (the list is measured, its window reaching the end of the rows drawn), and the page request
    // leaves; its answer is drawn below the first screen's rows.
    fireEvent.scroll(window);
    await waitFor(() => expect(guideReads).toContain(GUIDE_INITIAL_GROUPS), { timeout: SCREEN_PATIENCE_MS });
    const list = () => document.querySelector<HTMLElement>('.virtual-rows');
    await waitFor(() => expect(Number.parseFloat(list()?.style.paddingBottom ?? '0')).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
    // Apollo batches requests every 20 ms: long enough for one asked for as the answer came to have left.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Its first 10 groups, and nothing more until the window reaches their end (the next groups would be 200).
    expect(new Set(guideReads)).toEqual(new Set([GUIDE_FIRST_SCREEN_GROUPS, GUIDE_INITIAL_GROUPS]));
  });
});
