import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';

/** Collects console errors and uncaught exceptions so a page that renders but throws still fails. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// One load of Home on the dev server, from the site root (its redirect is the dev server's own): a dev-server page load
// costs seconds of CPU, each module served one by one.
test('the site root sends a visitor to the home page, and npm start serves the web app there under /player', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/player\/mytv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveTitle('Airwave | Home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('npm start serves the Chromecast receiver at /receiver/', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/receiver/');
  // Its idle screen: the logo and the status box, no sender having targeted it.
  await expect(page.getByRole('main', { name: 'Airwave receiver' })).toBeVisible();
  // It says so once it has started the mock world, which the dev server compiles on first request.
  await expect(page.getByRole('status')).toHaveText('Not connected', { timeout: 30_000 });
  expect(errors).toEqual([]);
});
