// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShowDetailContent, type ShowOptions } from '../../../app/features/details/index.ts';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { stubResizeObserver } from '../../support/no-layout.ts';

// A show's detail draws its header as its answer arrives and the episodes below it in a later render (a deferred
// value). Moved from one show to another, it never draws the new show's header over the previous show's episodes:
// until the rows of the show named in the header are drawn, their placeholders hold their place.

const view = setupViewTests();

beforeAll(() => {
  stubResizeObserver();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const NO_OPTIONS: ShowOptions = { filterId: null, sorterId: null };

/** The two shows, by the name their header shows and the id their episode tiles link to. */
const YELLOWSTONE = { title: 'Yellowstone', id: 'shw-yellowstone' };
const FLY_FISHING = { title: 'Fly Fishing Tuscany', id: 'shw-fly-fishing-tuscany' };

/** What the detail showed after one of React's commits: the header's show and the show each drawn tile links to. */
interface Drawn {
  header: string | null;
  tiles: string[];
}

function drawnNow(): Drawn {
  return {
    header: document.querySelector('.detail-header h1')?.textContent ?? null,
    tiles: [...document.querySelectorAll('.detail-page .tile:not(.tile-placeholder)')].map((tile) => tile.querySelector('a[href^="/player/show/"]')?.getAttribute('href') ?? ''),
  };
}

function detail(id: string) {
  return <ShowDetailContent id={id} title="Show Detail" options={NO_OPTIONS} onOptionChosen={() => undefined} compact />;
}

/** Waits until the detail shows `show`'s header and its episodes, every one of them linking to the show. */
async function settledOn(show: { title: string; id: string }): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: show.title }, { timeout: SCREEN_PATIENCE_MS });
  await waitFor(
    () => {
      const { tiles } = drawnNow();
      expect(tiles.length).toBeGreaterThan(0);
      expect(new Set(tiles)).toEqual(new Set([`/player/show/${show.id}`]));
    },
    { timeout: SCREEN_PATIENCE_MS },
  );
}

describe("a show's detail moved to another show", () => {
  it("never draws one show's header over the other show's episodes: their placeholders hold the place until its own are drawn", async () => {
    const drawn: Drawn[] = [];
    const observer = new MutationObserver(() => drawn.push(drawnNow()));
    const rendered = view.render(detail(YELLOWSTONE.id));
    await settledOn(YELLOWSTONE);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    try {
      rendered.rerender(detail(FLY_FISHING.id));
      await settledOn(FLY_FISHING);
    } finally {
      observer.disconnect();
    }
    // After every commit, the tiles drawn under a header are that show's (or none: placeholders).
    const shows = new Map([YELLOWSTONE, FLY_FISHING].map((show) => [show.title, `/player/show/${show.id}`]));
    const mismatched = drawn.filter((state) => state.header !== null && state.tiles.some((tile) => tile !== shows.get(state.header ?? '')));
    expect(mismatched).toEqual([]);
    expect(drawn.some((state) => state.header === FLY_FISHING.title)).toBe(true);
  });
});
