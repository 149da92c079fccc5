import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { openAccount } from './support/pages.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

// A dialog is drawn whole inside the window, above the mock build's Mocks strip: its top and its footer's buttons are in
// view and nothing covers them, on a phone and on a laptop, even with Checkout's long order summary.

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
