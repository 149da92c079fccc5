import { expect, test } from './support/test.ts';

// Rows of tiles scroll sideways inside the page; the page itself never does, on desktop or mobile.

const PAGES = [
  '/player/mytv',
  '/player/guide',
  '/player/top',
  '/player/search?filter=e',
  '/player/show/shw-yellowstone',
  '/player/channel/ch-amc',
  '/player/episode/epi-yellowstone-s5e1',
  '/player/collection-group/cg-upgrade-preview',
];

// One test per page and width: a page load takes seconds on a busy machine, and a failure names its page.
for (const width of [1280, 400]) {
  for (const path of PAGES) {
    test(`${path} is no wider than a ${width} px window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator('.tile .tile-title').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    });
  }
}

test("the Home hero's title, texts and buttons fit inside it on a 400 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/player/mytv');
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.locator('.hero-content').first()).toBeVisible();
  const outside = await hero.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('.hero-content *'))
      .filter((child) => child.getBoundingClientRect().right > box.right + 1)
      .map((child) => `${child.tagName.toLowerCase()}.${child.className}`);
  });
  expect(outside).toEqual([]);
});
