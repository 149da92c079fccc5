import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// What the account page offers depends on who pays: an account without a paid plan is offered an upgrade,
// a sponsored one is told who pays and changes nothing itself.

test("a free-plan viewer is offered Core's trial on the account page ('Start your 7-day free trial'), which opens Manage Plan", async ({ page }) => {
  await page.goto('/player/user/account?scenario=free-plan');
  const main = page.getByRole('main');
  const offer = main.getByRole('region', { name: 'Upgrade your plan' });
  // Core's lineup, rounded down to tens, and its list price (the product's configured 70+ and $25 when unknown: below).
  await expect(offer).toContainText(/\d+0\+ channels from \$31\.99\/month, Unlimited 1-year DVR and 75,000\+ on-demand titles\./);
  await expect(main.getByRole('button', { name: 'Cancel my subscription' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);

  await offer.getByRole('button', { name: 'Start your 7-day free trial' }).click();
  const overlay = page.getByRole('dialog', { name: 'Manage Plan' });
  // Each plan's card: price, the trial still open to this viewer, and the lineup rounded down to tens.
  const core = overlay.locator('label').filter({ has: page.getByRole('radio', { name: /Airwave Core/ }) });
  await expect(core).toContainText(/\$31\.99\/month\s*after 7-day free trial · \d+0\+ channels/);
  // Retired plans (Airwave Legacy) are not offered.
  await expect(overlay.getByRole('radio', { name: /Airwave Legacy/ })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(offer.getByRole('button', { name: 'Start your 7-day free trial' })).toBeFocused();
});

test("when the plans on offer cannot be read, the upgrade offer pitches the product's configured 70+ channels from $25", async ({ page }) => {
  await page.goto('/player/user/account?scenario=free-plan&faults=getSignupDetails:status=500');
  const offer = page.getByRole('main').getByRole('region', { name: 'Upgrade your plan' });
  await expect(offer).toContainText('70+ channels from $25/month, Unlimited 1-year DVR and 75,000+ on-demand titles.');
  await expect(offer.getByRole('button', { name: 'Upgrade now' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('a sponsored viewer sees who pays and no Cancel, Change plan or upgrade', async ({ page }) => {
  await page.goto('/player/user/account?scenario=sponsored');
  const main = page.getByRole('main');
  await expect(main).toContainText('Your subscription is provided by Acme Telecom. Contact Acme Telecom to make changes.');
  await expect(main.getByRole('region', { name: 'Payment' })).toContainText('Paid by Acme Telecom.');
  for (const action of ['Cancel my subscription', 'Change plan', 'Upgrade now']) await expect(main.getByRole('button', { name: action })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test("Manage Add-Ons shows each add-on's first three channel logos, then '& More'", async ({ page }) => {
  await page.goto('/player/user/account');
  await page.getByRole('main').getByRole('button', { name: 'Manage add-ons' }).click();
  const overlay = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  const starz = overlay.locator('label').filter({ has: page.getByRole('checkbox', { name: /^STARZ/ }) });
  await expect(starz.getByRole('img')).toHaveCount(3);
  await expect(starz).toContainText('& More');
  const allblk = overlay.locator('label').filter({ has: page.getByRole('checkbox', { name: /^ALLBLK/ }) });
  await expect(allblk.getByRole('img', { name: 'ALLBLK' })).toBeVisible();
  await expect(allblk).not.toContainText('& More');
  await expectNoSeriousAccessibilityViolations(page);
});

test('an account its provider bills has no add-on extension; a sponsorship that ended says so and offers the switch', async ({ page }) => {
  await page.goto('/player/user/account?scenario=roku-billed');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Manage add-ons' })).toBeVisible();
  for (const action of ['Add-on extension', 'Activate', 'Cancel your add-on extension']) await expect(main.getByRole('button', { name: action })).toHaveCount(0);

  await page.goto('/player/user/account?scenario=sponsored-deactivated');
  await expect(main).toContainText('Your subscription has ended. Your subscription is provided by Acme Telecom.');
  const payment = main.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('We have no payment information for your account.');
  await expect(payment).not.toContainText('Paid by');
  await expect(payment.getByRole('button', { name: 'Switch to Airwave billing' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
