import { expect, holdPageClock, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD } from './support/pages.ts';

// Waits with an end: while the player loads, it says after 10 s that the video is still on its way
// (app/player/PlayerLoading.tsx), and a manifest service that never answers ends in the error view once the opening request's
// deadline (35 s of the page's clock, common/player/open-manifest.ts) has passed, not after six 10 s timeouts
// and the waits between them.

const SHOW = '/player/show/shw-yellowstone';

test('a manifest that never answers says it is still loading after 10 s, and ends in the error view with Try again within 35 s', async ({ page }) => {
  test.slow();
  let attempts = 0;
  page.on('request', (request) => void (/\/playback\/manifest\/VOD\//.test(request.url()) && (attempts += 1)));
  await page.goto(`${SHOW}?faults=${encodeURIComponent('getManifest:delay=600000')}`);
  const play = page.getByRole('main').getByRole('button', { name: /^(Play|Resume)/ }).first();
  await play.hover(FIRST_LOAD);
  await play.click();
  await expect.poll(() => attempts).toBe(1);
  // From here only the steps below move the page's clock: the real time a busy machine lets pass between them would
  // bring the deadline on before the steps' own looks.
  await holdPageClock(page);
  const loading = page.getByRole('status', { name: 'Loading video' });
  const hint = loading.getByText('Still loading. This is taking longer than usual.', { exact: true });
  await expect(loading).toBeVisible();
  await expect(hint).toHaveCount(0);
  // The page's clock runs on in 1 s steps (each step lets the page act on what came due), 35 s in all; after 10 s
  // the spinner says the video is still on its way.
  const error = page.getByRole('alert');
  for (let second = 1; second <= 35; second += 1) {
    await page.clock.runFor(1000);
    if (second === 11) {
      await expect(hint).toBeVisible();
      // axe waits on the page's timers: the clock runs while it looks, then is held again.
      await page.clock.resume();
      await expectNoSeriousAccessibilityViolations(page);
      await holdPageClock(page);
    }
  }
  await page.clock.resume();
  await expect(error.getByTestId('player-error-code')).toHaveText('-12');
  // Try again is the entry's action and the view's one reload: no Refresh beside it doing the same.
  await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(error.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  // 10 s, a 1 s wait, 10 s, a 2 s wait, 10 s: the 4 s wait would end past the deadline.
  expect(attempts).toBeLessThanOrEqual(3);
  await expectNoSeriousAccessibilityViolations(page);
});

// The licence path is bounded too (common/player/licence-wait.ts): an exchange ends 20 s after its first request
// at the latest, and a refused licence is not asked again.

const LICENCE = /\/playback\/license\//;

test('a licence that never answers says it is still loading after 10 s, and ends in the error view with Try again 20 s after it was asked', async ({ page }) => {
  test.slow();
  let asked = 0;
  page.on('request', (request) => void (LICENCE.test(request.url()) && (asked += 1)));
  await page.goto(`${SHOW}?faults=${encodeURIComponent('requestClearKeyLicense:delay=600000')}`);
  const play = page.getByRole('main').getByRole('button', { name: /^(Play|Resume)/ }).first();
  await play.hover(FIRST_LOAD);
  await play.click();
  await expect.poll(() => asked, FIRST_LOAD).toBe(1);
  // From here only the steps below move the page's clock: at load 50 the real time between them brought the 20 s
  // deadline on before the 11th step's look, and the hint was gone with the spinner.
  await holdPageClock(page);
  const loading = page.getByRole('status', { name: 'Loading video' });
  const hint = loading.getByText('Still loading. This is taking longer than usual.', { exact: true });
  await expect(loading).toBeVisible();
  const error = page.getByRole('alert');
  // The page's clock runs on in 1 s steps, 20 s in all from the licence request; shaka's own attempts (30 s each,
  // four of them) would have kept the spinner up for two minutes.
  for (let second = 1; second <= 20; second += 1) {
    await page.clock.runFor(1000);
    if (second === 11) {
      await expect(hint).toBeVisible();
      await expect(error).toHaveCount(0);
    }
  }
  await expect(error.getByTestId('player-error-code')).toHaveText('-12');
  await expect(error.getByText('Please try again later.', { exact: true })).toBeVisible();
  // A 10 s attempt, a wait of about a second, and a second attempt the deadline cut; nothing is asked after it.
  await page.clock.runFor(10_000);
  expect(asked).toBe(2);
  await page.clock.resume();
  const tryAgain = error.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page);
  // Try again asks for the title again.
  await tryAgain.click();
  await expect(error).toHaveCount(0);
  await expect.poll(() => asked, FIRST_LOAD).toBe(3);
});

test('a refused licence is the answer: asked once, its error view shows without the retries', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => void (LICENCE.test(request.url()) && (asked += 1)));
  await page.goto(`${SHOW}?faults=${encodeURIComponent('requestClearKeyLicense:playback-error=KEY_NOT_AUTHORIZED')}`);
  const play = page.getByRole('main').getByRole('button', { name: /^(Play|Resume)/ }).first();
  await play.hover(FIRST_LOAD);
  await play.click();
  const error = page.getByRole('alert');
  await expect(error.getByTestId('player-error-code')).toHaveText('1.2', FIRST_LOAD);
  await expect(error.getByRole('heading', { level: 1 })).toHaveText("This video can't be unlocked");
  // shaka would have asked four times (1, 2 and 4 s apart) before giving up.
  await page.clock.runFor(10_000);
  expect(asked).toBe(1);
  await expectNoSeriousAccessibilityViolations(page);
});
