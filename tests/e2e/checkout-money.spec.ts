import { expect, test, type Locator } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, openAccount, reviewShots } from './support/pages.ts';

/** Screenshots for the reviewer when MONEY_SHOTS_DIR names a folder. */
const shoot = reviewShots('MONEY_SHOTS_DIR');

// One source of truth for money, as a viewer meets it: the amounts Checkout shows (POST /billing/upgrade_details)
// are the ones billed (billing history) and the next bill the account page shows after a reload
// (GET /billing/user_details). The core subscriber has the coupon SUMMER5 (Core only) and $5.00 of credit.

/** A bill's rows as shown: each line's name and amount, and the credit it uses. */
async function rowsOf(bill: Locator): Promise<string[]> {
  return bill.locator('.billing-line-row').allTextContents();
}

test('a subscriber with a coupon upgrades through Checkout with a new code, and the amounts Checkout showed are the ones billed and on the account page after a reload', async ({ page }) => {
  const main = await openAccount(page);
  // The account page: the coupon in effect with its period, the credit, the plan at its discounted price.
  const subscription = main.getByRole('region', { name: 'Your Airwave Subscription' });
  await expect(subscription.locator('.billing-coupons')).toContainText(/SUMMER5 \$5 off each month for 3 months · Each month until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(subscription).toContainText('Promotional credit: $5.00, applied across your bills until used.');
  await expect(subscription.locator('.billing-plan')).toContainText('$26.99/month');

  await subscription.getByRole('button', { name: 'Change plan' }).click();
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  // Retired plans are not offered.
  await expect(plans.getByRole('radio', { name: /Airwave Legacy/ })).toHaveCount(0);
  await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
  await plans.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('button', { name: 'Continue' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const summary = checkout.getByRole('region', { name: 'Order summary' });
  const bills = summary.locator('.overlay-bill');
  await expect(bills).toHaveCount(2, FIRST_LOAD);
  // Before the code: Plus pro-rated now less Core's unused days, the credit used now; Plus in full next time.
  await expect(bills.first()).toContainText(/Billed within \d+ hours?/);
  await expect(bills.first()).toContainText('Airwave Plus (Pro-Rated)');
  await expect(bills.first()).toContainText('Airwave Core (Pro-Rated)-$');
  await expect(bills.first()).toContainText('Promotional credit-$5.00');
  await expect(bills.last()).toContainText('Airwave Plus$44.99');
  const withoutCode = await bills.last().locator('p strong').textContent();

  // A code typed in Checkout is priced by the server: the discounted amounts show, with the coupon's period.
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary).toContainText('WELCOME10 applied.');
  await expect(bills.last()).toContainText('Airwave Plus$40.49');
  await expect(bills.last()).toContainText(/Includes WELCOME10, saving \$4\.50: 10% off each month for 3 months · Each month until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(bills.first()).toContainText('Includes WELCOME10, saving');
  const chargeNow = (await bills.first().locator('p strong').textContent()) ?? '';
  const nextAmount = (await bills.last().locator('p strong').textContent()) ?? '';
  const nextDue = (await bills.last().locator('p span').first().textContent()) ?? '';
  const nextRows = await rowsOf(bills.last());
  expect(nextAmount).not.toBe(withoutCode);
  expect(chargeNow).toMatch(/^\$\d+\.\d\d$/);

  // A code for other plans says why (the server refuses to price it) and the order is priced without it.
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('LEGACY20');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary).toContainText("This coupon can't be applied to the selected plan. (Code: 1253)");
  await expect(bills.last()).toContainText('Airwave Plus$44.99');
  // An expired one is told by its lookup.
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('SPRING24');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary).toContainText('This code has expired, double check your entry.');
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(bills.last().locator('p strong')).toHaveText(nextAmount);

  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await shoot(page, 'checkout-coupon');
  await expectNoSeriousAccessibilityViolations(page);
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Plus', FIRST_LOAD);
  // Billed: the charge Checkout showed, as the newest invoice.
  const newest = main.getByRole('region', { name: 'Billing History' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Airwave Plus (Pro-Rated)');
  await expect(newest.getByRole('cell').last()).toHaveText(chargeNow);
  // The next bill: the one Checkout showed, line for line; the new coupon listed and Core's SUMMER5 not (it lowers
  // no bill of Plus); no Core price change under Plus.
  const bill = main.locator('.billing-bill');
  await expect(bill.locator('p strong').first()).toHaveText(nextAmount);
  await expect(bill.locator('.billing-bill-due')).toHaveText(nextDue);
  await bill.getByText('Bill details').click();
  expect(await rowsOf(bill)).toEqual(nextRows);
  await expect(main.locator('.billing-coupons')).toContainText('WELCOME10 10% off each month for 3 months');
  await expect(main.locator('.billing-coupons')).not.toContainText('SUMMER5');
  await expect(main.locator('.billing-plan')).not.toContainText('Starting');
  await shoot(page, 'account-after-coupon-upgrade');
  await expectNoSeriousAccessibilityViolations(page);
});
