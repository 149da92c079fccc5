import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// What the account page offers depends on who pays: an account without a paid plan is offered an upgrade,
// a sponsored one is told who pays and changes nothing itself.

test("a free-plan viewer is offered an upgrade on the account page, and 'Upgrade now' opens Manage Plan", async ({ page }) => {
  await page.goto('/player/user/account?scenario=free-plan');
  const main = page.getByRole('main');
  const offer = main.getByRole('region', { name: 'Upgrade your plan' });
  await expect(offer).toContainText('More channels, Unlimited 1-year DVR and 75,000+ on-demand titles.');
  await expect(main.getByRole('button', { name: 'Cancel my subscription' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);

  await offer.getByRole('button', { name: 'Upgrade now' }).click();
  const overlay = page.getByRole('dialog', { name: 'Manage Plan' });
  await expect(overlay.getByRole('radio', { name: /Airwave Core/ })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(offer.getByRole('button', { name: 'Upgrade now' })).toBeFocused();
});

test('a sponsored viewer sees who pays and no Cancel, Change plan or upgrade', async ({ page }) => {
  await page.goto('/player/user/account?scenario=sponsored');
  const main = page.getByRole('main');
  await expect(main).toContainText('Your subscription is provided by Acme Telecom. Contact Acme Telecom to make changes.');
  await expect(main.getByRole('region', { name: 'Payment' })).toContainText('Paid by Acme Telecom.');
  for (const action of ['Cancel my subscription', 'Change plan', 'Upgrade now']) await expect(main.getByRole('button', { name: action })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});
