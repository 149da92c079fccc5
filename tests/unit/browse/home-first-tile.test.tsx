// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../app/pages/BrowsePages.tsx';
import { cacheFirstRead } from '../../../app/api/graphql/client.ts';
import { sendFirstRead } from '../../../app/api/graphql/first-read.ts';
import { firstReadVariables } from '../../../app/lib/pages/first-screen.ts';
import { PageDocument, PageDocumentText } from '../../../generated/graphql/documents/PageDocument.ts';
import { ORIGIN, SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { withoutLayoutOrMotion } from '../../support/no-layout.ts';
import { nextTask } from '../../support/next-task.ts';

// Home's first tile is drawn in the render its first answer causes, not in a deferred render after it. The entry sends
// Home's first read before Apollo Client loads and writes its answer into the cache as it arrives (app/main.tsx,
// cacheFirstRead); on the mock build that answer comes after the page's first commit (placeholders), so the page gets
// it as an update. Drawn in a deferred render (drawn-in-slices.ts), the first tile waited for a render React runs in
// scheduler tasks, cut into slices, after one more render of the placeholders — and the tile's effects (the app's
// FIRST_TILE_MARK) ran only after the browser had painted: time to first tile 171 → 284 ms. Time is an input here:
// React's scheduler reads performance.now(), which the test moves on at every read, so a deferred render yields after
// every piece of work and cannot finish in the few tasks the answer's own work takes; the assertions look at the
// screen after the answer's microtasks only, before any task React's scheduler queued.

const view = setupViewTests();
/** The variables of the read the entry sends at once for a page load at Home's path. */
const HOME_FIRST_READ = (() => {
  const variables = firstReadVariables('/player/mytv');
  if (!variables) throw new Error("The entry sends no first read for Home's path");
  return variables;
})();

// jsdom has no layout, media queries nor video (tests/support/no-layout.ts).
withoutLayoutOrMotion();
afterEach(() => {
  vi.restoreAllMocks();
});

/** Home's first-screen answer from the mock world, as the entry's first read receives it. */
async function homeFirstScreenAnswer(): Promise<string> {
  const response = await globalThis.fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'airwave_session=home-first-tile' },
    body: JSON.stringify({ operationName: 'Page', query: PageDocumentText, variables: HOME_FIRST_READ }),
  });
  return response.text();
}

/** The first row's tiles (each row's tiles are a list named after it; the hero is a region of its own). */
function firstRowTiles(): HTMLElement[] {
  const row = screen.queryAllByRole('list', { name: / tiles$/ })[0];
  return row ? within(row).queryAllByRole('article') : [];
}

/** The microtasks queued so far and those they queue, but no task: React's scheduler runs its slices in tasks. */
async function microtasksOnly(): Promise<void> {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

describe("Home's first tile", () => {
  it('is drawn by the render its first answer causes, before any deferred render runs', async () => {
    const answer = await homeFirstScreenAnswer();
    let deliver: () => void = () => undefined;
    const arrived = new Promise<Response>((resolve) => {
      deliver = () => resolve(new Response(answer, { headers: { 'content-type': 'application/json' } }));
    });
    // As the entry does: the read is sent before Apollo Client exists, and cacheFirstRead writes its answer into the
    // cache once it has arrived (the page's own query, made on mount with the same variables, takes it first here).
    const read = sendFirstRead({ url: `${ORIGIN}/graphql`, document: PageDocument, query: PageDocumentText, variables: { ...HOME_FIRST_READ }, fetch: () => arrived });
    const { graphql } = view.render(<HomePage />);
    const cached = cacheFirstRead(graphql.apollo, read);
    // The page's first commit: placeholders, the answer still on its way.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: SCREEN_PATIENCE_MS })).toBeDefined();
    await new Promise<void>((done) => nextTask(done));
    expect(firstRowTiles()).toHaveLength(0);

    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 50));
    deliver();
    await cached;
    await microtasksOnly();
    // The answer is in the cache, and the first row's first tile is on the screen already.
    expect(firstRowTiles().length).toBeGreaterThan(0);
    vi.restoreAllMocks();
    // The rest settles as before: the hero and the first rows.
    await screen.findByRole('region', { name: 'Featured' }, { timeout: SCREEN_PATIENCE_MS });
  });

  it('is in the first commit when the answer is in the cache before the page mounts', async () => {
    const answer = await homeFirstScreenAnswer();
    const read = sendFirstRead({
      url: `${ORIGIN}/graphql`,
      document: PageDocument,
      query: PageDocumentText,
      variables: { ...HOME_FIRST_READ },
      fetch: () => Promise.resolve(new Response(answer, { headers: { 'content-type': 'application/json' } })),
    });
    // An empty view first: its client is the one the page then renders with.
    const { graphql, rerender } = view.render(<></>);
    await cacheFirstRead(graphql.apollo, read);
    const drawn: number[] = [];
    const observer = new MutationObserver(() => drawn.push(firstRowTiles().length));
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      rerender(<HomePage />);
      await waitFor(() => expect(firstRowTiles().length).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
    } finally {
      observer.disconnect();
    }
    // The page's first commit holds the first row's tiles: no commit of placeholders before it.
    expect(drawn[0]).toBeGreaterThan(0);
  });
});
