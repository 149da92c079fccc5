import { BROWSE_CORE_COLLECTION_GROUP_ID } from '../../app/lib/constants.ts';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD } from './support/pages.ts';
import { addEmailAndConfirm, withdrawAddEmailNotification } from './support/mock-control.ts';
import { collectedEvent } from './support/analytics.ts';
import { agreeAndSubmit, checkoutPlus } from './support/billing.ts';

// Upgrades by accounts without credentials (add-email before the plans), and the billing descriptors a
// cancel meets first: the Legacy plan's and the provider-managed warning.

test('an email-less user who presses Upgrade on a tile adds an email first, then the plans open with what unlocks it', async ({ page }) => {
  test.slow();
  await page.goto('/player/channel/ch-mgm-plus?scenario=emailless');
  await withdrawAddEmailNotification(page);
  const onNow = page.getByRole('region', { name: 'On Now', exact: true });
  const upgrade = onNow.getByRole('button', { name: /^Upgrade to watch / }).first();
  await upgrade.click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Add an email to your account' });
  await expect(dialog.getByText('Add an email to your account before you upgrade, so your subscription has an account to belong to.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Manage Plan' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);

  // Closing it opens nothing: the button stops spinning and has the focus again.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(upgrade).toBeFocused();
  await expect(upgrade).not.toHaveAttribute('aria-busy');

  // From the keyboard this time: the email, the terms, Continue, then the confirmation link.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await addEmailAndConfirm(page, dialog);

  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await expect(plans).toContainText('Upgrade to Airwave Core or MGM+ to watch this.');
  await expect(plans.getByRole('radio', { name: /Airwave Core/ })).toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(plans).toHaveCount(0);
});

test("a visitor's account-page trial offer and an email-less account's collection-group Upgrade ask for an email first; Escape opens nothing", async ({ page }) => {
  await page.goto('/player/user/account?scenario=visitor');
  const upgradeNow = page.getByRole('main').getByRole('button', { name: 'Start your 7-day free trial' });
  await upgradeNow.click(FIRST_LOAD);
  const prompt = page.getByRole('dialog', { name: 'Add an email to your account' });
  await expect(prompt).toContainText('Add an email to your account before you upgrade');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(upgradeNow).toBeFocused();

  // An email-less account on a collection group's page.
  await page.goto(`/player/collection-group/${BROWSE_CORE_COLLECTION_GROUP_ID}?scenario=emailless`);
  await withdrawAddEmailNotification(page);
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click(FIRST_LOAD);
  await expect(prompt).toContainText('Add an email to your account before you upgrade');
  await expect(page.getByRole('dialog', { name: 'Manage Plan' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test('a subscription the billing server refuses for want of credentials (1512) records the event and asks for an email', async ({ page }) => {
  await page.goto('/player/user/account?faults=updateSubscription:billing-error=1512');
  const checkout = await checkoutPlus(page);
  await agreeAndSubmit(checkout);

  const prompt = page.getByRole('dialog', { name: 'Add an email to your account' });
  await expect(prompt).toBeVisible();
  await expect(checkout.getByRole('alert')).toHaveCount(0);
  // The analytics collector (the mock world) received the event, as the tracking plan describes it.
  const refused = await collectedEvent(page, 'Uncredentialed Subscription', { code: 1512, path: '/player/user/account' });
  expect(refused.violations).toEqual([]);
  await expectNoSeriousAccessibilityViolations(page);
  // Closing the prompt returns to the checkout, with the choice kept.
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText('Airwave Plus');
});

test('a Legacy-plan subscriber pressing Cancel first learns the Legacy plan cannot be had again, then the survey opens', async ({ page }) => {
  await page.goto('/player/user/account?scenario=legacy-plan');
  const main = page.getByRole('main');
  await expect(main.locator('.billing-plan-name')).toHaveText('Airwave Legacy', FIRST_LOAD);
  const cancel = main.getByRole('button', { name: 'Cancel my subscription' });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Leaving Airwave Legacy' });
  await expect(dialog).toContainText('Airwave Legacy is no longer offered. If you cancel, you will not be able to return to the Airwave Legacy plan later.');
  // Focus starts on the button that keeps the subscription.
  await expect(dialog.getByRole('button', { name: 'Keep my subscription' })).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 2, name: 'Cancel your Airwave subscription' })).toHaveCount(0);
  await expect(cancel).toBeFocused();

  // From the keyboard: Enter on Cancel, Tab to Continue, Enter.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 2, name: 'Cancel your Airwave subscription' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test("an Apple-billed subscriber pressing Cancel is warned that Apple manages the subscription; Go back stops, Continue goes on to the survey", async ({ page }) => {
  await page.goto('/player/user/account?scenario=apple-billed');
  const main = page.getByRole('main');
  await expect(main).toContainText('Your payment is managed by Apple.', FIRST_LOAD);
  await main.getByRole('button', { name: 'Cancel my subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Billed by Apple' });
  await expect(dialog).toContainText('Your Airwave subscription is billed by Apple, and Apple manages its payments. If you cancel here, also cancel it with Apple, or Apple may keep billing you.');
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 2, name: 'Cancel your Airwave subscription' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Cancel my subscription' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Cancel your Airwave subscription' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test("support staff (the embedded view) may add a payment method to a never-billed account without subscribing; its user sees no such button", async ({ page }) => {
  await page.goto('/player/user/account?scenario=support-agent');
  const main = page.getByRole('main');
  await expect(main).toContainText('We have no payment information for your account.', FIRST_LOAD);
  await expect(main.getByRole('button', { name: 'Add payment without subscribing' })).toHaveCount(0);

  await page.goto('/player/user/account?scenario=support-agent&view=embedded');
  await main.getByRole('button', { name: 'Add payment without subscribing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm Change' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Add payment without subscribing' })).toBeFocused();

  // The fake card is stored; the account stays on Free Channels, and the button has done its work.
  await main.getByRole('button', { name: 'Add payment without subscribing' }).click();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill('12 / 34');
  await dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Zip code' }).fill('78701');
  await dialog.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main).toContainText(/Visa ending in \d{4}/);
  await expect(main.locator('.billing-plan-name')).toHaveText('Free Channels');
  await expect(main.getByRole('button', { name: 'Add payment without subscribing' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test("an email-less account's 'Update payment method' asks for an email first: the setup intent is refused for want of credentials (1512)", async ({ page }) => {
  await page.goto('/player/user/account?scenario=emailless');
  await withdrawAddEmailNotification(page);
  await page.getByRole('main').getByRole('button', { name: 'Update payment method' }).click(FIRST_LOAD);
  const prompt = page.getByRole('dialog', { name: 'Add an email to your account' });
  await expect(prompt).toBeVisible();
  // The refusal is the prompt's to say: the payment form shows no error text of its own.
  await expect(page.getByText('(Code: 1512)')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});
