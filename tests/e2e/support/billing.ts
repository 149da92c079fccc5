/**
 * The plan change most billing journeys take: from the account page's 'Change plan', Airwave Plus, no add-on, to
 * Checkout with the terms agreed and submitted.
 */
import { FIRST_LOAD } from './pages.ts';
import { expect, type Locator, type Page } from './test.ts';

/**
 * Checkout once its order is priced (POST /billing/upgrade_details answered): a viewer chooses how to pay and ticks the
 * terms once the prices are shown. Checkout is drawn first with 'Pricing your selection…' over the order's room, which
 * keeps what is below the summary in place while the prices arrive (checkout-steady.spec); the room before the first
 * answer is an estimate from the selection, so an order of another shape still moves what is below it. Before that
 * room, a control pressed before the prices arrived and released after was missed on a busy machine ('A new card' left
 * focused and unchecked: 'Clicking the checkbox did not change its state').
 */
export async function pricedCheckout(page: Page): Promise<Locator> {
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const summary = checkout.getByRole('region', { name: 'Order summary' });
  await expect(summary).toBeVisible();
  // The summary's one status is the pricing's (its failure is an alert).
  await expect(summary.getByRole('status')).toHaveCount(0);
  return checkout;
}

/** Opens the overlay from the account page and goes to Checkout with Airwave Plus and no add-on; returns Checkout, priced. */
export async function checkoutPlus(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Change plan' }).click(FIRST_LOAD);
  const plans = page.getByRole('dialog', { name: 'Manage Plan' });
  await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
  await plans.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('button', { name: 'Continue' }).click();
  return pricedCheckout(page);
}

/** Agrees to the terms and submits Checkout. */
export async function agreeAndSubmit(checkout: Locator): Promise<void> {
  await checkout.getByRole('checkbox', { name: /I agree/ }).check();
  await checkout.getByRole('button', { name: 'Submit' }).click();
}
