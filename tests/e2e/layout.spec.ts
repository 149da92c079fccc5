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

test('on a 400 px phone the tabs keep clear of the screen edges, no name is cut, and the Mocks strip covers neither tabs nor the last row', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 860 });
  await page.goto('/player/saved');
  const tabs = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(tabs).toHaveCount(5);
  const boxes = await tabs.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      return { name: link.textContent ?? '', left: box.left, right: box.right, top: box.top, bottom: box.bottom, cut: link.scrollWidth > link.clientWidth };
    }),
  );
  for (const tab of boxes) {
    expect(tab.left, `${tab.name} touches the left edge`).toBeGreaterThanOrEqual(4);
    expect(tab.right, `${tab.name} touches the right edge`).toBeLessThanOrEqual(396);
    expect(tab.cut, `${tab.name} is cut`).toBe(false);
  }
  const panel = page.locator('.mock-panel summary');
  await expect(panel).toBeVisible();
  const strip = await panel.boundingBox();
  expect(strip).not.toBeNull();
  for (const tab of boxes) expect(tab.bottom, `the Mocks strip covers ${tab.name}`).toBeLessThanOrEqual(strip?.y ?? 0);

  const lastTile = page.locator('.tile').last();
  await expect(lastTile).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const tabBarTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y ?? 0;
  await expect.poll(async () => {
    const box = await lastTile.boundingBox();
    return (box?.y ?? Infinity) + (box?.height ?? 0);
  }).toBeLessThanOrEqual(tabBarTop);
});
