import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { addEmailAndConfirm, withdrawAddEmailNotification } from './support/mock-control.ts';
import { FIRST_LOAD, reviewShots } from './support/pages.ts';

// Who is asked for an email first (app/lib/account/email-first.ts): a signed-out visitor, and an account without
// an email — the `emailless` persona signed up on a Roku with a mobile number. One rule decides the navigation,
// the account menu, saving, favoriting, the settings' account section and upgrades.

const shoot = reviewShots('EMAIL_FIRST_SHOTS_DIR');

async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible(FIRST_LOAD);
  return nav.getByRole('link').allTextContents();
}

async function accountMenuLabels(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const labels = await page.locator('.account-menu-list').getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return labels;
}


test('an account without an email gets the reduced navigation and Sign Up, and is asked for an email before saving or favoriting', async ({ page }) => {
  test.slow();
  await page.goto('/player/mytv?scenario=emailless');
  await expect.poll(() => navLabels(page)).toEqual(['Home', 'Guide']);
  await withdrawAddEmailNotification(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  expect(await accountMenuLabels(page)).toEqual(['Settings', 'Account', 'Profiles', 'Sign Up']);
  await shoot(page, 'emailless-home');

  // Save: the add-email modal for saving, and nothing saved.
  const save = page.locator('.save-button').first();
  await save.click();
  const prompt = page.getByRole('dialog', { name: 'Add an email to your account' });
  await expect(prompt.getByText('Add an email to your account to save shows.')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'emailless-save-prompt');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/added to your Saved shows/)).toHaveCount(0);

  // Favorite, from a channel's row of the guide: the add-email modal for favoriting.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).click();
  const favorite = page.locator('.tile-group-header .favorite-button[aria-pressed="false"]').first();
  await favorite.click(FIRST_LOAD);
  await expect(prompt.getByText('Add an email to your account to favorite channels.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousAccessibilityViolations(page);
});

test("an account without an email creates its account from Settings; then it has the full navigation and Sign Out", async ({ page }) => {
  test.slow();
  await page.goto('/player/user/settings?scenario=emailless');
  const main = page.getByRole('main');
  const create = main.getByRole('button', { name: 'Create account' });
  await expect(create).toBeVisible(FIRST_LOAD);
  await withdrawAddEmailNotification(page);
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await addEmailAndConfirm(page, dialog);

  // The same rule, now answered 'no': sign-in information instead of the prompt, the fast-access navigation
  // (Jordan is on Free Channels) and Sign Out.
  await expect(main.getByText('jordan.rivera@example.com')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  await expect.poll(() => navLabels(page)).toEqual(['Home', 'Guide', 'Saved', 'Upgrade']);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
  expect(await accountMenuLabels(page)).toEqual(['Settings', 'Account', 'Profiles', 'Sign Out']);
  await expectNoSeriousAccessibilityViolations(page);
});
