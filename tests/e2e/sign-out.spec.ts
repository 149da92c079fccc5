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

test('the mock build\'s logout path follows only a path of the app, whatever its target holds', async ({ page }) => {
  const location = async (target: string) => {
    const response = await page.request.get(`/logout?target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    return response.headers()['location'];
  };
  expect(await location('/player/user/settings')).toBe('/player/user/settings');
  // A line break or a line separator in the target is not a header's end (it was answered 500).
  expect(await location('/player/mytv\r\nSet-Cookie: stolen=1')).toBe('/player/mytvSet-Cookie:%20stolen=1');
  expect(await location('/player/mytv\u2028x')).toBe('/player/mytv%E2%80%A8x');
  // Another origin, or a path outside the app, is the backend's login page: Home instead.
  expect(await location('//evil.example/player/x')).toBe('/player/mytv');
  expect(await location('https://evil.example/')).toBe('/player/mytv');
  expect(await location('/login')).toBe('/player/mytv');
});
