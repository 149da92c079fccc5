import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { navigateInApp, walkTo } from './support/pages.ts';

// The shell's routes (tagged @dev-server) load on the dev server, where each route's modules are served one by one as a
// developer gets them; the shell's behaviour (navigation per persona, the account menu, the phone bar, scroll memory,
// the error modals, an ack in the URL) runs on the mock build, the same code at a third to half a dev-server load's cost.

/** Collects console errors and uncaught exceptions so a page that renders but throws still fails. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Name the failing resource, which the console message alone does not.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return errors;
}

async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  return nav.getByRole('link').allTextContents();
}


/** Routes whose page is built from the page query: the title and heading come from its data. */
const DATA_ROUTES = [
  '/player/mytv',
  '/player/live',
  '/player/guide',
  '/player/top',
  '/player/saved',
  '/player/search?filter=news',
  '/player/show/abc?filter=all&sorterId=new',
  '/player/show-old/abc',
  '/player/channel/ch1',
  '/player/episode/ep1',
  '/player/presentation/pr1',
  '/player/collection/col1?filterId=f1',
  '/player/collection-group/cg1',
  '/player/movies/tg1',
];

/** Routes checked here for their title only (their own specs check the rest): the route table's title. */
const TITLED_ROUTES: Array<[string, string]> = [['/player/user/channels', 'Channel Configurator']];

// One walk through the route table: the first route is a first load, each next one is reached inside the app, so each
// route's own modules are still fetched from the dev server as a developer's navigation fetches them, without a new
// document, service worker and mock world per route (a first load per route cost 6.1 CPU-s and 22 s each, one worker,
// load 40; the walk under 1 CPU-s and 3 s per route). A first load of a deep route is the mock build's (each
// visual-language.spec walk starts with one; most journeys open theirs directly) and the dev server's: the walk starts
// with one (a show id), and the user sub-paths test below loads /account. A failure names its route.
test("every route of the route table renders its page under an 'Airwave | …' title, with no error, from a first load of a show id that loses its = characters and keeps the query", { tag: '@dev-server' }, async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);
  // The first load, of a show id with = characters: they are dropped and the query kept.
  await page.goto('/player/show/c2hvdw==?filter=all');
  await expect(page).toHaveURL(/\/player\/show\/c2hvdw\?filter=all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Show Detail' })).toBeVisible();
  for (const path of DATA_ROUTES) {
    const heading = await walkTo(page, path);
    await expect(heading, path).toBeVisible();
    await expect(page, path).toHaveTitle(/^Airwave \| (?!Page Not Found$).+/);
    await expectSettled(page, path);
    expect(errors, path).toEqual([]);
  }
  for (const [path, title] of TITLED_ROUTES) {
    await expect((await walkTo(page, path)).and(page.getByRole('heading', { name: title })), path).toBeVisible();
    await expect(page, path).toHaveTitle(`Airwave | ${title}`);
    await expectSettled(page, path);
    expect(errors, path).toEqual([]);
  }
});

/**
 * Waits until the route's page has its data: nothing on it still busy (its heading is drawn over placeholders before
 * its reads answer), and no request in flight. An in-app navigation makes no new document, so the load state alone
 * would not wait for the page's reads, and a late error would be charged to the next route (or, after the last, to none).
 */
async function expectSettled(page: Page, path: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

// The default persona's shell, from one first load of Home, each next screen reached as a viewer reaches it (its links,
// the window's size, Back): a first load each cost about 2 CPU-s of the suite's, and they all start the same world.
test("the default persona's shell: a top bar (Home, Guide, Top Playable, Saved) that keeps categoryId, the account menu, a bottom bar below 910 px whose header hides on scroll down, scroll remembered per pathname, an ack in the URL", async ({ page }) => {
  // Steps of six journeys on one page, with two Guide renders and an ack's page load.
  test.slow();
  await page.goto('/player/mytv?categoryId=c7');
  await expect.poll(() => navLabels(page), FIRST_LOAD).toEqual(['Home', 'Guide', 'Top Playable', 'Saved']);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-placement', 'top');
  await expect(page.getByRole('link', { name: 'Subscribe now' })).toHaveCount(0);
  // Navigation keeps categoryId.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/player\/guide\?categoryId=c7$/);
  await expect(page).toHaveTitle('Airwave | Guide');

  // The account menu lists its entries.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.locator('.account-menu-list');
  await expect(menu.getByRole('link')).toHaveText(['Settings', 'Account', 'Profiles', 'Sign Out']);
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveTitle('Airwave | Settings');
  await expect(menu).toHaveCount(0);

  // The desktop breakpoint starts at 910 px.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.setViewportSize({ width: 910, height: 700 });
  await expect(nav).toHaveAttribute('data-placement', 'top');
  await page.setViewportSize({ width: 909, height: 700 });
  await expect(nav).toHaveAttribute('data-placement', 'bottom');

  // On a phone the navigation is a bottom bar, and the header hides on scroll down, then comes back (on Home).
  await page.setViewportSize({ width: 390, height: 760 });
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle('Airwave | Home');
  await expect(nav).toHaveAttribute('data-placement', 'bottom');
  const box = await nav.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(700);
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    document.querySelector('main')?.append(filler);
  });
  const header = page.getByRole('banner');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect(header).toHaveAttribute('data-hidden', 'false');

  // Vertical scroll is remembered per pathname (Home, on a desktop again).
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.evaluate(() => {
    // Home's rows keep mounting above the scrolled-to point; the browser's scroll anchoring would follow them
    // and move the position this test is about (what the router restores), so it is off here.
    document.documentElement.style.overflowAnchor = 'none';
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    document.body.append(filler);
    window.scrollTo(0, 1200);
  });
  // A DOM click: Playwright's own click first scrolls the target into view, which would move the page.
  await nav.getByRole('link', { name: 'Guide' }).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveTitle('Airwave | Guide', { timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveTitle('Airwave | Home');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

  // An ack in the URL (a notification's link, a page load) acknowledges that notification and leaves the URL.
  const unacknowledged = () =>
    page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ notifications(unacknowledgedOnly: true, first: 50) { edges { node { id } } } }' }),
      });
      const body = (await response.json()) as { data: { notifications: { edges: Array<{ node: { id: string } }> } } };
      return body.data.notifications.edges.map((edge) => edge.node.id);
    });
  // The default persona has read its notifications: the mock world sends a new one.
  const id = await page.evaluate(async () => {
    const response = await fetch('/__mocks/notifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'MESSAGE' }) });
    return ((await response.json()) as { notification: { id: string } }).notification.id;
  });
  expect(await unacknowledged()).toContain(id);
  await page.goto(`/player/guide?categoryId=7&ack=${id}`);
  await expect(page).toHaveURL(/\/player\/guide\?categoryId=7$/);
  await expect.poll(unacknowledged).not.toContain(id);
});

test('a deactivated user reaches the reactivation page, without the navigation, and the account menu uses the reactivate labels there', async ({ page }) => {
  // The reactivation page is a deactivated user's (the shell sends everyone else on to the account).
  await page.goto('/player/user/reactivate?scenario=deactivated');
  await expect(page.getByRole('heading', { level: 1, name: 'Reactivate' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.locator('.account-menu-list');
  await expect(menu.getByRole('link')).toHaveText(['Settings', 'Account', 'Manage Profiles', 'Account settings', 'Sign Out']);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('a visitor sees Home and Guide only and a Sign Up button', async ({ page }) => {
  await page.goto('/player/mytv?scenario=visitor');
  await expect(page.getByText('Mocks: visitor')).toBeVisible();
  await expect.poll(() => navLabels(page)).toEqual(['Home', 'Guide']);
  // Sign Up opens the sign-up (add-email) modal.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signUp.getByLabel('Email')).toBeFocused();
  await signUp.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.locator('.account-menu-list');
  await expect(menu.getByRole('link')).toHaveText(['Settings', 'Account', 'Profiles', 'Sign Up']);
});

test('a free-plan user gets the fast-access navigation and Subscribe now', async ({ page }) => {
  await page.goto('/player/mytv?scenario=free-plan');
  await expect(page.getByText('Mocks: free-plan')).toBeVisible();
  await expect.poll(() => navLabels(page)).toEqual(['Home', 'Guide', 'Saved', 'Upgrade']);
  await expect(page.getByRole('link', { name: 'Subscribe now' })).toBeVisible();
});

test('a reload returns to where the viewer was on a page drawn after the shell (a show page)', async ({ page }) => {
  // The shell arrives first (its gate, then the page's code and read): the position is reached as the page grows.
  test.slow();
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/player/show/shw-yellowstone');
  const tiles = page.locator('.tile:not(.tile-placeholder)');
  await expect(tiles.nth(8)).toBeVisible(FIRST_LOAD);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  await page.reload();
  await expect(tiles.nth(8)).toBeAttached(FIRST_LOAD);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
});

test('a GraphQL network error opens the network-issue modal with Reload', async ({ page }) => {
  await page.goto('/player/mytv?faults=UserSubscription:network');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('We’ve lost connection to Airwave. Please reload your browser to continue.');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Persistent: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeFocused();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
});

test('a 401 opens the session-expired modal; it traps focus and OK logs out', async ({ page }) => {
  await page.route('**/logout**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Logged out</title>' }));
  await page.goto('/player/mytv?faults=*:unauthorized');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You have been logged out of this session. Please log in again to continue.');
  await expectNoSeriousAccessibilityViolations(page);
  const ok = dialog.getByRole('button', { name: 'OK' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(ok).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await ok.click();
  await expect(page).toHaveURL(/\/logout\?target=%2F$/);
});

test('Escape closes the session-expired dialog, which logs out', async ({ page }) => {
  await page.route('**/logout**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Logged out</title>' }));
  await page.goto('/player/mytv?faults=User:unauthorized');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/logout/);
});

test('top-level user sub-paths lead to their page, typed in the address bar or followed in the app; an unknown path shows the not-found page inside the shell', { tag: '@dev-server' }, async ({ page }) => {
  // Loaded as a page: the server hands out the app for the spec's user sub-paths, not only for /player/….
  await page.goto('/account?debug=1');
  await expect(page).toHaveURL(/\/player\/user\/account\?debug=1$/);
  await expect(page).toHaveTitle('Airwave | Account');
  // Followed inside the app.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/settings?debug=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/player\/user\/settings\?debug=1$/);
  await expect(page).toHaveTitle('Airwave | Settings');

  // An unknown path shows the not-found page inside the shell, whose link goes home.
  await navigateInApp(page, '/player/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Airwave | Page Not Found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/player\/mytv$/);
});
