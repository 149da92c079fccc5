import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { pricedCheckout } from './support/billing.ts';
import { FIRST_LOAD, openAccount } from './support/pages.ts';

// The subscription overlay (Manage Plan, Manage Add-Ons, Checkout) opened from the account page, against the
// mock world: GET /billing/signup_details, POST /billing/upgrade_details, POST /billing/update_subscription.

test('a subscriber adds an add-on and changes plan through checkout, and the account page shows the new plan after a reload', async ({ page }) => {
  const main = await openAccount(page);
  await expect(main).toContainText('Airwave Core');

  // Add STARZ from the Add-Ons section.
  await main.getByRole('button', { name: 'Manage add-ons' }).click();
  const overlay = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  await expect(overlay.getByRole('checkbox', { name: /STARZ/ })).not.toBeChecked();
  await expect(overlay.getByRole('checkbox', { name: /MGM\+/ })).toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);
  await overlay.getByRole('checkbox', { name: /STARZ/ }).check();
  await overlay.getByRole('button', { name: 'Continue' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText('STARZ (Pro-Rated)');
  await expect(checkout.getByRole('region', { name: 'Payment method' })).toContainText('Visa ending in 4242');
  const submit = checkout.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await checkout.getByRole('checkbox', { name: /I agree to the Airwave Terms of Use/ }).check();
  await expectNoSeriousAccessibilityViolations(page);
  await submit.click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByRole('list').filter({ hasText: 'STARZ' }).first()).toBeVisible();

  // Change plan to Airwave Plus (it carries MGM+ and STARZ itself).
  await main.getByRole('button', { name: 'Change plan' }).click();
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await expect(plans.getByRole('radio', { name: /Airwave Core/ })).toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);
  await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
  await plans.getByRole('button', { name: 'Continue' }).click();
  const addOns = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  await expect(addOns.getByRole('checkbox', { name: /STARZ/ })).toHaveCount(0);
  await addOns.getByRole('button', { name: 'Continue' }).click();
  await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText('Airwave Plus');
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await checkout.getByRole('button', { name: 'Submit' }).click();
  // The first change's toast may still show (toasts last 4 s): the newest is the last.
  await expect(page.getByText('You have successfully updated your subscription.').last()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The account page after a reload: its billing reads are answered once the mock world has started again.
  await page.reload();
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Plus', FIRST_LOAD);
  await expectNoSeriousAccessibilityViolations(page);
});

/**
 * One step back in the tab's history, asked by the page, so it comes after the page's own history changes
 * (the overlay pushes its entry as it opens). Playwright's goBack() goes through another channel and, on a
 * busy machine, can reach the browser before that entry does, stepping back past the account page.
 */
async function browserBack(page: Page) {
  await page.evaluate(() => history.back());
}

test("the browser's Back closes the overlay, the header's back steps back, and Submit waits for the legal box", async ({ page }) => {
  const main = await openAccount(page);
  await main.getByRole('button', { name: 'Manage add-ons' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Add-Ons' })).toBeVisible();
  await browserBack(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/player\/user\/account$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Add-Ons' })).toBeVisible();

  await main.getByRole('button', { name: 'Manage add-ons' }).click();
  await page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('checkbox', { name: /STARZ/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const checkout = await pricedCheckout(page);
  const submit = checkout.getByRole('button', { name: 'Submit' });
  const legal = checkout.getByRole('checkbox', { name: /I agree/ });
  await expect(submit).toBeDisabled();
  await legal.check();
  await expect(submit).toBeEnabled();
  await legal.uncheck();
  await expect(submit).toBeDisabled();
  // The header's back returns to Manage Add-Ons with the choice kept; Cancel closes and changes nothing.
  await checkout.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('checkbox', { name: /STARZ/ })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/player\/user\/account$/);
  // Closing stepped back off the overlay's entry: the next Back leaves the account page.
  await expect.poll(() => page.evaluate(() => Object.keys((history.state as object | null) ?? {}))).not.toContain('subscriptionOverlay');
  await browserBack(page);
  await expect(page).not.toHaveURL(/\/player\/user\/account$/);
});

test('from the keyboard alone a subscriber changes plan through Checkout: each screen starts with focus on its Back, never outside the overlay, and focus returns to Change plan', async ({ page }) => {
  const main = await openAccount(page);
  const changePlan = main.getByRole('button', { name: 'Change plan' });
  await expect(changePlan).toBeVisible();
  await changePlan.focus();
  await page.keyboard.press('Enter');
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await expect(plans.getByRole('radio', { name: /Airwave Core/ })).toBeChecked();
  await expect(plans.getByRole('button', { name: 'Back' })).toBeFocused();
  // Into the plans (the chosen one takes focus), one plan down, on to Continue.
  await plans.getByRole('radio', { name: /Airwave Core/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(plans.getByRole('radio', { name: /Airwave Plus/ })).toBeChecked();
  await plans.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  const addOns = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  await expect(addOns.getByRole('button', { name: 'Back' })).toBeFocused();
  await addOns.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  // Checkout's Submit replaces Continue: focus moves to Checkout's Back rather than falling out of the dialog.
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(checkout.getByRole('button', { name: 'Exit' })).toBeFocused();
  const code = checkout.getByRole('textbox', { name: 'Promo code' });
  await code.focus();
  await page.keyboard.type('WELCOME10');
  await page.keyboard.press('Enter');
  await expect(checkout).toContainText('WELCOME10 applied.');
  await expect(code).toBeFocused();
  await checkout.getByRole('checkbox', { name: /I agree/ }).focus();
  await page.keyboard.press('Space');
  await checkout.getByRole('button', { name: 'Submit' }).focus();
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(changePlan).toBeFocused();
});
