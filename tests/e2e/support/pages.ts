import { expect, FIRST_LOAD, type Locator, type Page } from './test.ts';

export { FIRST_LOAD };

/** The not-found page's main heading. */
export const NOT_FOUND = 'Page Not Found';

/** Goes to `path` inside the app, as its links do: the router's history, no new document. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Goes to `path` inside the app by way of the not-found page, and resolves with the main heading of `path`'s page: the
 * pages of two routes may share their components, heading and title, so only a page of another kind in between tells
 * that the next route has drawn its own.
 */
export async function walkTo(page: Page, path: string): Promise<Locator> {
  await navigateInApp(page, '/player/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await navigateInApp(page, path);
  await expect(page, path).toHaveURL(new URL(path, page.url()).href);
  return page.getByRole('heading', { level: 1 }).filter({ hasNotText: NOT_FOUND });
}

/** The Account and Billing page (with a query such as '?scenario=roku-billed'), once its sections are drawn. */
export async function openAccount(page: Page, query = '') {
  await page.goto(`/player/user/account${query}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible(FIRST_LOAD);
  return main;
}

/** Fills the card form inside `form` (a dialog or Checkout's payment section) for the mock build's fake Stripe. */
export async function fillCard(form: Locator, number: string, zip = '78701') {
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiration date' }).fill('12 / 34');
  await form.getByRole('textbox', { name: 'Security code' }).fill('123');
  await form.getByRole('textbox', { name: 'Zip code' }).fill(zip);
}

/**
 * Screenshots for a reviewer, at desktop and phone widths, taken only when the environment variable `envVar`
 * names a folder: `shoot(page, name)` writes `{folder}/{name}-1366.png` and `-400.png`. `fullPage` shoots the
 * whole page from its top, else what the viewport shows.
 */
export function reviewShots(envVar: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  return async function shoot(page: Page, name: string): Promise<void> {
    const folder = process.env[envVar];
    if (!folder) return;
    const size = page.viewportSize();
    for (const width of [1366, 400]) {
      await page.setViewportSize({ width, height: width === 400 && !fullPage ? 860 : 900 });
      // From the top, so the sticky header sits where a viewer first sees it.
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage });
    }
    if (size) await page.setViewportSize(size);
  };
}
