// @vitest-environment jsdom
import { useMemo, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReadDrawnInSlices } from '../../../app/kit/drawn-in-slices.ts';
import { nextTask } from '../../support/next-task.ts';

// A page's read (PageView) reaches it in the task in which Apollo Client caches the answer; the page draws a new answer
// in a render of its own, cut into slices, so that task does not also hold every row and tile — except the first
// answer over the placeholders (the first screen), drawn at once in the render it causes. Time is an input here:
// React's scheduler reads performance.now(), which the test moves on by hand as tiles render.

const TILES = 4;
/** Each tile "takes" this long on the test's clock: more than a slice (React yields after 5 ms of rendering). */
const TILE_MS = 10;

/** The page's answer as Apollo Client holds it: read through useSyncExternalStore, as useQuery reads its result. */
function answerStore() {
  let answer: string[] | undefined;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => answer,
    /** Whether the page listens (useSyncExternalStore subscribes in an effect after the page's first commit). */
    heard: () => listeners.size > 0,
    /** The answer written into the cache: every reader hears of it at once. */
    deliver: (next: string[]) => {
      answer = next;
      for (const listener of listeners) listener();
    },
  };
}

function tileNames(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `tile ${index}`);
}

let clock = 0;
let drawnTiles = 0;
/** What each render of the page drew: whether it said loading, whether it said more rows follow, its tiles. */
let drawn: { loading: boolean; more: boolean; tiles: number }[] = [];

function Tile() {
  clock += TILE_MS;
  drawnTiles += 1;
  return <li>tile</li>;
}

function Page({ store }: { store: ReturnType<typeof answerStore> }) {
  const answer = useSyncExternalStore(store.subscribe, store.get);
  // What the page draws from its read, as one value (PageView's `read`): `more` says that rows follow the answer (the
  // first screen's answer: the page's whole answer is still to come).
  const read = useMemo(() => ({ data: answer, loading: answer === undefined, error: undefined, more: answer !== undefined && answer.length < TILES }), [answer]);
  const { data, loading, error, more } = useReadDrawnInSlices(read);
  drawn.push({ loading, more, tiles: data?.length ?? 0 });
  if (error) return <p>failed</p>;
  return loading ? <p>loading</p> : <ul>{data?.map((name) => <Tile key={name} />)}</ul>;
}

/** Every render drew the parts of one read together: loading with no tiles, the first screen's tile with more to come. */
function partsTogether(): boolean {
  return drawn.every((state) => state.loading === (state.tiles === 0) && state.more === (state.tiles > 0 && state.tiles < TILES));
}

const settle = () => new Promise<void>((done) => nextTask(done));

/** The page's first commit is done and it listens to the answer. */
async function mounted(store: ReturnType<typeof answerStore>): Promise<void> {
  while (!store.heard()) await settle();
  await settle();
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  clock = 0;
  drawnTiles = 0;
  drawn = [];
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  container = document.createElement('div');
  root = createRoot(container);
  // (Not in a React test environment: act() would run every slice at once.)
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  root.unmount();
  delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  vi.restoreAllMocks();
});

describe('a read drawn in slices', () => {
  it('draws the first answer over the placeholders at once, in the render it causes', async () => {
    const store = answerStore();
    root.render(<Page store={store} />);
    await mounted(store);
    expect(container.textContent).toBe('loading');

    store.deliver(tileNames(TILES));
    // Only the microtasks the update queued (React renders an external store's update in one), no task between.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(container.querySelectorAll('li')).toHaveLength(TILES);
    expect(partsTogether()).toBe(true);
  });

  it('draws a new answer over a drawn one after the task that delivered it, a few tiles at a time, with every part of the read together', async () => {
    const store = answerStore();
    root.render(<Page store={store} />);
    await mounted(store);
    // The first screen's answer (one tile, more rows to come), drawn at once.
    store.deliver(tileNames(1));
    while (container.querySelectorAll('li').length === 0) await settle();
    await settle();

    // The whole page's answer arrives as Apollo Client delivers it: a plain (not deferred) update.
    store.deliver(tileNames(TILES));
    // The update's own render draws the page as it was (the first screen's tile, more rows still said to follow).
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(partsTogether()).toBe(true);
    drawnTiles = 0;
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
    expect(partsTogether()).toBe(true);
  });
});
