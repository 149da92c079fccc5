import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { pricedCheckout } from './support/billing.ts';
import { openAccount } from './support/pages.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

// A dialog is drawn whole inside the window, above the mock build's Mocks strip: its top and its footer's buttons are in
// view and nothing covers them, on a phone and on a laptop, even with Checkout's long order summary. A toast, likewise,
// shows above a phone's tab bar.

/** Where `locator` is drawn; a locator that is not drawn fails the test (it never passes with nothing measured). */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator.toString()} has no box`);
  return box;
}

/** Where `panel` sits against the window, and what the browser hits at the middle of `button` (its own label if free). */
async function fit(page: Page, panel: Locator, button: Locator) {
  const box = await boxOf(panel);
  const viewport = page.viewportSize();
  if (viewport === null) throw new Error('the page has no viewport size');
  const hit = await button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && (element === top || element.contains(top)) ? 'itself' : `covered by ${top?.className || top?.tagName}`;
  });
  return { top: Math.round(box.y) >= 0, bottom: Math.round(box.y + box.height) <= viewport.height, hit };
}

/** The width `panel` gives its content: its own width less its left and right padding. */
function contentWidth(panel: Locator) {
  return panel.evaluate((element) => {
    const style = getComputedStyle(element);
    return Math.round(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
  });
}

// The overlay's content is 640 px wide where the window has room (Checkout's summary lines and the card form are laid out
// for it), and the window less the margins and the padding on a phone.
for (const [width, height, content] of [
  [400, 800, 320],
  [1366, 768, 640],
] as const) {
  test(`the plan change's dialogs fit in a ${width}×${height} window with their buttons free to press`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const main = await openAccount(page);
    await main.getByRole('button', { name: 'Change plan' }).click();
    const plans = page.getByRole('dialog', { name: 'Manage Plan' });
    const continuePlan = plans.getByRole('button', { name: 'Continue' });
    expect(await fit(page, plans, continuePlan)).toEqual({ top: true, bottom: true, hit: 'itself' });
    await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
    await continuePlan.click();
    await page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('button', { name: 'Continue' }).click();
    const checkout = await pricedCheckout(page);
    await checkout.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.getByText('WELCOME10 applied.')).toBeVisible();
    // Priced again with the code before the terms box below the summary is ticked.
    await pricedCheckout(page);
    await checkout.getByRole('checkbox', { name: /I agree/ }).check();
    const submit = checkout.getByRole('button', { name: 'Submit' });
    expect(await fit(page, checkout, submit)).toEqual({ top: true, bottom: true, hit: 'itself' });
    expect(await contentWidth(checkout)).toBe(content);
    await expectNoSeriousAccessibilityViolations(page);
  });
}

test('on a phone a toast sits above the tab bar, not on it', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/player/user/settings');
  const name = page.getByRole('main').getByRole('textbox', { name: 'Profile name' });
  await name.fill('Jordy');
  await name.press('Enter');
  const toast = page.locator('.toast').filter({ hasText: 'Updated profiles' });
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast);
  const tabBar = await boxOf(page.locator('.main-nav-bottom'));
  expect(Math.round(toastBox.y + toastBox.height)).toBeLessThanOrEqual(Math.round(tabBar.y));
  await expectNoSeriousAccessibilityViolations(page);
});
