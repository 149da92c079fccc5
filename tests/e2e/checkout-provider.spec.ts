import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, openAccount, reviewShots } from './support/pages.ts';

/** Screenshots for the reviewer when PROVIDER_SHOTS_DIR names a folder. */
const shoot = reviewShots('PROVIDER_SHOTS_DIR');

// A change an external biller bills (persona roku-billed): the upgrade acknowledgement, Manage Plan, Manage
// Add-Ons, then Checkout priced with no card — Roku bills it (we quote no bill of ours), and the account stays
// billed by Roku. Retired (Legacy) plans are offered to no one but the account on one. And a plan that already
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
  // Priced by upgrade_details: Roku bills the change, so we quote no bill of ours, only Plus at its price.
  await expect(summary.locator('.overlay-list-prices')).toContainText('Airwave Plus $44.99/month', FIRST_LOAD);
  await expect(summary.locator('.overlay-bill')).toHaveCount(0);
  await expect(summary).not.toContainText('(Pro-Rated)');
  await expect(summary.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
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

test('Manage Plan never offers a retired plan: a Roku-billed subscriber and a Core subscriber see no Airwave Legacy plan, a Legacy subscriber keeps its own', async ({ page }) => {
  for (const [query, acknowledge] of [['?scenario=roku-billed', true], ['?scenario=core-subscriber', false]] as const) {
    const main = await openAccount(page, query);
    await main.getByRole('button', { name: 'Change plan' }).click();
    if (acknowledge) await page.getByRole('dialog', { name: 'Upgrade acknowledgement' }).getByRole('button', { name: 'Continue' }).click();
    const plans = page.getByRole('dialog', { name: 'Manage Plan' });
    await expect(plans.getByRole('radio', { name: /Airwave Core/ })).toBeChecked();
    await expect(plans.getByRole('radio', { name: /Airwave Legacy/ })).toHaveCount(0);
    await expect(plans.getByRole('radio', { name: /Airwave Starter/ })).toBeEnabled();
    await expectNoSeriousAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(plans).toHaveCount(0);
  }
  const main = await openAccount(page, '?scenario=legacy-plan');
  await main.getByRole('button', { name: 'Change plan' }).click();
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await expect(plans.getByRole('radio', { name: /Airwave Legacy/ })).toHaveCount(1);
  await expect(plans.getByRole('radio', { name: /Airwave Legacy/ })).toBeChecked();
  await shoot(page, 'legacy-own-plan');
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
