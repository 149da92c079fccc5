import type { Request } from '@playwright/test';
import { GUIDE_FIRST_SCREEN_GROUPS, HOME_FIRST_SCREEN_GROUPS } from '../../app/lib/constants.ts';
import { GUIDE_INITIAL_GROUPS } from '../../common/page-query.ts';
import { pageSettings } from '../../common/page-settings.ts';
import { expect, FIRST_LOAD, test } from './support/test.ts';
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

test("Home's first screen is requested once, and the page request after it once, with tiles drawn from the answer", async ({ page }) => {
  const homeReads: { first: number | undefined; withQuery: boolean }[] = [];
  page.on('request', (request) => {
    for (const operation of operationsOf(request)) {
      if (operation.operationName === 'Page' && operation.variables?.pageType === 'HOME') {
        homeReads.push({ first: operation.variables.first, withQuery: typeof operation.query === 'string' });
      }
    }
  });
  const fullPage = pageSettings('HOME').initialFetch;
  const fullPageAnswered = page.waitForResponse(
    (response) => operationsOf(response.request()).some((operation) => operation.operationName === 'Page' && operation.variables?.first === fullPage),
    FIRST_LOAD,
  );
  await page.goto('/player/mytv');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 2, name: 'Keep Watching' })).toBeVisible();
  // The page request leaves only once the first screen's answer is in (and the page has settled), so any second
  // first-screen read would be before it.
  await fullPageAnswered;
  expect(homeReads.filter((read) => read.first === HOME_FIRST_SCREEN_GROUPS)).toEqual([{ first: HOME_FIRST_SCREEN_GROUPS, withQuery: true }]);
  // Apollo Client's persisted-query protocol may send the page request's hash first and its text after, or its hash
  // alone when the mocks already know the document (the page request leaves once the page has settled, and another
  // `Page` read may have taught them it by then): its text goes at most once.
  expect(homeReads.filter((read) => read.first === fullPage && read.withQuery).length).toBeLessThanOrEqual(1);
  expect(homeReads.filter((read) => read.first !== HOME_FIRST_SCREEN_GROUPS && read.first !== fullPage)).toEqual([]);
});

test("a page other than Home sends no read of Home's first screen", async ({ page }) => {
  const reads: (string | undefined)[] = [];
  page.on('request', (request) => {
    for (const operation of operationsOf(request)) if (operation.operationName === 'Page') reads.push(operation.variables?.pageType);
  });
  await page.goto('/player/guide');
  await expect(page.locator('.tile').first()).toBeVisible(FIRST_LOAD);
  expect(reads).toContain('GUIDE');
  expect(reads).not.toContain('HOME');
});

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

test("the Guide's first screen is read once, by the entry (the query's text, before Apollo Client has loaded), and drawn from that answer; its page request after it once", async ({ page }) => {
  const guideReads: { first: number | undefined; withQuery: boolean }[] = [];
  page.on('request', (request) => {
    for (const operation of operationsOf(request)) {
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

declare global {
  interface Window {
    /** The image preloads in the document's head at the moment the page's largest picture's <img> entered the document. */
    preloadsWhenArtRendered?: string[];
  }
}

// The largest paint of Home (its first hero backdrop) and of a show's page (its art) is asked for by the entry as soon
// as the page's first read answers, before Apollo Client and the first render, with the address the <img> asks for.
const LARGEST_PICTURES = [
  { page: "Home's first hero backdrop", path: '/player/mytv', selector: 'img.hero-backdrop', shown: '.hero-slide:not([data-phase="leave"]) img.hero-backdrop' },
  { page: "A show page's art", path: '/player/show/shw-yellowstone', selector: 'img.detail-art', shown: '.detail-header img.detail-art' },
];

for (const { page: name, path, selector, shown } of LARGEST_PICTURES) {
  test(`${name} is asked for once, from the first read's answer, before it is rendered`, async ({ page }) => {
    // At the commit that draws the <img>, the image preloads already in the document: a preload's request starts as its
    // link is inserted. (The test's clock replaces the page's performance timeline, so no timestamps.)
    await page.addInitScript((art) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(art)) return;
        window.preloadsWhenArtRendered = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, selector);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(request.url());
    });
    await page.goto(path);
    const art = page.getByRole('main').locator(shown).first();
    await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), FIRST_LOAD).toBe(true);
    const seen = await art.evaluate((image: HTMLImageElement) => ({
      url: image.currentSrc,
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({ url: link.href, priority: link.getAttribute('fetchpriority') })),
      whenRendered: window.preloadsWhenArtRendered,
    }));
    // The preload asks for exactly the address the shown image asks for, at high priority…
    expect(seen.preloaded).toEqual([{ url: seen.url, priority: 'high' }]);
    // …and was in the document before React drew the image (from the first read's answer, not from the render)…
    expect(seen.whenRendered).toEqual([seen.url]);
    // …so the picture is downloaded once: a different address would download it a second time.
    expect(requested.filter((url) => url === seen.url)).toEqual([seen.url]);
  });
}
