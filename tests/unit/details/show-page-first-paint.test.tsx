// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShowPage } from '../../../app/pages/DetailPages.tsx';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
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

/** What the page showed after each of React's commits (a mutation observer's callback runs after each commit). */
interface Drawn {
  header: boolean;
  placeholders: boolean;
  tabs: boolean;
  tiles: number;
}

describe('a show page', () => {
  it('draws its header first, with placeholders where the tabs and rows go, then the tabs and rows in a later render', async () => {
    const drawn: Drawn[] = [];
    const observer = new MutationObserver(() => {
      drawn.push({
        header: document.querySelector('.detail-header h1') !== null,
        placeholders: document.querySelector('.detail-page .page-placeholders') !== null,
        tabs: document.querySelector('[role="tablist"]') !== null,
        tiles: document.querySelectorAll('.tile:not(.tile-placeholder)').length,
      });
    });
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
});
