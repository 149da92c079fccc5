import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { reviewShots } from './support/pages.ts';

/** Screenshots for the reviewer when ADDON_SHOTS_DIR names a folder. */
const shoot = reviewShots('ADDON_SHOTS_DIR', { fullPage: true });

// The account page's cancel flow ending on the free-plan opt-in, and its add-on screens: the add-on extension
// ('Activate' during a trial) and 'Cancel your add-on extension'.

async function cancelThroughSurvey(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Cancel my subscription' }).click();
  await main.getByRole('radio', { name: 'Too many ads' }).check();
  await main.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Your subscription has been canceled' })).toBeVisible();
}

test('a subscriber cancels through the survey, chooses Watch Free Channels on the opt-in, and is enrolled in the free plan', async ({ page }) => {
  await page.goto('/player/user/account');
  const main = page.getByRole('main');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Top Playable' })).toBeVisible();
  await cancelThroughSurvey(page);
  const offer = main.getByRole('group', { name: 'Free Channels' });
  await expect(offer).toContainText('No credit card required');
  await expect(main.getByRole('button', { name: 'Return to Account' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'opt-in');

  await offer.getByRole('button', { name: 'Watch Free Channels' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(main).toContainText('Your subscription has been canceled. You can keep watching until');
  await expect(main).toContainText('After that, you can keep watching free channels at no cost.');
  await expect(main.getByRole('button', { name: 'Resume my subscription' })).toBeVisible();
  // A departing subscription takes no add-on changes.
  await expect(main.getByRole('button', { name: /add-on extension/i })).toHaveCount(0);
  // Enrolled in the free plan: the header is the free-channels one (Upgrade in place of Top Playable).
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Top Playable' })).toHaveCount(0);

  await page.reload();
  await expect(main).toContainText('After that, you can keep watching free channels at no cost.');
  await expectNoSeriousAccessibilityViolations(page);
});

test('a subscriber who leaves the opt-in by going elsewhere is enrolled in the free plan all the same', async ({ page }) => {
  await page.goto('/player/user/account');
  const main = page.getByRole('main');
  await cancelThroughSurvey(page);
  await expect(main.getByRole('button', { name: 'Watch Free Channels' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/player\/guide/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade' })).toBeVisible();

  await page.goto('/player/user/account');
  await expect(main).toContainText('Your subscription has been canceled. You can keep watching until');
  await expect(main).toContainText('After that, you can keep watching free channels at no cost.');
  await expectNoSeriousAccessibilityViolations(page);
});

test("a trial user activates an add-on: 'Activate', the three bill dates, the legal box, and the add-on is on the account after a reload", async ({ page }) => {
  await page.goto('/player/user/account?scenario=trial');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Activate' }).click();
  const screen = main.getByRole('region', { name: 'Activate' });
  await expect(screen.getByRole('heading', { level: 2, name: 'Activate' })).toBeFocused();
  // The trial ends in 5 days: the first bill, then the same day of the next two months.
  const dates = screen.getByRole('list', { name: /bills with your subscription on each of your next 3 bill dates/ }).getByRole('listitem');
  await expect(dates).toHaveText(['May 6, 2026', 'Jun 6, 2026', 'Jul 6, 2026']);
  const submit = screen.getByRole('button', { name: 'Activate' });
  await expect(submit).toBeDisabled();
  await screen.getByRole('checkbox', { name: /STARZ/ }).check();
  await expect(submit).toBeDisabled();
  await screen.getByRole('checkbox', { name: /I agree to the Airwave Terms of Use/ }).check();
  await expect(submit).toBeEnabled();
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'addon-extension');

  await submit.click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await page.reload();
  const yours = main.getByRole('heading', { level: 3, name: 'Your add-ons' }).locator('xpath=..');
  await expect(yours).toContainText('STARZ');
  await expectNoSeriousAccessibilityViolations(page);
});

test('a subscriber cancels an add-on extension: its three bill dates, it stays until the next one, and the page says when it ends', async ({ page }) => {
  await page.goto('/player/user/account');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Add-on extension', exact: true })).toBeVisible();
  await shoot(page, 'account-addons');
  await main.getByRole('button', { name: 'Cancel your add-on extension' }).click();
  const screen = main.getByRole('region', { name: 'Cancel your add-on extension' });
  await expect(screen.getByRole('radio', { name: /MGM\+/ })).toBeChecked();
  // The three bill dates its extension would bill on, and that cancelling ends it at the first.
  const dates = screen.getByRole('list', { name: 'Kept, MGM+ bills with your subscription on each of your next 3 bill dates:' });
  await expect(dates.getByRole('listitem')).toHaveText(['May 13, 2026', 'Jun 13, 2026', 'Jul 13, 2026']);
  await expect(screen).toContainText('MGM+ stays until May 13, 2026 and is not billed after that.');
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'addon-cancel');

  await screen.getByRole('button', { name: 'Cancel add-on' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(main).toContainText('MGM+ ends on May 13, 2026.');
  await expect(main.getByRole('button', { name: 'Cancel your add-on extension' })).toHaveCount(0);
  await page.reload();
  await expect(main).toContainText('MGM+ ends on May 13, 2026.');
  await expectNoSeriousAccessibilityViolations(page);
});
