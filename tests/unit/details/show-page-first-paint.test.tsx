// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheFirstRead } from '../../../app/api/graphql/client.ts';
import { detailFirstReadAnswered } from '../../../app/features/details/logic/detail-art-preload.ts';
import { detailFirstReadVariables } from '../../../app/lib/pages/detail-address.ts';
import { ShowPage } from '../../../app/pages/DetailPages.tsx';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { removePreloads, sendPageReadInSession } from '../../support/first-read-preload.ts';
import { stubResizeObserver } from '../../support/no-layout.ts';

// A show page draws its header (the show's art is the page's largest paint) as its answer arrives, and the tabs and
// rows below it (below a phone's whole first screen) in a later render React can interrupt, so the two are not one
// long task of the main thread, and the art's request does not wait for the rows to be drawn.

const view = setupViewTests();

// jsdom has no layout: grids that follow their size never hear of a change.
beforeAll(() => {
  stubResizeObserver();
});
afterAll(() => {
  vi.unstubAllGlobals();
});
// The page's first read preloads the show's art into the document's head (detailFirstReadAnswered); the next file
// of the worker (Home's hero backdrop test) counts preloads.
afterEach(removePreloads);

/** What the page showed after each of React's commits (a mutation observer's callback runs after each commit). */
interface Drawn {
  header: boolean;
  placeholders: boolean;
  tabs: boolean;
  tiles: number;
}

/** What the page shows now. */
function drawnNow(): Drawn {
  return {
    header: document.querySelector('.detail-header h1') !== null,
    placeholders: document.querySelector('.detail-page .page-placeholders') !== null,
    tabs: document.querySelector('[role="tablist"]') !== null,
    tiles: document.querySelectorAll('.tile:not(.tile-placeholder)').length,
  };
}

/**
 * The show's page in a profiler that notes what the page showed after each of React's commits (a page drawn from
 * the cache may commit twice within one task, where a mutation observer's callback would run once, after both).
 */
function profiledShowRoute(drawn: Drawn[]) {
  return (
    <Profiler id="show-page" onRender={() => drawn.push(drawnNow())}>
      {showRoute}
    </Profiler>
  );
}

const PATH = '/player/show/shw-yellowstone';
const showRoute = (
  <Routes>
    <Route path="/player/show/:id" element={<ShowPage title="Show Detail" />} />
  </Routes>
);

/** Waits until the whole page is drawn: its heading, the tabs and tiles. */
async function wholePage() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Yellowstone' }, { timeout: SCREEN_PATIENCE_MS })).toBeDefined();
  await screen.findByRole('tablist', {}, { timeout: SCREEN_PATIENCE_MS });
  await waitFor(() => expect(document.querySelectorAll('.tile:not(.tile-placeholder)').length).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
}

/** The view of a page load at the show's page: the entry's read sent and answered, written into the cache, nothing drawn yet. */
async function pageLoadWithFirstRead(session: string) {
  const variables = detailFirstReadVariables(PATH, '');
  if (!variables) throw new Error(`no first read for ${PATH}`);
  const sent = sendPageReadInSession(session, variables, detailFirstReadAnswered);
  const rendered = view.render(<></>, { session, path: PATH });
  await cacheFirstRead(rendered.graphql.apollo, sent);
  return rendered;
}

describe('a show page', () => {
  it('draws its header first, with placeholders where the tabs and rows go, then the tabs and rows in a later render', async () => {
    const drawn: Drawn[] = [];
    const observer = new MutationObserver(() => drawn.push(drawnNow()));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    try {
      view.render(
        <Routes>
          <Route path="/player/show/:id" element={<ShowPage title="Show Detail" />} />
        </Routes>,
        { path: '/player/show/shw-yellowstone' },
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Yellowstone' }, { timeout: SCREEN_PATIENCE_MS })).toBeDefined();
      await screen.findByRole('tablist', {}, { timeout: SCREEN_PATIENCE_MS });
      await waitFor(() => expect(document.querySelectorAll('.tile:not(.tile-placeholder)').length).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
    } finally {
      observer.disconnect();
    }
    const firstWithHeader = drawn.findIndex((state) => state.header);
    // The header's first commit drew no tab and no tile, only their placeholders…
    expect(drawn[firstWithHeader]).toEqual({ header: true, placeholders: true, tabs: false, tiles: 0 });
    // …and a later one the tabs and rows, the placeholders gone.
    expect(drawn.at(-1)).toMatchObject({ header: true, placeholders: false, tabs: true });
  });

  it("draws the page load's own page header first too, when the entry's read has put its answer in the cache before the page mounts", async () => {
    const rendered = await pageLoadWithFirstRead('show-first-paint-page-load');
    const drawn: Drawn[] = [];
    rendered.rerender(profiledShowRoute(drawn));
    await wholePage();
    const firstWithHeader = drawn.findIndex((state) => state.header);
    // The header's first commit (the art's) held no tab and no tile, only their placeholders: without this the page
    // mounted with its answer and drew everything at once, the art painted only after all of it.
    expect(drawn[firstWithHeader]).toEqual({ header: true, placeholders: true, tabs: false, tiles: 0 });
    expect(drawn.at(-1)).toMatchObject({ header: true, placeholders: false, tabs: true });
  });

  it('draws a later visit of the page from the cache whole at once (the shell restores the position in that commit)', async () => {
    const rendered = await pageLoadWithFirstRead('show-first-paint-later-visit');
    rendered.rerender(showRoute);
    await wholePage();
    // Away (another page) and back: the page mounts again with its answer in the cache.
    rendered.rerender(<></>);
    await waitFor(() => expect(document.querySelector('.detail-header')).toBeNull(), { timeout: SCREEN_PATIENCE_MS });
    const drawn: Drawn[] = [];
    rendered.rerender(profiledShowRoute(drawn));
    await wholePage();
    expect(drawn.find((state) => state.header)).toMatchObject({ header: true, placeholders: false, tabs: true });
  });
});
