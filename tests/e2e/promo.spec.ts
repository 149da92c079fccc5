import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, fillCard, openAccount, reviewShots } from './support/pages.ts';

/** Screenshots for the reviewer when PROMO_SHOTS_DIR names a folder. */
const shoot = reviewShots('PROMO_SHOTS_DIR');

// The promo code form on the account page and the welcome back page: a code is checked as it is typed
// (GET /billing/offer_details) and redeemed with Apply or Reactivate (POST /billing/apply_coupon). Without a
// payment method on file the payment method edit comes first, then the code is redeemed.

test('a trial user without a card redeems a code: Apply opens the payment edit first, and once the card is stored the code is applied', async ({ page }) => {
  const main = await openAccount(page, '?scenario=trial');
  await expect(main).toContainText('We have no payment information for your account.');
  const code = main.getByRole('textbox', { name: 'Promo code' });
  const apply = main.locator('.promo-form').getByRole('button', { name: 'Apply' });
  await code.fill('FREEMONTH');
  await expect(main).toContainText('Extends your free trial by 1 month');
  await apply.click();
  const edit = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await expect(edit).toContainText('To redeem a coupon, you must update your payment information first.');
  await expectNoSeriousAccessibilityViolations(page);
  // Leaving the edit redeems nothing and keeps the code.
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
  await expect(code).toHaveValue('FREEMONTH');
  await expect(page.getByText('Your code has been applied.')).toHaveCount(0);

  await apply.click();
  await fillCard(edit, '4242 4242 4242 4242');
  await shoot(page, 'promo-payment-first');
  await edit.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('Your code has been applied.')).toBeVisible();
  await expect(main).toContainText(/Visa ending in \d{4}/);
  await expect(main).not.toContainText('We have no payment information for your account.');
  await page.reload();
  await expect(main).toContainText(/Visa ending in \d{4}/, FIRST_LOAD);
  await expectNoSeriousAccessibilityViolations(page);
});

test('a deactivated user whose card was removed reactivates with a code through the payment edit, and lands on Home', async ({ page }) => {
  await page.goto('/player/user/reactivate?scenario=deactivated');
  const main = page.getByRole('main');
  // Remove the card first (the account settings of the welcome back page).
  await main.getByRole('button', { name: 'Account settings' }).click(FIRST_LOAD);
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  await settings.getByRole('button', { name: 'Remove payment method' }).click();
  await page.getByRole('dialog', { name: 'Remove payment method?' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(settings).toContainText('We have no payment information for your account.');
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await page.reload();

  await main.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10', FIRST_LOAD);
  const apply = main.locator('.promo-form').getByRole('button', { name: 'Apply' });
  await expect(apply).toBeEnabled();
  await apply.click();
  const edit = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await expect(edit).toContainText('To reactivate your account with a coupon, you must update your payment information first.');
  await fillCard(edit, '4242 4242 4242 4242');
  await expectNoSeriousAccessibilityViolations(page);
  await edit.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(page).toHaveURL(/\/player\/mytv/);
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('a trial user without a card redeems a partner code (TMO…) at once: no payment edit, the code applied, still no card on file', async ({ page }) => {
  const main = await openAccount(page, '?scenario=trial');
  await expect(main).toContainText('We have no payment information for your account.');
  await main.getByRole('textbox', { name: 'Promo code' }).fill('TMOCORE12');
  await expect(main).toContainText('No card needed: T-Mobile pays');
  await expectNoSeriousAccessibilityViolations(page);
  await main.locator('.promo-form').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your code has been applied.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Enter New Payment Information' })).toHaveCount(0);
  await expect(main).toContainText('We have no payment information for your account.');
  await expectNoSeriousAccessibilityViolations(page);
});

test("a code check the server fails says 'Oops! Failed to load information about your redemption code.' with its reason, and Apply stays off", async ({ page }) => {
  const main = await openAccount(page, '?faults=getOfferDetails:status=500');
  const form = main.locator('.promo-form');
  await form.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await expect(form).toContainText('Oops! Failed to load information about your redemption code.');
  await expect(form).toContainText('500: Internal Server Error');
  await expect(form.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Promo code' })).toHaveValue('WELCOME10');
  await expectNoSeriousAccessibilityViolations(page);
});

test('a card stored through the payment edit shows on the account page even when the code then fails to redeem, and the code stays typed', async ({ page }) => {
  const main = await openAccount(page, '?scenario=trial&faults=applyCoupon:status=500');
  await expect(main).toContainText('We have no payment information for your account.');
  const code = main.getByRole('textbox', { name: 'Promo code' });
  await code.fill('FREEMONTH');
  await expect(main).toContainText('Extends your free trial by 1 month');
  await main.locator('.promo-form').getByRole('button', { name: 'Apply' }).click();
  const edit = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await fillCard(edit, '4242 4242 4242 4242');
  await edit.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(edit).toHaveCount(0);
  // The account is read again at once: the card is on the page without a reload, the form and its code stay.
  await expect(main).toContainText(/Visa ending in \d{4}/);
  await expect(main).not.toContainText('We have no payment information for your account.');
  await expect(code).toHaveValue('FREEMONTH');
  await expect(main.locator('.promo-form')).toContainText('500: Internal Server Error');
  await expect(page.getByText('Your code has been applied.')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});
