import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { expect, FIRST_LOAD, test } from './support/test.ts';

// Settings lines up its facts: every value of a list (Email and Mobile number; OS, Browser, versions) starts at one
// edge, whatever its label's length, and the Help link is as wide as its word, not a bar across the page.

for (const width of [1366, 400]) {
  test(`Settings' facts line up and its Help link is its own width at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/player/user/settings');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Sign-in information' })).toBeVisible(FIRST_LOAD);
    const lists = main.locator('dl');
    for (const list of await lists.all()) {
      const starts = await list.locator('dd').evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().left)));
      expect(new Set(starts).size, `values start at ${starts.join(', ')}`).toBe(1);
    }
    const help = main.getByRole('link', { name: 'Help' });
    const box = await help.boundingBox();
    expect(box?.width ?? 0).toBeLessThan(80);
    await expectNoSeriousAccessibilityViolations(page);
  });
}
