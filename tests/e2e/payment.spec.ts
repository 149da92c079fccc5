import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { controlMocks, withdrawDepartingNotification, withdrawNotification } from './support/mock-control.ts';
import { FIRST_LOAD, fillCard as fillCardIn, openAccount, reviewShots } from './support/pages.ts';

const shoot = reviewShots('PAYMENT_SHOTS_DIR');

// The payment method edit modal on the account page, with the mock build's local fake of Stripe.js: card
// elements, a setup intent confirmed by the fake, then POST /billing/update_payment_method.

async function fillCard(page: Page, number: string) {
  const modal = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await modal.getByRole('textbox', { name: 'Card number' }).fill(number);
  await modal.getByRole('textbox', { name: 'Expiration date' }).fill('12 / 34');
  await modal.getByRole('textbox', { name: 'Security code' }).fill('123');
  return modal;
}

test('a delinquent user replaces the expired card, retries the payment, and the account page no longer shows the problem', async ({ page }) => {
  await page.goto('/player/user/account?scenario=delinquent');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible(FIRST_LOAD);
  // The persona's blocking payment notification would cover the page: withdraw it (the page is told live).
  await withdrawNotification(page, 'ntf_payment_failed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main).toContainText('Payment expired');

  await main.getByRole('button', { name: 'Update payment method' }).click();
  const modal = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await expect(modal.getByRole('textbox', { name: 'Card number' })).toBeFocused();
  const confirm = modal.getByRole('button', { name: 'Confirm Change' });
  await expect(confirm).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await modal.getByRole('textbox', { name: 'Expiration date' }).fill('12 / 34');
  await expect(confirm).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Security code' }).fill('123');
  await modal.getByRole('textbox', { name: 'Zip code' }).fill('78701');
  await expect(modal.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  // The fraud warning: only payment methods entered on the product's own site or apps are charged.
  await expect(modal).toContainText('Airwave only charges payment methods entered on the Airwave website or in the Airwave apps.');
  await expect(confirm).toBeEnabled();
  await expectNoSeriousAccessibilityViolations(page);
  await confirm.click();

  await expect(modal).toHaveCount(0);
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(main).not.toContainText('Payment expired');
  await main.getByRole('button', { name: 'Retry payment' }).click();
  await expect(main.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
  await expect(main).not.toContainText('There is a problem with your current payment.');
  await expect(main).not.toContainText('Your subscription has not yet renewed');

  await page.reload();
  await expect(main.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible(FIRST_LOAD);
  await expect(main).toContainText(/Visa ending in \d{4}/);
  await expect(main).not.toContainText('There is a problem with your current payment.');
  await expect(main.getByRole('button', { name: 'Update payment method' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('a declined card, an incorrect CVC and a zip the server refuses show their messages, keep what was typed, and change nothing', async ({ page }) => {
  await page.goto('/player/user/account');
  const main = page.getByRole('main');
  await expect(main).toContainText('Visa ending in 4242', FIRST_LOAD);
  await main.getByRole('button', { name: 'Update payment method' }).click();
  const modal = await fillCard(page, '4000 0000 0000 0002');
  const zip = modal.getByRole('textbox', { name: 'Zip code' });
  await zip.fill('00000');
  await modal.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please enter a valid zipcode. (Code: 1102)');
  await zip.fill('78701');
  await expect(modal.getByRole('alert')).toHaveCount(0);

  await modal.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(modal.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
  await expect(zip).toHaveValue('78701');

  await modal.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0127');
  await modal.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(modal.getByRole('alert')).toHaveText(
    "Your card's security code is incorrect. Check the security code on the back of your card and try again.",
  );
  await expect(modal.getByRole('textbox', { name: 'Security code' })).toHaveValue('123');
  await expectNoSeriousAccessibilityViolations(page);

  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toHaveCount(0);
  await expect(main).toContainText('Visa ending in 4242');
  await expect(page.getByText('You have successfully updated your subscription.')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test("a departing subscriber removes the card on file after confirming, once a removal the server failed has said 'Failed to remove your payment information' and kept the card; a regular subscriber is not offered it", async ({ page }) => {
  const main = await openAccount(page, '?scenario=departing');
  await withdrawDepartingNotification(page);
  await expect(main).toContainText('Visa ending in 4242');
  await main.getByRole('button', { name: 'Remove payment method' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove payment method?' });
  await expect(confirm).toContainText('Visa ending in 4242 will be removed from your account.');
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'remove-payment-confirm');
  // 'Keep it' changes nothing.
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(main).toContainText('Visa ending in 4242');

  // A removal the server fails (the fault planted through the mock world's control API, as the Mocks panel's Apply
  // does) says 'Failed to remove your payment information' with its reason, and the card stays.
  expect(await controlMocks(page, 'PUT', '/faults', { faults: 'removePaymentMethod:status=500' })).toBe(200);
  await main.getByRole('button', { name: 'Remove payment method' }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('Failed to remove your payment information');
  await expect(alert).toContainText('500: Internal Server Error');
  await expect(main).toContainText('Visa ending in 4242');
  await expectNoSeriousAccessibilityViolations(page);
  await main.getByRole('button', { name: 'Remove payment method' }).scrollIntoViewIfNeeded();
  await shoot(page, 'remove-payment-failed');
  expect(await controlMocks(page, 'PUT', '/faults', { faults: '' })).toBe(200);

  // Confirmed, the removal goes through.
  await main.getByRole('button', { name: 'Remove payment method' }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Your payment method was removed.')).toBeVisible();
  await expect(main).toContainText('We have no payment information for your account.');
  await expect(main.getByRole('button', { name: 'Remove payment method' })).toHaveCount(0);
  await page.reload();
  await expect(main).toContainText('We have no payment information for your account.', FIRST_LOAD);
  await expect(main.getByRole('button', { name: 'Update payment method' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  const regular = await openAccount(page, '?scenario=core-subscriber');
  await expect(regular).toContainText('Visa ending in 4242');
  await expect(regular.getByRole('button', { name: 'Update payment method' })).toBeVisible();
  await expect(regular.getByRole('button', { name: 'Remove payment method' })).toHaveCount(0);
});

test("a deactivated account removes its card from the welcome back page's account settings", async ({ page }) => {
  await page.goto('/player/user/reactivate?scenario=deactivated');
  await page.getByRole('main').getByRole('button', { name: 'Account settings' }).click(FIRST_LOAD);
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  await expect(settings).toContainText('Visa ending in 4242');
  await settings.getByRole('button', { name: 'Remove payment method' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove payment method?' });
  await expectNoSeriousAccessibilityViolations(page);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(settings).toContainText('We have no payment information for your account.');
  await expect(settings.getByRole('button', { name: 'Remove payment method' })).toHaveCount(0);
  await expect(page.getByText('Your payment method was removed.')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'remove-payment-deactivated-settings');
});

test("the card form turns on the provider's zip check after the zip passes and before the card is confirmed; a failure of it stops the change with its message", async ({ page }) => {
  const billingCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/billing/')) billingCalls.push(path);
  });
  const main = await openAccount(page);
  await main.getByRole('button', { name: 'Update payment method' }).click();
  const modal = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await fillCardIn(modal, '4242 4242 4242 4242');
  await modal.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  expect(billingCalls).toEqual(['/billing/setup_intent', '/billing/validate_zip', '/billing/enable_radar_zip_check', '/billing/update_payment_method']);

  billingCalls.length = 0;
  const failing = await openAccount(page, '?faults=enableRadarZipCheck:status=500');
  await failing.getByRole('button', { name: 'Update payment method' }).click();
  await fillCardIn(modal, '4242 4242 4242 4242');
  await modal.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(modal.getByRole('alert')).toHaveText('500: Internal Server Error');
  await expect(modal.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  expect(billingCalls).not.toContain('/billing/update_payment_method');
  await expectNoSeriousAccessibilityViolations(page);
});

test("a payment form that cannot load says 'Oops, caught an exception while loading the payment form'; a zip check that cannot be made, 'Oops, caught an exception while validating a zip'", async ({ page }) => {
  const main = await openAccount(page, '?faults=createSetupIntent:network');
  await main.getByRole('button', { name: 'Update payment method' }).click();
  const modal = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await expect(modal.getByRole('alert')).toHaveText('Oops, caught an exception while loading the payment form');
  await expect(modal.getByRole('button', { name: 'Confirm Change' })).toBeDisabled();
  await expectNoSeriousAccessibilityViolations(page);

  const again = await openAccount(page, '?faults=validateZip:network');
  await again.getByRole('button', { name: 'Update payment method' }).click();
  await fillCardIn(modal, '4242 4242 4242 4242');
  await modal.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Oops, caught an exception while validating a zip');
  await expect(modal.getByRole('textbox', { name: 'Zip code' })).toHaveValue('78701');
  await expectNoSeriousAccessibilityViolations(page);
});
