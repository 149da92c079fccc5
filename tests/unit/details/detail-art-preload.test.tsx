// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { cacheFirstRead } from '../../../app/api/graphql/client.ts';
import { detailFirstReadAnswered } from '../../../app/features/details/logic/detail-art-preload.ts';
import { detailFirstReadVariables } from '../../../app/lib/pages/detail-address.ts';
import { EpisodePage, ShowPage } from '../../../app/pages/DetailPages.tsx';
import { preloads, sendPageReadInSession, setupPreloadTests } from '../../support/first-read-preload.ts';
import { SCREEN_PATIENCE_MS } from '../../support/render.tsx';

// A show's or an episode's page has its art as its largest paint: the entry asks for it as soon as the page's first
// read answers, before Apollo Client and the first render, with the address the header's <img> asks for (the same
// one, or it downloads twice).

const view = setupPreloadTests();

/** Sends the detail page's first read as the entry does for a page load at `path`, in the view's session. */
function sendDetailRead(path: string, session: string) {
  const variables = detailFirstReadVariables(path, '');
  if (!variables) throw new Error(`no first read for ${path}`);
  return sendPageReadInSession(session, variables, detailFirstReadAnswered);
}

describe("a detail page's art", () => {
  it.each([
    { page: 'show', path: '/player/show/shw-yellowstone', route: '/player/show/:id', element: <ShowPage title="Show Detail" />, heading: 'Yellowstone' },
    { page: 'episode', path: '/player/episode/epi-yellowstone-s5e1', route: '/player/episode/:id', element: <EpisodePage title="Episode Detail" pageType="EPISODE" />, heading: null },
  ])("is preloaded at high priority from the $page page's first read, before the page renders, with the address its header's image asks for", async ({ path, route, element, heading }) => {
    const session = `detail-art-preload-${path}`;
    const sentRead = sendDetailRead(path, session);
    // The answer alone inserts it: no Apollo Client, no render yet.
    await waitFor(() => expect(preloads()).toHaveLength(1), { timeout: SCREEN_PATIENCE_MS });
    const [link] = preloads();
    // (jsdom does not reflect these two properties as attributes.)
    expect(link).toMatchObject({ as: 'image', fetchPriority: 'high' });
    const preloaded = link?.getAttribute('href');
    expect(preloaded).toBeTruthy();

    // The page drawn from the same read, as the entry does: its header's art asks for that very address.
    const rendered = view.render(<></>, { session, path });
    await cacheFirstRead(rendered.graphql.apollo, sentRead);
    rendered.rerender(
      <Routes>
        <Route path={route} element={element} />
      </Routes>,
    );
    if (heading) await screen.findByRole('heading', { level: 1, name: heading }, { timeout: SCREEN_PATIENCE_MS });
    await waitFor(() => expect(document.querySelector('.detail-header img.detail-art')).not.toBeNull(), { timeout: SCREEN_PATIENCE_MS });
    expect(document.querySelector('.detail-header img.detail-art')?.getAttribute('src')).toBe(preloaded);
    // Still the only preload: nothing asks for a second picture.
    expect(preloads()).toHaveLength(1);
  });
});
