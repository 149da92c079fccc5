import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { openAccount, reviewShots } from './support/pages.ts';
import { agreeAndSubmit, checkoutPlus, pricedCheckout } from './support/billing.ts';
import { withdrawNotification } from './support/mock-control.ts';

/** Screenshots for the reviewer when CHECKOUT_FAILURE_SHOTS_DIR names a folder. */
const shoot = reviewShots('CHECKOUT_FAILURE_SHOTS_DIR');

// What Checkout says when the change it submits fails: the card on file cannot pay (1301), or the request
// itself throws. Nothing changes and the overlay stays, with its choices.

test("a delinquent subscriber whose card on file cannot pay is told 'We couldn’t use this payment method. Please add a new method or you can retry this one.'", async ({ page }) => {
  await openAccount(page, '?scenario=delinquent');
  // The persona's blocking payment notification would cover the page.
  await withdrawNotification(page, 'ntf_payment_failed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const checkout = await checkoutPlus(page);
  await expect(checkout.getByRole('region', { name: 'Payment method' })).toContainText('Visa ending in 4242');
  await agreeAndSubmit(checkout);
  await expect(checkout.getByRole('alert')).toHaveText('We couldn’t use this payment method. Please add a new method or you can retry this one.');
  await expect(checkout.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(page.getByText('You have successfully updated your subscription.')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'checkout-payment-failed');
});

test("a change whose request throws says 'Oops, caught an exception while submitting a subscription' and changes nothing", async ({ page }) => {
  const main = await openAccount(page, '?faults=updateSubscription:network');
  await main.getByRole('button', { name: 'Manage add-ons' }).click();
  const addOns = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  await addOns.getByRole('checkbox', { name: /STARZ/ }).check();
  await addOns.getByRole('button', { name: 'Continue' }).click();
  const checkout = await pricedCheckout(page);
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await expect(checkout.getByRole('alert')).toHaveText('Oops, caught an exception while submitting a subscription');
  await expectNoSeriousAccessibilityViolations(page);
  await expect(checkout.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  await page.reload();
  await expect(main.getByRole('heading', { level: 3, name: 'Your add-ons' })).toBeVisible();
  await expect(main.locator('.billing-addons').first()).not.toContainText('STARZ');
});
