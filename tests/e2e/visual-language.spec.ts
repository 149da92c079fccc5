import { expect, test, type Locator, type Page } from './support/test.ts';
import { FIRST_LOAD, openAccount, walkTo } from './support/pages.ts';
import { controlMocks, withdrawAddEmailNotification } from './support/mock-control.ts';
import { CLEAR_SHOW, clickPlay } from './support/player.ts';
import { defaultStyledControls, expectOneVisualLanguage } from './support/visual-language.ts';

// One visual language (mock build, at desktop and phone widths): every route of the route table
// (app/lib/routing/route-table.ts) and every modal or overlay a visible control opens shows no browser-default
// button, select, input, textarea or tab — each step ending with the axe check. Each page the walks visit is also no
// wider than the window (the page itself never scrolls sideways; its rows of tiles scroll inside it). One test per group
// of routes: these walks are the suite's look at every page at both widths (a page load costs seconds of CPU on a
// busy machine, so the axe and sideways checks ride on the walk's pages instead of a load each of their own). A walk
// loads its first page and each persona's; it reaches the others inside the app (visit): a first load per page cost
// 2 to 3 s of a test's time each (CI's log: the browse walk 35 s at each width).

// The tests share nothing (each walks its own pages in its own context), so they spread over the workers: the file is
// the last of the suite, and run in order it kept one worker busy for about 90 s after the others had finished.
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  // The desktop's narrower common width, where a page is likelier to grow wider than its window.
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 400, height: 860 }],
] as const;

/** Fails when the page is wider than the window: it scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * Goes to `path`, waits for its heading (or `ready`) and, on a page of tiles, its first tile's title, then checks it. A
 * walk's first page is a first load of its deep route, and so is a page of another persona (`?scenario=`, read when the
 * mock world starts); each next page is reached inside the app, as its links reach it (by way of the not-found page, so
 * the checks see the new page's own heading), without a new document, service worker and mock world per page.
 */
async function visit(page: Page, path: string, ready: (page: Page, heading: Locator) => Promise<void> = async (page, heading) => {
  await expect(heading.first()).toBeVisible(FIRST_LOAD);
}) {
  let heading: Locator;
  if (page.url() === 'about:blank' || path.includes('scenario=')) {
    await page.goto(path);
    heading = page.getByRole('heading', { level: 1 });
  } else {
    heading = await walkTo(page, path);
  }
  await ready(page, heading);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, FIRST_LOAD);
  if (TILE_PAGES.has(path)) await expect(page.locator('.tile .tile-title').first()).toBeVisible(FIRST_LOAD);
  await expectOneVisualLanguage(page, path);
  await expectNoSidewaysScroll(page, path);
}

/** Pages of tiles: their width is looked at once their tiles are drawn. */
const TILE_PAGES = new Set([
  '/player/mytv',
  '/player/guide',
  '/player/top',
  '/player/search?filter=e',
  '/player/show/shw-yellowstone',
  '/player/channel/ch-amc',
  '/player/episode/epi-yellowstone-s5e1',
  '/player/collection/col-trending-now',
  '/player/collection-group/cg-upgrade-preview',
]);

/**
 * The walks, each run at both widths. Longest first: the file is the suite's last, its tests spread over the workers in
 * this order (parallel mode), so the longest walks start while the other workers still have tests and the short ones
 * fill the run's end, rather than a long walk starting last and running on alone.
 */
const WALKS: Array<[string, (page: Page) => Promise<void>]> = [
  [
    'browse pages: Home, the Guide, Top, Saved, Search, collections and their groups',
    async (page) => {
      for (const path of [
        '/player/mytv',
        '/player/live',
        '/player/guide',
        '/player/top',
        '/player/saved',
        '/player/search?filter=e',
        '/player/collection/col-trending-now',
        '/player/collection-group/cg-upgrade-preview',
        '/player/mytv?scenario=free-plan',
        '/player/no-such/page',
      ]) {
        await visit(page, path);
      }
      // The account menu, open.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expectOneVisualLanguage(page, 'account menu');
      // An account without an email: Sign Up in the header, and the sign-up modal it opens.
      await visit(page, '/player/saved?scenario=emailless');
      await withdrawAddEmailNotification(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectOneVisualLanguage(page, 'sign-up modal');
    },
  ],
  [
    'settings, profiles, privacy choices, the device link and the credit pages',
    async (page) => {
      await visit(page, '/player/user/settings', async (page) => {
        await expect(page.getByRole('switch').first()).toBeEnabled(FIRST_LOAD);
      });
      // Its profiles modal, where the walk is (the Settings page was checked once, here).
      await page.getByRole('button', { name: 'Manage profiles' }).click();
      const profiles = page.getByRole('dialog', { name: 'Profiles' });
      await expect(profiles.getByRole('button', { name: 'Add profile' })).toBeVisible();
      await expectOneVisualLanguage(page, 'profiles modal');
      await profiles.getByRole('button', { name: 'Add profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Add profile' })).toBeVisible();
      await expectOneVisualLanguage(page, 'profiles modal: Add profile');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await profiles.getByRole('button', { name: 'Edit profiles' }).click();
      await expect(page.getByRole('dialog').getByText('Choose a profile to edit')).toBeVisible();
      await expectOneVisualLanguage(page, 'profiles modal: Edit profiles');
      // Closed with Escape (the pressed Edit profiles is gone from the dialog, focus stays inside it): the walk goes on
      // from the Settings page under it.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await visit(page, '/player/user/do-not-sell', async (page) => {
        await expect(page.getByRole('dialog', { name: 'Your Privacy Choices' })).toBeVisible(FIRST_LOAD);
      });
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      await page.getByRole('contentinfo').getByRole('button', { name: 'Your Privacy Choices' }).click();
      await expectOneVisualLanguage(page, 'privacy choices from the footer');
      await page.keyboard.press('Escape');

      await visit(page, '/player/user/switch', async (page) => {
        await expect(page.getByRole('main').getByRole('button', { name: 'Edit profiles' })).toBeVisible(FIRST_LOAD);
      });
      await visit(page, '/player/user/channels');
      await visit(page, '/player/link/TV1234');
      for (const outcome of ['success', 'error', 'expired', 'ineligible']) await visit(page, `/player/credit/yellowstone/${outcome}`);
    },
  ],
  [
    'account and billing: the overlay through Checkout with its promo field, the cancel survey, reactivation',
    async (page) => {
      const main = await openAccount(page);
      await main.getByRole('button', { name: 'Bill details' }).click();
      await expect(main.getByRole('button', { name: 'Bill details' })).toHaveAttribute('aria-expanded', 'true');
      await expectOneVisualLanguage(page, '/player/user/account');
      await main.getByRole('button', { name: 'Change plan' }).click();
      await expect(page.getByRole('dialog', { name: 'Manage Plan' })).toBeVisible();
      await expectOneVisualLanguage(page, 'subscription overlay: Manage Plan');
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('dialog', { name: 'Manage Add-Ons' })).toBeVisible();
      await expectOneVisualLanguage(page, 'subscription overlay: Manage Add-Ons');
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      const checkout = page.getByRole('dialog', { name: 'Checkout' });
      await expect(checkout.getByRole('button', { name: 'Submit' })).toBeVisible();
      await expectOneVisualLanguage(page, 'subscription overlay: Checkout');
      await page.goBack();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await main.getByRole('button', { name: 'Cancel my subscription' }).click();
      await expect(main.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
      await expectOneVisualLanguage(page, 'cancel survey');

      await visit(page, '/player/user/reactivate?scenario=deactivated', async (page) => {
        await expect(page.getByRole('radio').first()).toBeVisible(FIRST_LOAD);
      });
      await page.getByRole('main').getByRole('button', { name: 'Account settings' }).click(FIRST_LOAD);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectOneVisualLanguage(page, 'reactivation: account settings');
    },
  ],
  [
    'the player with its Audio and quality panel, and a notification',
    async (page) => {
      await page.goto(CLEAR_SHOW);
      await clickPlay(page);
      const settings = page.getByRole('button', { name: 'Audio and quality' });
      await expect(settings).toBeAttached(FIRST_LOAD);
      await expectOneVisualLanguage(page, 'player');
      await page.mouse.move(200, 200);
      await settings.click();
      await expect(page.getByRole('dialog', { name: 'Audio and quality' })).toBeVisible();
      await expectOneVisualLanguage(page, 'player: Audio and quality');

      // Home, reached from the show page the player goes back to (Escape closes the panel, then the player), by its link.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Audio and quality' })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(new RegExp(CLEAR_SHOW));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect.poll(() => page.evaluate(async () => ((await (await fetch('/__mocks/notifications')).json()) as { liveListeners: number }).liveListeners), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await controlMocks(page, 'POST', '/notifications', { type: 'MESSAGE', content: { title: 'Tonight on Airwave', body: 'The final episode airs at 9.' } })).toBeLessThan(300);
      await expect(page.getByRole('dialog', { name: 'Tonight on Airwave' })).toBeVisible();
      await expectOneVisualLanguage(page, 'notification overlay');
    },
  ],
  [
    'detail pages: a show with its Episodes and Details tabs and selects, a channel, an episode',
    async (page) => {
      await visit(page, '/player/show/shw-yellowstone', async (page) => {
        await expect(page.getByRole('combobox').first()).toBeVisible(FIRST_LOAD);
      });
      await page.getByRole('tab', { name: 'Details' }).click();
      await expectOneVisualLanguage(page, 'show page, Details tab');
      await visit(page, '/player/show-old/shw-yellowstone');
      await visit(page, '/player/channel/ch-amc');
      await visit(page, '/player/episode/epi-yellowstone-s5e1');
      await visit(page, '/player/guide?detail=show%2Fshw-yellowstone', async (page) => {
        await expect(page.getByRole('dialog')).toBeVisible(FIRST_LOAD);
      });
    },
  ],
];

for (const [title, walk] of WALKS) {
  for (const [layout, viewport] of VIEWPORTS) {
    test.describe(`on a ${layout}`, () => {
      test.use({ viewport });
      // Each test walks several pages, each a first load: three times the suite's per-test budget.
      test.beforeEach(() => test.slow());
      test(title, ({ page }) => walk(page));
    });
  }
}

// The checker itself, on a planted page: the shortest test, last.
test('the checker finds a planted browser-default button by its name, and a browser disclosure, and passes the kit-styled ones', async ({ page }) => {
  await page.setContent(`<!doctype html><html style="color-scheme: dark; font-family: system-ui, sans-serif"><body>
    <button type="button">Planted</button>
    <button type="button" style="font: inherit; background: #1c2333; border: 1px solid #5b8cff; border-radius: 999px">Styled</button>
    <label>Code <input></label>
    <label>Kit code <input style="font: inherit; background: #0f131c; border: 1px solid #4a5368"></label>
    <label><input type="radio" name="plan"> Bare radio</label>
    <label><input type="radio" name="plan" style="accent-color: #5b8cff"> Kit radio</label>
    <div role="tablist" aria-label="Sections"><button role="tab" aria-selected="true">Episodes</button></div>
    <button type="button" hidden>Hidden</button>
    <details><summary>Bill details</summary><p>Lines</p></details>
  </body></html>`);
  const found = await defaultStyledControls(page, 'planted page');
  expect(found).toHaveLength(5);
  expect(found[0]).toMatch(/^planted page: <button> "Planted": browser font \(13\.3\d*px [^)]*\), browser background/);
  expect(found[1]).toMatch(/^planted page: <input type=text> "Code": browser font .*browser border/);
  expect(found[2]).toMatch(/^planted page: <input type=radio> "Bare radio": native radio/);
  expect(found[3]).toMatch(/^planted page: <button role=tab> "Episodes": browser font/);
  expect(found[4]).toBe(`planted page: <summary> "Bill details": the browser's disclosure (use the kit's Disclosure)`);
  await expect(expectOneVisualLanguage(page, 'planted page')).rejects.toThrow(/Planted.*browser font/);
});
