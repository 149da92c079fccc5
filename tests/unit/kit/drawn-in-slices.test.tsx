// @vitest-environment jsdom
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReadDrawnInSlices } from '../../../app/kit/drawn-in-slices.ts';
import { nextTask } from '../../support/next-task.ts';

// A page's read (PageView) reaches it in the task in which Apollo Client caches the answer; the page draws the answer
// in a render of its own, cut into slices, so that task does not also hold every row and tile. Time is an input here:
// React's scheduler reads performance.now(), which the test moves on by hand as tiles render.

const TILES = 4;
/** Each tile "takes" this long on the test's clock: more than a slice (React yields after 5 ms of rendering). */
const TILE_MS = 10;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a read drawn in slices', () => {
  it('draws a new answer after the task that delivered it, a few tiles at a time, with every part of the read together', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let drawnTiles = 0;
    const drawn: { loading: boolean; more: boolean; tiles: number }[] = [];
    function Tile() {
      clock += TILE_MS;
      drawnTiles += 1;
      return <li>tile</li>;
    }
    let deliver: (answer: string[]) => void = () => undefined;
    function Page() {
      const [answer, setAnswer] = useState<string[] | undefined>(undefined);
      deliver = setAnswer;
      // What the page draws from its read, as one value (PageView's `read`): `more` says that rows follow the answer.
      const read = useMemo(() => ({ data: answer, loading: answer === undefined, error: undefined, more: answer !== undefined }), [answer]);
      const { data, loading, error, more } = useReadDrawnInSlices(read);
      drawn.push({ loading, more, tiles: data?.length ?? 0 });
      if (error) return <p>failed</p>;
      return loading ? <p>loading</p> : <ul>{data?.map((name) => <Tile key={name} />)}</ul>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    // (Not in a React test environment: act() would run every slice at once.)
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root.render(<Page />);
      await new Promise<void>((done) => nextTask(done));
      await new Promise<void>((done) => nextTask(done));
      expect(container.textContent).toBe('loading');

      // The answer arrives as Apollo Client delivers it: a plain (not deferred) update.
      deliver(Array.from({ length: TILES }, (_, index) => `tile ${index}`));
      // The update's own render draws the page as it was (nothing half-loaded: still loading, no tiles).
      await Promise.resolve();
      expect(drawn.every((state) => state.loading === (state.tiles === 0) && state.more === state.tiles > 0)).toBe(true);
      const seen: number[] = [];
      await new Promise<void>((done) => {
        const look = () => {
          seen.push(drawnTiles);
          if (container.querySelectorAll('li').length === TILES) done();
          else nextTask(look);
        };
        nextTask(look);
      });
      // Other work ran while only some of the tiles had been drawn.
      expect(seen.some((count) => count > 0 && count < TILES)).toBe(true);
      // Every render drew the parts of one read together.
      expect(drawn.every((state) => state.loading === (state.tiles === 0) && state.more === state.tiles > 0)).toBe(true);
    } finally {
      root.unmount();
      delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    }
  });
});
