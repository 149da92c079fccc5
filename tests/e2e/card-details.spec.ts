import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { fillCard, openAccount } from './support/pages.ts';
import { expect, test } from './support/test.ts';

// The card a viewer types is the card the account shows afterwards: the mock build's local Stripe.js tells the mock
// world the confirmed card's brand, last four digits and expiry, as the provider's servers know them.

test('a new card entered in Update payment method shows on the account with its own brand, last four digits and expiry', async ({ page }) => {
  const main = await openAccount(page);
  await expect(main).toContainText('Visa ending in 4242 · 08/28');
  await main.getByRole('button', { name: 'Update payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter New Payment Information' });
  await fillCard(dialog, '5555555555554444');
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill('11 / 31');
  await dialog.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(dialog).toBeHidden();
  await expect(main).toContainText('Mastercard ending in 4444 · 11/31');
  await page.reload();
  await expect(page.getByRole('main')).toContainText('Mastercard ending in 4444 · 11/31');
  await expectNoSeriousAccessibilityViolations(page);
});
