import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, fillCard, openAccount, reviewShots } from './support/pages.ts';
import { pricedCheckout } from './support/billing.ts';

/** Screenshots for the reviewer when CARD_SHOTS_DIR names a folder. */
const shoot = reviewShots('CARD_SHOTS_DIR');

// A new card entered in Checkout, with the mock build's local fake of Stripe.js: POST /billing/setup_intent,
// the fake confirms the card, POST /billing/store_subscription_details, then update_subscription or subscribe
// with the card's payment method and zip. Also the card-only form under surge and the switch to direct billing.

/** From the account page: Manage add-ons, STARZ added, Continue to Checkout, and 'A new card' chosen there once priced. */
async function addStarzWithANewCard(page: Page, main: Locator) {
  await main.getByRole('button', { name: 'Manage add-ons' }).click();
  const addOns = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  await addOns.getByRole('checkbox', { name: /STARZ/ }).check();
  await addOns.getByRole('button', { name: 'Continue' }).click();
  const checkout = await pricedCheckout(page);
  const payment = checkout.getByRole('region', { name: 'Payment method' });
  await payment.getByRole('radio', { name: 'A new card' }).check();
  return { checkout, payment };
}

test('a subscriber changes plan and adds an add-on in one checkout with a new card, and the account page shows them after a reload', async ({ page }) => {
  const main = await openAccount(page);
  await expect(main).toContainText('Visa ending in 4242');
  await main.getByRole('button', { name: 'Change plan' }).click();
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
  await plans.getByRole('button', { name: 'Continue' }).click();
  const addOns = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  await addOns.getByRole('checkbox', { name: /Movie Pack/ }).check();
  await addOns.getByRole('button', { name: 'Continue' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const summary = checkout.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Airwave Plus');
  await expect(summary).toContainText('Movie Pack');
  const payment = checkout.getByRole('region', { name: 'Payment method' });
  await expect(payment.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await payment.getByRole('radio', { name: 'A new card' }).check();
  await expect(payment.getByRole('textbox', { name: 'Card number' })).toBeFocused();
  // The full form offers the browser's wallet too (the fake's test Google Pay), once the legal box is ticked.
  await expect(payment.getByRole('button', { name: 'Google Pay' })).toBeDisabled();
  const submit = checkout.getByRole('button', { name: 'Submit' });
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  // Submit waits for a complete card.
  await expect(submit).toBeDisabled();
  await fillCard(payment, '4242 4242 4242 4242');
  await expect(payment.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  await expect(submit).toBeEnabled();
  await shoot(page, 'checkout-new-card');
  await expectNoSeriousAccessibilityViolations(page);
  await submit.click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Plus', FIRST_LOAD);
  await expect(main.getByRole('list').filter({ hasText: 'Movie Pack' }).first()).toBeVisible();
  // The new card is on file now: the one typed (its expiry 12/34), not the old Visa 4242 of 08/28.
  await expect(main).toContainText('Visa ending in 4242 · 12/34');
  await expect(main).not.toContainText('08/28');
  await expectNoSeriousAccessibilityViolations(page);
});

// One Checkout opened for why its Submit is disabled and then the refused cards: the first types a card and ticks the
// terms box, which the refused cards then type over.
test("Checkout says why its Submit is disabled: the card to complete, then the terms box to tick, in text read with the button; a declined card and an incorrect CVC show their hints, keep what was typed, and change nothing", async ({ page }) => {
  const main = await openAccount(page);
  const { checkout, payment } = await addStarzWithANewCard(page, main);
  const submit = checkout.getByRole('button', { name: 'Submit' });
  await test.step('Checkout says why its Submit is disabled: the card to complete, then the terms box to tick, in text read with the button', async () => {
    await expect(submit).toBeDisabled();
    const hint = checkout.locator('.overlay-submit-hint');
    await expect(hint).toHaveText('To submit, complete your card number, expiration date, security code and zip code and tick the box above to agree to the terms.');
    // The reason is tied to the button: a screen reader reads it with Submit.
    await expect(submit).toHaveAccessibleDescription(await hint.innerText());
    // A complete card: only the terms box is left.
    await fillCard(payment, '4242 4242 4242 4242');
    await expect(hint).toHaveText('To submit, tick the box above to agree to the terms.');
    await expect(submit).toHaveAccessibleDescription('To submit, tick the box above to agree to the terms.');
    await expect(submit).toBeDisabled();
    await expectNoSeriousAccessibilityViolations(page);
    // Ticked: nothing is missing, and nothing is said.
    await checkout.getByRole('checkbox', { name: /I agree/ }).check();
    await expect(submit).toBeEnabled();
    await expect(hint).toHaveCount(0);
    await expect(submit).toHaveAccessibleDescription('');
    await expectNoSeriousAccessibilityViolations(page);
  });

  await test.step('a declined card and an incorrect CVC show their hints, keep what was typed, and change nothing', async () => {
    await fillCard(payment, '4000 0000 0000 0002', '10001');
    await checkout.getByRole('checkbox', { name: /I agree/ }).check();
    await submit.click();
    await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(payment.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    await expect(payment.getByRole('textbox', { name: 'Zip code' })).toHaveValue('10001');
    await expect(checkout.getByRole('checkbox', { name: /STARZ/ })).toHaveCount(0);
    await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText('STARZ');

    await payment.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0127');
    await submit.click();
    await expect(payment.getByRole('alert')).toHaveText("Your card's security code is incorrect. Check the security code on the back of your card and try again.");
    await expect(payment.getByRole('textbox', { name: 'Security code' })).toHaveValue('123');
    await expect(payment.getByRole('textbox', { name: 'Zip code' })).toHaveValue('10001');
    await expect(checkout).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);

    await checkout.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(main).toContainText('Visa ending in 4242', FIRST_LOAD);
    await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Core');
    await expect(main.locator('.billing-addons').first()).not.toContainText('STARZ');
    await expect(page.getByText('You have successfully updated your subscription.')).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(page);
  });
});

test('under a setup-intent surge Checkout shows the card-only form, and completing it subscribes', async ({ page }) => {
  const main = await openAccount(page, '?faults=createSetupIntent:surge=1806');
  const { checkout, payment } = await addStarzWithANewCard(page, main);
  await expect(payment).toContainText('We are busy right now, so only card payments are available.');
  // Only the card fields: no wallet in the capacity-limited form.
  await expect(payment.getByRole('button', { name: 'Google Pay' })).toHaveCount(0);
  await fillCard(payment, '4242 4242 4242 4242');
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await shoot(page, 'checkout-card-only-surge');
  await expectNoSeriousAccessibilityViolations(page);
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(main.getByRole('list').filter({ hasText: 'STARZ' }).first()).toBeVisible(FIRST_LOAD);
  // The card typed in the card-only form is on file (12/34), not the old one (08/28).
  await expect(main).toContainText('Visa ending in 4242 · 12/34');
  await expectNoSeriousAccessibilityViolations(page);
});

test('a setup-intent failure other than a surge shows its message in place of the card form, and Submit stays off', async ({ page }) => {
  const main = await openAccount(page, '?faults=createSetupIntent:billing-error=1500');
  const { checkout, payment } = await addStarzWithANewCard(page, main);
  await expect(payment.getByRole('alert')).toHaveText('Unexpected server error. (Code: 1500)');
  await expect(payment.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await expect(checkout.getByRole('button', { name: 'Submit' })).toBeDisabled();
  // The card on file still pays.
  await payment.getByRole('radio', { name: 'Visa ending in 4242' }).check();
  await expect(checkout.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expectNoSeriousAccessibilityViolations(page);
});

test('a Roku-billed subscriber switches to direct billing with a card, and the account page then shows the card', async ({ page }) => {
  const main = await openAccount(page, '?scenario=roku-billed');
  await expect(main).toContainText('Your payment is managed by Roku.');
  await main.getByRole('button', { name: 'Switch to Airwave billing' }).scrollIntoViewIfNeeded();
  await shoot(page, 'account-switch-offer');
  await main.getByRole('button', { name: 'Switch to Airwave billing' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toContainText('Keep your plan and have Airwave bill your card directly. Save $4/month.');
  await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText('Airwave Core');
  const payment = checkout.getByRole('region', { name: 'Payment method' });
  await fillCard(payment, '4242 4242 4242 4242');
  const submit = checkout.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await shoot(page, 'switch-to-direct');
  await expectNoSeriousAccessibilityViolations(page);
  await submit.click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main).not.toContainText('Your payment is managed by Roku.');

  await page.reload();
  await expect(main).toContainText(/Visa ending in \d{4}/, FIRST_LOAD);
  await expect(main).not.toContainText('Switch to Airwave billing');
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Core');
  await expectNoSeriousAccessibilityViolations(page);
});

test('a deactivated sponsored account switches to Airwave billing: it chooses a plan, enters a card, and is then billed to that card', async ({ page }) => {
  const main = await openAccount(page, '?scenario=sponsored-deactivated');
  await main.getByRole('button', { name: 'Switch to Airwave billing' }).click();
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  const next = plans.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await plans.getByRole('radio', { name: /Airwave Core/ }).check();
  await next.click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText('Airwave Core');
  const payment = checkout.getByRole('region', { name: 'Payment method' });
  await fillCard(payment, '4242 4242 4242 4242');
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await expectNoSeriousAccessibilityViolations(page);
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await page.reload();
  await expect(main).toContainText(/Visa ending in \d{4}/, FIRST_LOAD);
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Core');
  await expect(main).not.toContainText('Switch to Airwave billing');
  await expectNoSeriousAccessibilityViolations(page);
});

test('a Free Channels viewer without a card upgrades to Core: Checkout asks for the card itself and subscribes with it', async ({ page }) => {
  const main = await openAccount(page, '?scenario=free-plan');
  // Core's 7-day trial is open to this viewer: the offer says so.
  await main.getByRole('button', { name: 'Start your 7-day free trial' }).click();
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await plans.getByRole('radio', { name: /Airwave Core/ }).check();
  await plans.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('button', { name: 'Continue' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const payment = checkout.getByRole('region', { name: 'Payment method' });
  // Leaving the free plan for a paid one: no way back to the plan left.
  await expect(checkout).toContainText('Once you upgrade, you will not be eligible to return to your previous subscription plan.');
  // No card on file: no choice to make, the card form is there.
  await expect(payment.getByRole('radio')).toHaveCount(0);
  await fillCard(payment, '4242 4242 4242 4242', '');
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await expect(payment.getByRole('alert')).toHaveText("Oops! Please double check you've filled out all your information correctly.");
  await payment.getByRole('textbox', { name: 'Zip code' }).fill('78701');
  await expect(payment.getByRole('alert')).toHaveCount(0);
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await page.reload();
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Core', FIRST_LOAD);
  await expect(main).toContainText(/Visa ending in \d{4}/);
  await expectNoSeriousAccessibilityViolations(page);
});

test('a subscriber pays for an added add-on with the wallet offered in Checkout (the fake test Google Pay)', async ({ page }) => {
  const main = await openAccount(page);
  const { checkout, payment } = await addStarzWithANewCard(page, main);
  const wallet = payment.getByRole('button', { name: 'Google Pay' });
  await expect(wallet).toBeDisabled();
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await wallet.click();
  const sheet = page.getByRole('dialog', { name: 'Google Pay (test)' });
  // Cancelling the sheet changes nothing and keeps the checkout.
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(checkout).toBeVisible();
  await wallet.click();
  await page.getByRole('dialog', { name: 'Google Pay (test)' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(main.getByRole('list').filter({ hasText: 'STARZ' }).first()).toBeVisible(FIRST_LOAD);
  await expect(main).not.toContainText('Visa ending in 4242 ·');
  await expectNoSeriousAccessibilityViolations(page);
});

test('a card that asks for 3-D Secure in Checkout goes through once the bank step is completed', async ({ page }) => {
  const main = await openAccount(page);
  await main.getByRole('button', { name: 'Manage add-ons' }).click();
  const addOns = page.getByRole('dialog', { name: 'Manage Add-Ons' });
  await addOns.getByRole('checkbox', { name: /Movie Pack/ }).check();
  await addOns.getByRole('button', { name: 'Continue' }).click();
  const checkout = await pricedCheckout(page);
  const payment = checkout.getByRole('region', { name: 'Payment method' });
  await payment.getByRole('radio', { name: 'A new card' }).check();
  await fillCard(payment, '4000 0025 0000 3155');
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await checkout.getByRole('button', { name: 'Submit' }).click();
  const bank = page.getByRole('dialog', { name: '3-D Secure authentication (test)' });
  // Failing the bank step says so and keeps the checkout as it was.
  await bank.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(payment.getByRole('alert')).toContainText('We are unable to authenticate your payment method.');
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await expect(bank.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await page.reload();
  await expect(main.getByRole('list').filter({ hasText: 'Movie Pack' }).first()).toBeVisible(FIRST_LOAD);
  await expectNoSeriousAccessibilityViolations(page);
});
