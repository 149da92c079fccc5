import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// Runs on the mock build: every page of the route table, a dialog, and the mobile layout pass axe
// without serious or critical violations.


const PAGES = [
  '/player/mytv',
  '/player/guide',
  '/player/top',
  '/player/saved',
  '/player/search?filter=news',
  '/player/show/shw-yellowstone',
  '/player/channel/ch-amc',
  '/player/episode/epi-yellowstone-s5e1',
  '/player/collection-group/cg-upgrade-preview',
  '/player/user/settings',
  '/player/no-such-page',
];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAccessibilityViolations(page);
  });
}

test('the mobile layout has no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/player/mytv');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('the session-expired dialog has no serious accessibility violations', async ({ page }) => {
  await page.goto('/player/mytv?faults=*:unauthorized');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
