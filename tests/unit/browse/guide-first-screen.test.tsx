// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuidePage } from '../../../app/pages/BrowsePages.tsx';
import { GUIDE_FIRST_SCREEN_GROUPS } from '../../../app/lib/constants.ts';
import { GUIDE_INITIAL_GROUPS } from '../../../common/page-query.ts';
import { IDLE_PREFETCH_DELAY_MS } from '../../../common/when-settled.ts';
import { BATCH_INTERVAL_MS } from '../../../app/api/graphql/client.ts';
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
/**
 * Apollo's steps between asking for an operation and sending it that wait on more than promises: the persisted-query
 * link's hash (crypto.subtle.digest) and the batch link's timer. None pending, at a task's start, means every
 * operation asked for so far has been sent.
 */
let pendingSteps: number;
const realSetTimeout = globalThis.setTimeout;

beforeEach(() => {
  guideReads = [];
  settle = undefined;
  pendingSteps = 0;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('"Page"')) {
      const body: unknown = JSON.parse(init.body);
      for (const operation of (Array.isArray(body) ? body : [body]) as { operationName?: string; variables?: { pageType?: string; first?: number } }[]) {
        if (operation.operationName === 'Page' && operation.variables?.pageType === 'GUIDE') guideReads.push(operation.variables.first ?? -1);
      }
    }
    return realFetch(input, init);
  });
  const realDigest = crypto.subtle.digest.bind(crypto.subtle);
  vi.spyOn(crypto.subtle, 'digest').mockImplementation((...args: Parameters<typeof crypto.subtle.digest>) => {
    pendingSteps += 1;
    return realDigest(...args).finally(() => (pendingSteps -= 1));
  });
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number, ...rest: unknown[]) => {
    if (delay === IDLE_PREFETCH_DELAY_MS) {
      settle = handler;
      return 0 as unknown as ReturnType<typeof setTimeout>;
    }
    if (delay === BATCH_INTERVAL_MS) {
      pendingSteps += 1;
      return realSetTimeout(() => {
        pendingSteps -= 1;
        handler();
      }, delay);
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
    // Any request asked for as the answer was drawn has been sent once Apollo's hashing and batching are done (a
    // task later, so that the promises after the drawing's effects have run).
    await new Promise((resolve) => realSetTimeout(resolve, 0));
    await waitFor(() => expect(pendingSteps).toBe(0), { timeout: SCREEN_PATIENCE_MS });
    // Its first 10 groups, and nothing more until the window reaches their end (the next groups would be 200).
    expect(new Set(guideReads)).toEqual(new Set([GUIDE_FIRST_SCREEN_GROUPS, GUIDE_INITIAL_GROUPS]));
  });
});
