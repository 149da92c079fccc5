import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { openAccount } from './support/pages.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

// A dialog is drawn whole inside the window, above the mock build's Mocks strip: its top and its footer's buttons are in
// view and nothing covers them, on a phone and on a laptop, even with Checkout's long order summary. A toast, likewise,
// shows above a phone's tab bar.

/** Where `panel` sits against the window, and what the browser hits at the middle of `button` (its own label if free). */
async function fit(page: Page, panel: Locator, button: Locator) {
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  const hit = await button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && (element === top || element.contains(top)) ? 'itself' : `covered by ${top?.className || top?.tagName}`;
  });
  return { top: Math.round(box?.y ?? -1) >= 0, bottom: Math.round((box?.y ?? 0) + (box?.height ?? 0)) <= (viewport?.height ?? 0), hit };
}

for (const [width, height] of [
  [400, 800],
  [1366, 768],
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
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.getByText('WELCOME10 applied.')).toBeVisible();
    await checkout.getByRole('checkbox', { name: /I agree/ }).check();
    const submit = checkout.getByRole('button', { name: 'Submit' });
    expect(await fit(page, checkout, submit)).toEqual({ top: true, bottom: true, hit: 'itself' });
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
  const toastBox = await toast.boundingBox();
  const tabBar = await page.locator('.main-nav-bottom').boundingBox();
  expect(tabBar).not.toBeNull();
  expect(Math.round((toastBox?.y ?? 0) + (toastBox?.height ?? 0))).toBeLessThanOrEqual(Math.round(tabBar?.y ?? 0));
  await expectNoSeriousAccessibilityViolations(page);
});
