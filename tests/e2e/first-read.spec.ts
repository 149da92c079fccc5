import type { Request } from '@playwright/test';
import { GUIDE_FIRST_SCREEN_GROUPS } from '../../app/lib/constants.ts';
import { firstScreenGroupCount } from '../../app/lib/pages/refetch-triggers.ts';
import { GUIDE_INITIAL_GROUPS } from '../../common/page-query.ts';
import { pageSettings } from '../../common/page-settings.ts';
import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';
import { faultOnPageRequest } from './support/mock-control.ts';

// Home's first screen (and the Guide's page, a detail page, and on every page the user's subscription the shell's gate
// waits for) is read by the entry before Apollo Client has loaded (docs/decisions/0012-first-read-before-apollo.md);
// Apollo Client's query for it is answered from that read, never sent again.

interface SentOperation {
  operationName?: string;
  variables?: { pageType?: string; first?: number };
  query?: string;
}

/** The GraphQL operations a request of the page carries (Apollo batches them in an array; the entry's read is one). */
function operationsOf(request: Request): SentOperation[] {
  if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return [];
  const body = request.postDataJSON() as SentOperation | SentOperation[] | null;
  return Array.isArray(body) ? body : body ? [body] : [];
}

declare global {
  interface Window {
    /** The image preloads in the document's head at the moment the page's largest picture's <img> entered the document. */
    preloadsWhenArtRendered?: string[];
  }
}

/**
 * The largest paint of Home (its first hero backdrop) and of a show's page (its art) is asked for by the entry as soon
 * as the page's first read answers, before Apollo Client and the first render, with the address the <img> asks for.
 * Called before the page is opened (`selector`: the picture's <img>); the check it answers takes the shown picture.
 */
async function watchLargestPicture(page: Page, selector: string): Promise<(shown: string) => Promise<void>> {
  // At the commit that draws the <img>, the image preloads already in the document: a preload's request starts as its
  // link is inserted. (The test's clock replaces the page's performance timeline, so no timestamps.)
  await page.addInitScript((art) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(art)) return;
      // A preload of a responsive picture names its candidates (imagesrcset), and no href.
      window.preloadsWhenArtRendered = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('imagesrcset') ?? link.href);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(request.url());
  });
  return async (shown) => {
    const art = page.getByRole('main').locator(shown).first();
    await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), FIRST_LOAD).toBe(true);
    const seen = await art.evaluate((image: HTMLImageElement) => ({
      url: image.currentSrc,
      // What the picture asks for: its candidates when it has a srcset (the browser picks one), else its address.
      asks: image.getAttribute('srcset') ?? image.currentSrc,
      candidates: (image.getAttribute('srcset') ?? '').split(',').map((candidate) => new URL(candidate.trim().split(' ')[0] ?? '', document.baseURI).href),
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({ asks: link.getAttribute('imagesrcset') ?? link.href, sizes: link.getAttribute('imagesizes'), priority: link.getAttribute('fetchpriority') })),
      whenRendered: window.preloadsWhenArtRendered,
    }));
    // The preload asks for exactly what the shown image asks for (the address, or the candidates and sizes), at high priority…
    expect(seen.preloaded).toEqual([{ asks: seen.asks, sizes: await art.getAttribute('sizes'), priority: 'high' }]);
    // …and was in the document before React drew the image (from the first read's answer, not from the render)…
    expect(seen.whenRendered).toEqual([seen.asks]);
    // …so the picture is downloaded once, and no other of its candidates: a different choice would download it a second time.
    expect(requested.filter((url) => url === seen.url || seen.candidates.includes(url))).toEqual([seen.url]);
  };
}

test("Home's first screen is requested once, and the page request after it once, with tiles drawn from the answer; its first hero backdrop is asked for once, from the first read's answer, before it is rendered", async ({ page }) => {
  const expectLargestPicturePreloaded = await watchLargestPicture(page, 'img.hero-backdrop');
  const homeReads: { first: number | undefined; withQuery: boolean }[] = [];
  page.on('request', (request) => {
    for (const operation of operationsOf(request)) {
      if (operation.operationName === 'Page' && operation.variables?.pageType === 'HOME') {
        homeReads.push({ first: operation.variables.first, withQuery: typeof operation.query === 'string' });
      }
    }
  });
  const fullPage = pageSettings('HOME').initialFetch;
  const firstScreen = firstScreenGroupCount('HOME', fullPage, page.viewportSize()?.height ?? 0);
  const fullPageAnswered = page.waitForResponse(
    (response) => operationsOf(response.request()).some((operation) => operation.operationName === 'Page' && operation.variables?.first === fullPage),
    FIRST_LOAD,
  );
  await page.goto('/player/mytv');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 2, name: 'Keep Watching' })).toBeVisible();
  // The first slide's backdrop, read before the hero moves on.
  await expectLargestPicturePreloaded('.hero-slide:not([data-phase="leave"]) img.hero-backdrop');
  // The page request leaves only once the first screen's answer is in (and the page has settled), so any second
  // first-screen read would be before it.
  await fullPageAnswered;
  expect(homeReads.filter((read) => read.first === firstScreen)).toEqual([{ first: firstScreen, withQuery: true }]);
  // Apollo Client's persisted-query protocol may send the page request's hash first and its text after, or its hash
  // alone when the mocks already know the document (the page request leaves once the page has settled, and another
  // `Page` read may have taught them it by then): its text goes at most once.
  expect(homeReads.filter((read) => read.first === fullPage && read.withQuery).length).toBeLessThanOrEqual(1);
  expect(homeReads.filter((read) => read.first !== firstScreen && read.first !== fullPage)).toEqual([]);
});

declare global {
  interface Window {
    /** Lets Home's page request (the rows below its first screen), held by the test, leave. */
    releaseRestOfHome?: () => void;
  }
}

// Home's first read asks for the groups its first screen draws on the page load's screen: the hero and two rows on a
// short one (a phone, a laptop), three on a tall one. Fewer would leave the screen's bottom empty until the page request
// (after the page settles); more would be written into Apollo's cache and drawn below the screen before the first paint.
for (const screen of [
  { name: 'a phone', width: 412, height: 823 },
  { name: 'a tall desktop window', width: 1366, height: 1080 },
]) {
  test(`on ${screen.name} (${screen.width} × ${screen.height}) Home's first read asks for the groups that fill the screen, and no more`, async ({ page }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const fullPage = pageSettings('HOME').initialFetch;
    // The page request is held until the test has looked at the first screen (it would leave once the page settles).
    await page.addInitScript((full) => {
      const native = window.fetch.bind(window);
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      window.releaseRestOfHome = release;
      window.fetch = (input, init) => {
        const body = typeof init?.body === 'string' ? init.body : '';
        return body.includes('"operationName":"Page"') && body.includes('"pageType":"HOME"') && body.includes(`"first":${full}`) ? released.then(() => native(input, init)) : native(input, init);
      };
    }, fullPage);
    const firstReads: number[] = [];
    page.on('request', (request) => {
      for (const operation of operationsOf(request)) {
        if (operation.operationName === 'Page' && operation.variables?.pageType === 'HOME' && operation.variables.first !== fullPage) firstReads.push(operation.variables.first ?? -1);
      }
    });
    await page.goto('/player/mytv');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible(FIRST_LOAD);
    const groups = firstScreenGroupCount('HOME', fullPage, screen.height) ?? 0;
    expect(firstReads).toEqual([groups]);
    // The hero and a row for each other group, drawn from the first read alone…
    const rows = page.locator('.progressive-row');
    await expect(rows).toHaveCount(groups - 1);
    // …reach past the screen's bottom (the page at its top), and without the last row they would not.
    const [lastTop, lastBottom] = await rows.last().evaluate((row) => [row.getBoundingClientRect().top + window.scrollY, row.getBoundingClientRect().bottom + window.scrollY]);
    expect(lastBottom).toBeGreaterThan(screen.height);
    expect(lastTop).toBeLessThan(screen.height);
    // While the rest is on its way, loading rows hold its place: the viewer (or the scroll memory, on Back) can bring
    // the second row to the screen's top before it comes.
    await expect(page.locator('[data-rows-coming]')).toBeAttached();
    const secondTop = await rows.nth(1).evaluate((row) => Math.round(row.getBoundingClientRect().top + window.scrollY));
    await page.evaluate((y) => window.scrollTo(0, y), secondTop);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(secondTop);
    await page.evaluate(() => window.releaseRestOfHome?.());
    await expect(page.locator('[data-rows-coming]')).toHaveCount(0, FIRST_LOAD);
  });
}

test("a show page's page query is read once, by the entry, with the options in its address, and the page drawn from the answer", async ({ page }) => {
  const showReads: { filterId?: string; withQuery: boolean }[] = [];
  page.on('request', (request) => {
    for (const operation of operationsOf(request)) {
      const variables = operation.variables as { pageType?: string; filterId?: string } | undefined;
      if (operation.operationName === 'Page' && variables?.pageType === 'SHOW') showReads.push({ filterId: variables.filterId, withQuery: typeof operation.query === 'string' });
    }
  });
  await page.goto('/player/show/shw-yellowstone');
  await expect(page.getByRole('heading', { level: 1, name: 'Yellowstone' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('tabpanel').locator('.tile').first()).toBeVisible();
  // The entry's read (with the query's text) answered the page's query: Apollo Client sent no request of its own.
  expect(showReads).toEqual([{ filterId: undefined, withQuery: true }]);

  // A season chosen is the page's own request; loaded with it in the address, the entry reads the page with it.
  const season = page.getByRole('combobox', { name: 'Season' });
  const label = (await season.locator('option').nth(1).textContent()) ?? '';
  await season.selectOption({ label });
  await expect(page).toHaveURL(/filterId=/);
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: label })).toBeVisible();
  const filterId = new URL(page.url()).searchParams.get('filterId');
  // (Apollo Client's persisted-query protocol may send it twice: its hash, then its text.)
  expect(new Set(showReads.slice(1).map((read) => read.filterId))).toEqual(new Set([filterId]));
  showReads.length = 0;
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: label })).toBeVisible(FIRST_LOAD);
  expect(showReads).toEqual([{ filterId, withQuery: true }]);
});

test("the Guide's first screen is read once, by the entry (the query's text, before Apollo Client has loaded), and drawn from that answer; its page request after it once; and no read of Home's first screen", async ({ page }) => {
  const guideReads: { first: number | undefined; withQuery: boolean }[] = [];
  const pageTypes: (string | undefined)[] = [];
  page.on('request', (request) => {
    for (const operation of operationsOf(request)) {
      if (operation.operationName === 'Page') pageTypes.push(operation.variables?.pageType);
      if (operation.operationName === 'Page' && operation.variables?.pageType === 'GUIDE') {
        guideReads.push({ first: operation.variables.first, withQuery: typeof operation.query === 'string' });
      }
    }
  });
  const pageRequestAnswered = page.waitForResponse(
    (response) => operationsOf(response.request()).some((operation) => operation.operationName === 'Page' && operation.variables?.first === GUIDE_INITIAL_GROUPS),
    FIRST_LOAD,
  );
  await page.goto('/player/guide');
  await expect(page.locator('.tile').first()).toBeVisible(FIRST_LOAD);
  // The page request (the Guide's first 10 groups) leaves once the first screen is drawn and the page has settled, so
  // any second first-screen read would be before it. Apollo Client would send the document's hash first (persisted
  // queries): a first-screen read of its own would show here as a second read, or as one without the query's text.
  await pageRequestAnswered;
  expect(guideReads.filter((read) => read.first === GUIDE_FIRST_SCREEN_GROUPS)).toEqual([{ first: GUIDE_FIRST_SCREEN_GROUPS, withQuery: true }]);
  expect(guideReads.filter((read) => read.first === GUIDE_INITIAL_GROUPS && read.withQuery).length).toBeLessThanOrEqual(1);
  expect(guideReads.filter((read) => read.first !== GUIDE_FIRST_SCREEN_GROUPS && read.first !== GUIDE_INITIAL_GROUPS)).toEqual([]);
  // A page other than Home sends no read of Home's first screen.
  expect(pageTypes).toContain('GUIDE');
  expect(pageTypes).not.toContain('HOME');
});

test("a tall window's Guide draws every channel row in view from its first read, before its page request answers", async ({ page }) => {
  // The page request (the Guide's first 10 groups) is held for the test's length: the mock world's own delay, planted
  // on that request alone with its per-request header, since the first screen's read is a `Page` read too.
  await faultOnPageRequest(page, 'GUIDE', 'Page:delay=600000');
  await page.setViewportSize({ width: 1366, height: 1600 });
  await page.goto('/player/guide');
  const channelRows = page.locator('.virtual-row');
  await expect(channelRows.first().locator('.tile-title').first()).toBeVisible(FIRST_LOAD);
  // Every channel row the window reaches has its tiles, down to the window's bottom edge: no empty area below the
  // first screen's rows waits for the page request.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const drawn = [...document.querySelectorAll('.virtual-row')].filter((row) => row.querySelector('.tile-title') !== null);
        return Math.max(0, ...drawn.map((row) => row.getBoundingClientRect().bottom)) >= window.innerHeight;
      }),
    )
    .toBe(true);
});

test("the user's subscription, which the shell waits for before it draws a page, is read once, by the entry, on every page", async ({ page }) => {
  const reads: { withQuery: boolean }[] = [];
  page.on('request', (request) => {
    for (const operation of operationsOf(request)) {
      if (operation.operationName === 'UserSubscription') reads.push({ withQuery: typeof operation.query === 'string' });
    }
  });
  for (const path of ['/player/show/shw-yellowstone', '/player/user/settings']) {
    reads.length = 0;
    // The shell's own first queries (the user, for its navigation) leave in one batch with any subscription read of
    // Apollo Client's: once that batch is answered, a second read would have shown.
    const shellBatchAnswered = page.waitForResponse((response) => operationsOf(response.request()).some((operation) => operation.operationName === 'User'), FIRST_LOAD);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
    await shellBatchAnswered;
    // Sent with the query's text (Apollo Client would send the document's hash first), and only once.
    expect(reads, path).toEqual([{ withQuery: true }]);
  }
});

test("the Account page's billing state is read once, by the entry, while the billing pages' code is still on its way", async ({ page }) => {
  // The billing pages' chunk (app/pages/BillingPages.tsx) is held until the test has looked: the page's own read could
  // leave only once that code had arrived and rendered. The held requests are counted, so a renamed chunk fails here.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldRequests = 0;
  await page.context().route('**/assets/BillingPages-*.js', async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/billing/user_details')) reads.push(request.method());
  });
  const readSent = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/billing/user_details'), FIRST_LOAD);
  await page.goto('/player/user/account');
  await readSent;
  expect(heldRequests).toBeGreaterThan(0);
  release();
  // Drawn from that read (the subscriber's plan), which no second request repeats.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Your Airwave Subscription' })).toBeVisible(FIRST_LOAD);
  await expect(main).toContainText('Airwave Core');
  expect(reads).toEqual(['GET']);
});

test("a show page's art is asked for once, from the first read's answer, before it is rendered", async ({ page }) => {
  const expectLargestPicturePreloaded = await watchLargestPicture(page, 'img.detail-art');
  await page.goto('/player/show/shw-yellowstone');
  await expectLargestPicturePreloaded('.detail-header img.detail-art');
});
