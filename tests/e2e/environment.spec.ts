import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, openAccount, reviewShots } from './support/pages.ts';

// The environment configuration (app/config/environment.ts) as a viewer meets it, at its defaults in the mock
// build: the provider-billed account pages link to where the provider manages the subscription, and the
// settings page names the environment.

const shoot = reviewShots('ENVIRONMENT_SHOTS_DIR', { fullPage: true });

test("a Roku-billed account's Payment section links to Roku's subscriptions page", async ({ page }) => {
  const main = await openAccount(page, '?scenario=roku-billed');
  const payment = main.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Your payment is managed by Roku. To change it, visit your Roku account.');
  await expect(payment.getByRole('link', { name: 'Manage your subscription with Roku' })).toHaveAttribute('href', 'https://my.roku.com/account/subscriptions');
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'roku-billed-account');
});

test("an Apple-billed account links to Apple's subscriptions from the Payment section and from the warning before a cancel", async ({ page }) => {
  const main = await openAccount(page, '?scenario=apple-billed');
  const appleLink = { name: 'Manage your subscription with Apple' };
  await expect(main.getByRole('region', { name: 'Payment' }).getByRole('link', appleLink)).toHaveAttribute('href', 'https://apps.apple.com/account/subscriptions');
  await main.getByRole('button', { name: 'Cancel my subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Billed by Apple' });
  await expect(dialog.getByRole('link', appleLink)).toHaveAttribute('href', 'https://apps.apple.com/account/subscriptions');
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the settings page names the environment, and the legal links go to the product site', async ({ page }) => {
  await page.goto('/player/user/settings');
  const info = page.locator('footer.app-info');
  await expect(info.getByText('Environment')).toBeVisible(FIRST_LOAD);
  // The mock build's environment is named after its Vite mode.
  await expect(info.locator('dd').filter({ hasText: /^mock$/ })).toHaveCount(1);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  await expectNoSeriousAccessibilityViolations(page);
});
