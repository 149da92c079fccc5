// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cacheFirstRead } from '../../../app/api/graphql/client.ts';
import { preloadHeroBackdrop } from '../../../app/features/browse/logic/hero-backdrop-preload.ts';
import { firstReadVariables } from '../../../app/lib/pages/first-screen.ts';
import { HomePage } from '../../../app/pages/BrowsePages.tsx';
import { preloads, sendPageReadInSession, setupPreloadTests } from '../../support/first-read-preload.ts';
import { ORIGIN, SCREEN_PATIENCE_MS } from '../../support/render.tsx';

// Home's largest paint is its first hero backdrop: the entry asks for it as soon as Home's first read answers, before
// Apollo Client and the first render, with the candidates the slide's <img> chooses from (the same ones, or it downloads twice).

// Page views without layout, media queries nor video (tests/support/no-layout.ts); no preload outlives its test.
const view = setupPreloadTests();

/** The view's session, which the entry's read carries. */
const SESSION = 'hero-backdrop-preload';

function sendHomeRead() {
  const variables = firstReadVariables('/player/mytv');
  if (!variables) throw new Error('no first read for Home');
  return sendPageReadInSession(SESSION, variables, preloadHeroBackdrop);
}

describe("Home's first hero backdrop", () => {
  it("is preloaded at high priority from the first read's answer, before the page renders, with the candidates the slide's image chooses from", async () => {
    const sentRead = sendHomeRead();
    // The answer alone inserts it: no Apollo Client, no render yet.
    await waitFor(() => expect(preloads()).toHaveLength(1), { timeout: SCREEN_PATIENCE_MS });
    const [link] = preloads();
    // (jsdom does not reflect these two properties as attributes; the browser journey reads the attributes.)
    expect(link).toMatchObject({ as: 'image', fetchPriority: 'high' });
    // The candidates, no href beside them (a browser could fetch that as well).
    const preloaded = { srcset: link?.getAttribute('imagesrcset'), sizes: link?.getAttribute('imagesizes'), href: link?.getAttribute('href') };
    expect(preloaded.srcset).toMatch(/\/hero\/.* 1440w$/);
    expect(preloaded.href).toBeNull();

    // The page drawn from the same read, as the entry does: the shown slide's backdrop asks for that very address.
    const rendered = view.render(<></>, { session: SESSION });
    await cacheFirstRead(rendered.graphql.apollo, sentRead);
    rendered.rerender(<HomePage />);
    const hero = await screen.findByRole('region', { name: 'Featured' }, { timeout: SCREEN_PATIENCE_MS });
    const backdrop = hero.querySelector<HTMLImageElement>('.hero-slide:not([data-phase="leave"]) img.hero-backdrop');
    expect(hero.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label')).toMatch(/^1 of \d+$/);
    expect({ srcset: backdrop?.getAttribute('srcset'), sizes: backdrop?.getAttribute('sizes'), href: null }).toEqual(preloaded);
    // Still the only preload: nothing asks for a second picture.
    expect(preloads()).toHaveLength(1);
  });

  it('is not preloaded when the first read fails (the page shows the failure, no picture is asked for)', async () => {
    let answered = false;
    view.server.use(
      http.post(`${ORIGIN}/graphql`, () => {
        answered = true;
        return HttpResponse.json({ errors: [{ message: 'unavailable' }] }, { status: 503 });
      }),
    );
    sendHomeRead();
    await waitFor(() => expect(answered).toBe(true), { timeout: SCREEN_PATIENCE_MS });
    // Past the answer's own handling (a macrotask after it arrived).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });
});
