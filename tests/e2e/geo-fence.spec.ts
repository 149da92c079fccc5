import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// The geo check on start (GET /geo/check, a REST call from the React tree) and the geo-fence modal it opens.

const GEO_FENCE_TEXT = 'Sorry, Airwave is only available in the United States ...for now.';

test('a visitor outside the United States meets the geo-fence, which Escape does not close', async ({ page }) => {
  await page.goto('/player/mytv?faults=checkGeoFence:geo-fail');
  const dialog = page.getByRole('dialog', { name: GEO_FENCE_TEXT });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  await expect(dialog.getByRole('button')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // The page behind stays out of reach: Tab keeps cycling inside the dialog.
  const support = dialog.getByRole('link', { name: 'Contact support' });
  await expect(support).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(support).toBeFocused();
});

test('a subscriber in the United States is checked on start and browses without the geo-fence', async ({ page }) => {
  // Each check's answer is read the moment it arrives, before anything could navigate away from it; the test
  // opens the app once, so every answer seen is this start's.
  const answers: Array<Promise<unknown>> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/geo/check') answers.push(response.json());
  });
  await page.goto('/player/mytv');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => answers.length).toBe(1);
  expect(await Promise.all(answers)).toEqual([expect.objectContaining({ status: 'PASS' })]);
});
