import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// A billing answer that says the app's view of the account is out of date (1406) opens 'Data Update in
// Progress', and closing it reloads the page so it shows what the server holds.

test("a cancel the server calls stale opens 'Data Update in Progress', whose OK reloads the page", async ({ page }) => {
  await page.goto('/player/user/account?faults=depart:billing-error=1406');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Cancel my subscription' }).click();
  await main.getByRole('radio', { name: 'Too many ads' }).check();
  // A mark on the page's window: a reload drops it.
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await main.getByRole('button', { name: 'Cancel subscription' }).click();

  const dialog = page.getByRole('dialog', { name: 'Data Update in Progress' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please reload your browser and try again. (Code: 1406)');
  await expectNoSeriousAccessibilityViolations(page);

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Your Airwave Subscription' })).toBeVisible();
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  await expect(dialog).toHaveCount(0);
});

test("a stale answer to the account page's read opens 'Data Update in Progress' in place of the page", async ({ page }) => {
  await page.goto('/player/user/account?faults=getUserDetails:billing-error=1406');
  const dialog = page.getByRole('dialog', { name: 'Data Update in Progress' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('(Code: 1406)');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
