import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { expect, FIRST_LOAD, test } from './support/test.ts';

// Against the built-in mocks, Sign Out leaves for the backend's logout path like the real app, and the mock build's
// server answers it: the mocks keep every browser signed in, so the viewer is back on Home instead of a browser error page.

test('Sign Out in the account menu comes back to Home on the mock build', async ({ page }) => {
  await page.goto('/player/user/settings');
  await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click(FIRST_LOAD);
  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/player\/mytv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached(FIRST_LOAD);
  await expectNoSeriousAccessibilityViolations(page);
});
