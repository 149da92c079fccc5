import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// The channel configurator and the billing modals a viewer meets: the DVR upsell and the billing descriptor.

test('the channel configurator lists the available channels A-Z and favorites one', async ({ page }) => {
  await page.goto('/player/user/channels');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Channel Configurator' })).toBeVisible();
  await expect(page).toHaveTitle('Airwave | Channel Configurator');
  await expect(main.getByRole('heading', { level: 2, name: 'Set up your channels' })).toBeVisible();
  const rows = main.getByRole('list', { name: 'Set up your channels' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const names = await rows.locator('.channel-configurator-name').allTextContents();
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  const first = names[0] ?? '';
  const heart = main.getByRole('button', { name: `Favorite ${first}`, exact: true });
  await heart.click();
  await expect(page.getByText(`${first} added to your favorite channels`)).toBeVisible();
  await expect(main.getByRole('button', { name: new RegExp(`^(Favorited|Unfavorite) ${first}$`) })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousAccessibilityViolations(page);

  // After a reload the server's answer keeps the favorite.
  await page.reload();
  await expect(main.getByRole('button', { name: `Favorited ${first}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
});
