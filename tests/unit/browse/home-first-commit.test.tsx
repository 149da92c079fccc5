// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../app/pages/BrowsePages.tsx';
import { cacheFirstRead } from '../../../app/api/graphql/client.ts';
import { sendFirstRead } from '../../../app/api/graphql/first-read.ts';
import { HOME_FIRST_SCREEN_GROUPS } from '../../../app/lib/constants.ts';
import { firstReadVariables } from '../../../app/lib/pages/first-screen.ts';
import { PROGRESSIVE_FIRST_COMMIT_ROWS } from '../../../app/features/browse/logic/progressive-rows.ts';
import { PageDocument, PageDocumentText } from '../../../generated/graphql/documents/PageDocument.ts';
import { ORIGIN, SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { withoutLayoutOrMotion } from '../../support/no-layout.ts';

// The commit that first draws Home's first screen holds the hero (its backdrop is Home's largest paint) and the row under
// it, what a phone's first screen shows, not every row of the first screen's answer: the other rows follow in a render
// React cuts into slices, right after. Drawn in that commit, they were rendered (their tiles, art and controls) before
// the hero could paint, on a phone's CPU too. The answer arrives here after the page's first commit (placeholders), as on
// the mock build; on the production-like preview it is in the cache before the first render and the page mounts with it:
// either way the rows mount with the answer, and the rows' list holds back all but the first.

const view = setupViewTests();
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

/** The rows drawn (each row's tiles are a list named after it; the hero is a region of its own). */
function rowCount(): number {
  return screen.queryAllByRole('list', { name: / tiles$/ }).length;
}

/** The microtasks queued so far and those they queue, but no task: React's scheduler runs its slices in tasks. */
async function microtasksOnly(): Promise<void> {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

describe("Home's first commit", () => {
  it("holds the hero and the first row; the first screen's other rows follow in a render of their own", async () => {
    const response = await globalThis.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'airwave_session=home-first-commit' },
      body: JSON.stringify({ operationName: 'Page', query: PageDocumentText, variables: HOME_FIRST_READ }),
    });
    const answer = await response.text();
    let deliver: () => void = () => undefined;
    const arrived = new Promise<Response>((resolve) => {
      deliver = () => resolve(new Response(answer, { headers: { 'content-type': 'application/json' } }));
    });
    // As the entry does: the read is sent before Apollo Client exists, and cacheFirstRead writes its answer into the
    // cache once it has arrived.
    const read = sendFirstRead({ url: `${ORIGIN}/graphql`, document: PageDocument, query: PageDocumentText, variables: { ...HOME_FIRST_READ }, fetch: () => arrived });
    const { graphql } = view.render(<HomePage />);
    const cached = cacheFirstRead(graphql.apollo, read);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: SCREEN_PATIENCE_MS })).toBeDefined();
    // Time is an input: React's scheduler reads performance.now(), moved on at every read, so a render React runs in
    // slices yields after every piece of work and cannot finish within the answer's own microtasks (as in
    // home-first-tile.test.tsx); what the answer's own render committed is on the screen after them.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 50));
    deliver();
    await cached;
    await microtasksOnly();
    expect(PROGRESSIVE_FIRST_COMMIT_ROWS).toBeLessThan(HOME_FIRST_SCREEN_GROUPS - 1);
    expect({ hero: screen.queryByRole('region', { name: 'Featured' }) !== null, rows: rowCount() }).toEqual({ hero: true, rows: PROGRESSIVE_FIRST_COMMIT_ROWS });
    vi.restoreAllMocks();
    // The first screen's other rows follow (one group of the answer is the hero).
    await waitFor(() => expect(rowCount()).toBe(HOME_FIRST_SCREEN_GROUPS - 1), { timeout: SCREEN_PATIENCE_MS });
  });
});
