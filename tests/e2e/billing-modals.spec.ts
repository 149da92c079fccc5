import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, navigateInApp, reviewShots } from './support/pages.ts';
import { withdrawDepartingNotification } from './support/mock-control.ts';

// The channel configurator and the billing modals a viewer meets: the DVR upsell and the billing descriptor.

const shoot = reviewShots('DVR_UPSELL_SHOTS_DIR');

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

test("the DVR upsell names the plan that keeps recordings a year at its price, with 'Upgrade now' and 'Not now', and on a phone opens by itself with 'Don't show again.'", async ({ page }) => {
  await page.goto('/player/saved?scenario=free-plan');
  const banner = page.getByRole('complementary', { name: 'Upgrade your account to use DVR' });
  await banner.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade your account to use DVR' });
  // Core, not the cheaper Starter plan ($19.99, 30-day DVR): the upsell promises saving for up to a year.
  await expect(dialog.getByText('Airwave Core, $31.99/month', { exact: true })).toBeVisible(FIRST_LOAD);
  await shoot(page, 'dvr-upsell');
  await expect(dialog.getByRole('link', { name: 'Upgrade now' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: "Don't show again." })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner.getByRole('button')).toBeFocused();
  await banner.getByRole('button').click();
  await dialog.getByRole('link', { name: 'Upgrade now' }).click();
  await expect(page).toHaveURL(/\/player\/user\/account/);

  await page.setViewportSize({ width: 400, height: 800 });
  // Saved again, reached inside the app.
  await navigateInApp(page, '/player/saved');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Airwave Core, $31.99/month', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Not now' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: "Don't show again." }).click();
  await expect(dialog).toHaveCount(0);
  // Chosen once, the upsell no longer opens by itself; the banner stays.
  await page.reload();
  await expect(banner).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(dialog).toHaveCount(0);
});

test("an add-on the account cannot have (1262) opens the billing descriptor, which Exit closes; a deactivated account's settings open from the welcome back page", async ({ page }) => {
  await page.goto('/player/user/account?scenario=departing&faults=subscribe:billing-error=1262');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Resume my subscription' })).toBeVisible(FIRST_LOAD);
  await withdrawDepartingNotification(page);
  await main.getByRole('button', { name: 'Resume my subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Content unavailable' });
  await expect(dialog).toContainText('This content is unavailable on your subscription. Contact support (code: 1262)');
  await expect(dialog.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Exit' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/player/user/reactivate?scenario=deactivated&faults=');
  await page.getByRole('main').getByRole('button', { name: 'Account settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  await expect(settings.getByRole('heading', { name: 'Privacy Setting' })).toBeVisible();
  await expect(settings.getByRole('switch', { name: 'Do not sell or share my personal information' }).or(settings.getByRole('checkbox', { name: 'Do not sell or share my personal information' }))).toBeVisible();
  await expect(settings.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await expect(settings).toContainText(/ending in \d{4}|We have no payment information for your account\./);
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
});
