import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD } from './support/pages.ts';

// Waits with an end: a manifest service that never answers ends in the error view once the opening request's
// deadline (35 s of the page's clock, common/player/open-manifest.ts) has passed, not after six 10 s timeouts
// and the waits between them.

const SHOW = '/player/show/shw-yellowstone';

test('a manifest that never answers ends in the error view with Refresh within 35 s', async ({ page }) => {
  test.slow();
  let attempts = 0;
  page.on('request', (request) => void (/\/playback\/manifest\/VOD\//.test(request.url()) && (attempts += 1)));
  await page.goto(`${SHOW}?faults=${encodeURIComponent('getManifest:delay=600000')}`);
  const play = page.getByRole('main').getByRole('button', { name: /^(Play|Resume)/ }).first();
  await play.hover(FIRST_LOAD);
  await play.click();
  await expect.poll(() => attempts).toBe(1);
  // The page's clock runs on in 1 s steps (each step lets the page act on what came due), 35 s in all.
  const error = page.getByRole('alert');
  for (let second = 0; second < 35; second += 1) await page.clock.runFor(1000);
  await expect(error.getByTestId('player-error-code')).toBeVisible();
  await expect(error.getByRole('button', { name: 'Refresh' })).toBeVisible();
  // 10 s, a 1 s wait, 10 s, a 2 s wait, 10 s: the 4 s wait would end past the deadline.
  expect(attempts).toBeLessThanOrEqual(3);
  await expectNoSeriousAccessibilityViolations(page);
});
