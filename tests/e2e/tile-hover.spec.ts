import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { expect, FIRST_LOAD, test } from './support/test.ts';

// A hovered card shows its description over the art and its actions below it: the text ends above the first row of
// buttons, never behind them, on a phone (a narrow card, its actions on two lines) and on a laptop.

for (const [width, height] of [
  [400, 800],
  [1366, 768],
] as const) {
  test(`a hovered Keep Watching card's description stays clear of its actions at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/player/mytv');
    const card = page.getByRole('main').getByRole('article', { name: 'Yellowstone' }).first();
    await card.scrollIntoViewIfNeeded(FIRST_LOAD);
    await card.hover();
    const description = card.locator('.tile-hover-description');
    await expect(description).toBeVisible();
    const resume = card.getByRole('button', { name: 'Resume Yellowstone' });
    await expect(resume).toBeVisible();
    const text = await description.boundingBox();
    const art = await card.locator('.tile-art').boundingBox();
    const buttons = await card.getByRole('button').evaluateAll((all) => all.map((button) => button.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
    expect(text).not.toBeNull();
    expect(art).not.toBeNull();
    // The text ends above the first row of buttons, and the buttons stay on the art (not over the title below it).
    expect(Math.round((text?.y ?? 0) + (text?.height ?? 0))).toBeLessThanOrEqual(Math.round(Math.min(...buttons.map(({ top }) => top))));
    expect(Math.round(Math.max(...buttons.map(({ bottom }) => bottom)))).toBeLessThanOrEqual(Math.round((art?.y ?? 0) + (art?.height ?? 0)));
    await expectNoSeriousAccessibilityViolations(page);
  });
}
