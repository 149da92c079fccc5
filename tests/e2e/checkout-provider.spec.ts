import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, openAccount, reviewShots } from './support/pages.ts';

/** Screenshots for the reviewer when PROVIDER_SHOTS_DIR names a folder. */
const shoot = reviewShots('PROVIDER_SHOTS_DIR');

// A change an external biller bills (persona roku-billed): the upgrade acknowledgement, Manage Plan, Manage
// Add-Ons, then Checkout priced with no card — Roku bills it, and the account stays billed by Roku. Roku bills
// monthly plans only, so a plan billed every few months is shown but not offered. And a plan that already
// includes an add-on (Airwave Plus has MGM+) does not bill it again.

test('a Roku-billed subscriber changes to Airwave Plus: acknowledgement, plan, Checkout priced with no card (Roku bills it), and the account shows Plus still billed by Roku', async ({ page }) => {
  const main = await openAccount(page, '?scenario=roku-billed');
  await expect(main).toContainText('Your payment is managed by Roku.');
  await main.getByRole('button', { name: 'Change plan' }).click();

  const acknowledgement = page.getByRole('dialog', { name: 'Upgrade acknowledgement' });
  await expect(acknowledgement).toContainText('Your subscription is billed by Roku. An upgrade you choose here is charged by Roku with your Airwave subscription.');
  await shoot(page, 'provider-acknowledgement');
  await expectNoSeriousAccessibilityViolations(page);
  await acknowledgement.getByRole('button', { name: 'Continue' }).click();

  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await expect(plans.getByRole('radio', { name: /Airwave Core/ })).toBeChecked();
  await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
  await plans.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('button', { name: 'Continue' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const summary = checkout.getByRole('region', { name: 'Order summary' });
  // Priced by upgrade_details: a pro-rated charge now and Plus on the next bill.
  await expect(summary.locator('.billing-lines').first()).toContainText('Airwave Plus', FIRST_LOAD);
  await expect(summary).toContainText('(Pro-Rated)');
  await expect(summary).toContainText('$44.99');
  const payment = checkout.getByRole('region', { name: 'Payment method' });
  await expect(payment).toContainText('Roku bills this change with your Airwave subscription. No card is needed.');
  await expect(payment).toContainText('Your payment is managed by Roku.');
  await expect(payment.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  const submit = checkout.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await checkout.getByRole('checkbox', { name: 'I agree to the Airwave Terms of Use and authorize Roku to bill this change with my Airwave subscription.' }).check();
  await expect(submit).toBeEnabled();
  await shoot(page, 'provider-checkout');
  await expectNoSeriousAccessibilityViolations(page);
  await submit.click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Plus', FIRST_LOAD);
  await expect(main).toContainText('Your payment is managed by Roku.');
  await expect(main).not.toContainText(/Visa ending in/);
  await expectNoSeriousAccessibilityViolations(page);
});

test('Roku cannot bill a plan billed every few months: Manage Plan shows it, says why, and does not let it be chosen (keyboard too)', async ({ page }) => {
  const main = await openAccount(page, '?scenario=roku-billed');
  await main.getByRole('button', { name: 'Change plan' }).click();
  await page.getByRole('dialog', { name: 'Upgrade acknowledgement' }).getByRole('button', { name: 'Continue' }).click();
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  for (const name of [/Airwave Legacy, 2 months/, /Airwave Legacy, 3 months/]) {
    const radio = plans.getByRole('radio', { name });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription('Roku can’t bill this plan. Switch to Airwave billing to choose it.');
  }
  // The monthly plans stay on offer; arrow keys move between them and pass over the refused ones.
  const monthly = plans.getByRole('radio', { name: /Our original lineup with Unlimited 30-day DVR/ });
  await expect(monthly).toBeEnabled();
  await plans.getByRole('radio', { name: /Airwave Legacy, 3 months/ }).scrollIntoViewIfNeeded();
  await shoot(page, 'provider-plans-refused');
  await plans.getByRole('radio', { name: /Airwave Core/ }).focus();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('ArrowDown');
    await expect(plans.getByRole('radio', { name: /Airwave Legacy, [23] months/ }).first()).not.toBeChecked();
    await expect(plans.getByRole('radio', { name: /Airwave Legacy, [23] months/ }).last()).not.toBeChecked();
  }
  await expectNoSeriousAccessibilityViolations(page);
});

test('a Core subscriber with MGM+ moves to Airwave Plus, which includes MGM+: told so, and no MGM+ charge in the Checkout order summary', async ({ page }) => {
  const main = await openAccount(page);
  await expect(main.getByRole('region', { name: 'Add-Ons' })).toContainText('MGM+');
  await main.getByRole('button', { name: 'Change plan' }).click();
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
  await plans.getByRole('button', { name: 'Continue' }).click();

  const addOns = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  const told = 'Airwave Plus already includes MGM+, so MGM+ is not billed separately.';
  await expect(addOns).toContainText(told);
  await expect(addOns.getByRole('checkbox', { name: /MGM\+/ })).toHaveCount(0);
  await addOns.getByRole('button', { name: 'Continue' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const summary = checkout.getByRole('region', { name: 'Order summary' });
  const charges = summary.locator('.overlay-bill');
  await expect(charges.first()).toContainText('Airwave Plus', FIRST_LOAD);
  await expect(charges).toHaveCount(2);
  for (const bill of await charges.all()) await expect(bill).not.toContainText('MGM+');
  await expect(summary).toContainText(told);
  await shoot(page, 'plus-includes-mgm');
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await expectNoSeriousAccessibilityViolations(page);
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();

  await page.reload();
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Plus', FIRST_LOAD);
  await expect(main.getByRole('region', { name: 'Add-Ons' })).not.toContainText('MGM+');
  await expectNoSeriousAccessibilityViolations(page);
});
