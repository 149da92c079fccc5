import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { openAccount } from './support/pages.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

// A viewer's click in Checkout lands where it was aimed: the payment choice below the order summary stays where it was
// drawn while the selection is priced (POST /billing/upgrade_details), when the prices arrive, and while a code applied
// prices it again. The pricing answer is held by the mock world's delay fault, whose wait runs on the page's clock (MSW
// runs in the page): ten minutes late, it arrives only when the test moves that clock on (never by the machine's speed).

/** Longer than any test: the answer comes only when the test moves the page's clock past it. */
const HELD_MS = 600_000;

/** Where the card on file's radio is drawn, rounded to the pixel. */
async function topOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator.toString()} has no box`);
  return Math.round(box.y);
}

/** The amounts (such as '$17.35') the summary shows: drawn, not only present in the page. */
function shownAmounts(summary: Locator): Locator {
  return summary.getByText(/\$\d/).filter({ visible: true });
}

/** Moves the page's clock past the delayed answer and waits for the priced order (the summary's status gone). */
async function answerPricing(page: Page, summary: Locator): Promise<void> {
  await page.clock.runFor(HELD_MS);
  await expect(summary.getByRole('status')).toHaveCount(0);
}

for (const [width, height] of [
  [400, 800],
  [1366, 768],
] as const) {
  test(`Checkout's payment choice stays put while the order is priced and priced again (${width}×${height})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const main = await openAccount(page, `?faults=getUpgradeDetails:delay=${HELD_MS}`);
    await main.getByRole('button', { name: 'Change plan' }).click();
    const plans = page.getByRole('dialog', { name: 'Manage Plan' });
    await plans.getByRole('radio', { name: /Airwave Plus/ }).check();
    await plans.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Manage Add-Ons' }).getByRole('button', { name: 'Continue' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    const summary = checkout.getByRole('region', { name: 'Order summary' });
    const cardOnFile = checkout.getByRole('region', { name: 'Payment method' }).getByRole('radio', { name: 'Visa ending in 4242' });

    // Being priced: the status says so, and no amount is shown.
    await expect(summary.getByRole('status')).toHaveText('Pricing your selection…');
    await expect(shownAmounts(summary)).toHaveCount(0);
    const whilePricing = await topOf(cardOnFile);
    await expectNoSeriousAccessibilityViolations(page);

    await answerPricing(page, summary);
    await expect(shownAmounts(summary).first()).toBeVisible();
    expect(await topOf(cardOnFile)).toBe(whilePricing);

    // A code applied, then removed, prices the order again each time: the last order's room is held, its amounts not
    // shown as current. Measured at the code field's box (below the order, above what the field adds when a code is
    // applied: 'WELCOME10 applied.', Remove) from the summary's heading, as the dialog is centred in the window.
    const heading = summary.getByRole('heading', { name: 'Order summary' });
    const codeBox = checkout.getByRole('textbox', { name: 'Promo code' });
    const belowOrder = async () => (await topOf(codeBox)) - (await topOf(heading));
    const withoutCode = await belowOrder();
    await codeBox.fill('WELCOME10');
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.getByText('WELCOME10 applied.')).toBeVisible();
    await expect(summary.getByRole('status')).toHaveText('Pricing your selection…');
    await expect(summary.getByText('Pricing your selection…')).toBeVisible();
    await expect(shownAmounts(summary)).toHaveCount(0);
    expect(await belowOrder()).toBe(withoutCode);
    await expectNoSeriousAccessibilityViolations(page);

    await answerPricing(page, summary);
    // The new order adds, under each line the code lowers, what it saves: the order grows by those lines only.
    const savings = summary.locator('.billing-discount');
    await expect(savings.first()).toContainText('Includes WELCOME10');
    const savingsHeight = await savings.evaluateAll((spans) =>
      spans.reduce((sum, span) => sum + span.getBoundingClientRect().height + parseFloat(getComputedStyle(span.parentElement ?? span).rowGap), 0),
    );
    const withCode = await belowOrder();
    // Each top is rounded to the pixel: a pixel either way.
    expect(Math.abs(withCode - withoutCode - savingsHeight)).toBeLessThanOrEqual(1);

    // Removed: while priced again, the order with the code keeps its room (not the shorter one the selection will have).
    await checkout.getByRole('button', { name: 'Remove' }).click();
    await expect(summary.getByRole('status')).toHaveText('Pricing your selection…');
    await expect(shownAmounts(summary)).toHaveCount(0);
    expect(await belowOrder()).toBe(withCode);
    await answerPricing(page, summary);
    await expect(savings).toHaveCount(0);
    expect(await belowOrder()).toBe(withoutCode);
  });
}
