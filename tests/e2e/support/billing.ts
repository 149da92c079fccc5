/**
 * The plan change most billing journeys take: from the account page's 'Change plan', Airwave Plus, no add-on, to
 * Checkout with the terms agreed and submitted.
 */
import { FIRST_LOAD } from './pages.ts';
import type { Locator, Page } from './test.ts';

/** Opens the overlay from the account page and goes to Checkout with Airwave Plus and no add-on; returns Checkout. */
export async function checkoutPlus(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Change plan' }).click(FIRST_LOAD);
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
  await plans.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('button', { name: 'Continue' }).click();
  return page.getByRole('dialog', { name: 'Checkout' });
}

/** Agrees to the terms and submits Checkout. */
export async function agreeAndSubmit(checkout: Locator): Promise<void> {
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await checkout.getByRole('button', { name: 'Submit' }).click();
}
