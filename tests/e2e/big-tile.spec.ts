import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// The big-tile detail modal over list pages, on the static mock build.


test('a subscriber opens a channel from the Guide in the modal, goes deeper, comes Back and Closes', async ({ page }) => {
  await page.goto('/player/guide');
  // Not in the 'Favorite channels' row: it is disabled on the Guide.
  const opener = page.locator('.tile-group:not([data-disabled]) .tile[data-kind="CHANNEL"]').getByRole('button', { name: /^Details: / }).first();
  await expect(opener).toBeVisible();
  await opener.click();

  const channelName = (await opener.getAttribute('aria-label'))?.replace(/^Details: /, '') ?? '';
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: channelName })).toBeVisible();
  await expect(page).toHaveURL(/\/player\/guide\?detail=channel%2F/);
  const firstView = new URL(page.url()).searchParams.get('detail');
  // The page stays under the modal, inert, with its own h1.
  await expect(page.getByRole('heading', { level: 1, name: 'Guide', includeHidden: true })).toBeAttached();
  await expectNoSeriousAccessibilityViolations(page);

  // A tile inside the modal opens its own detail in the modal; Back returns to the first view.
  const inner = dialog.locator('.tile').getByRole('button', { name: /^Details: / }).first();
  await expect(inner).toBeVisible();
  await inner.click();
  await expect(page).not.toHaveURL(new RegExp(`detail=${encodeURIComponent(firstView ?? '')}(&|$)`));
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('detail')).toBe(firstView);
  await expect(page.getByRole('dialog', { name: channelName })).toBeVisible();

  // Close returns to the page under the modal and gives focus back to the tile's Details button.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/player\/guide$/);
  await expect(opener).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page);
});

test('a linked modal opens over its page; Escape and an outside click dismiss it, a focused control holds it once', async ({ page }) => {
  await page.goto('/player/guide?detail=show%2Fshw-yellowstone');
  const dialog = page.getByRole('dialog', { name: 'Yellowstone' });
  await expect(dialog).toBeVisible();
  // A compact card, not the whole page: art, synopsis, the main Play/Resume, the episodes below (no tabs), the
  // show's page one link away.
  await expect(dialog.locator('.detail-art')).toBeVisible();
  await expect(dialog.locator('.detail-synopsis')).toContainText('Dutton');
  await expect(dialog.locator('.detail-header').getByRole('button', { name: /^(Play|Resume) Yellowstone$/ })).toBeVisible();
  await expect(dialog.getByRole('tablist')).toHaveCount(0);
  const episodes = dialog.getByRole('region', { name: 'Episodes' });
  await expect(episodes.locator('.tile').first()).toBeVisible();
  await expect(episodes.locator('.tile-title').first()).not.toHaveText('Yellowstone');
  await expect(dialog.getByRole('link', { name: 'Show page' })).toHaveAttribute('href', '/player/show/shw-yellowstone');

  // The season dropdown works inside the modal without touching the page's URL.
  const season = dialog.getByRole('combobox', { name: 'Season' });
  const options = await season.locator('option').allTextContents();
  if (options.length > 1) {
    await season.selectOption({ label: options[1] ?? '' });
    await expect(episodes.getByRole('heading', { name: options[1] })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('filterId')).toBeNull();
  }

  // With a control inside focused, the first click outside only takes the focus away.
  await dialog.getByRole('button', { name: 'Back', exact: true }).focus();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/player\/guide$/);

  await page.goto('/player/guide?detail=show%2Fshw-yellowstone');
  await expect(page.getByRole('dialog', { name: 'Yellowstone' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/player\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
});

test('the browser Back button closes the modal like its own Back, and the page keeps its scroll position', async ({ page }) => {
  await page.goto('/player/top');
  const openers = page.locator('.tile').getByRole('button', { name: /^Details: / });
  await expect(openers.first()).toBeVisible();
  const opener = openers.nth(Math.min(5, (await openers.count()) - 1));
  await opener.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const scrolled = await page.evaluate(() => window.scrollY);
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The page under the modal does not jump (the modal is on the same pathname, whose scroll is kept).
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/player\/top$/);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
});
