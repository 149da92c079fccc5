import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { collectedEvent } from './support/analytics.ts';
import { expectDecoding } from './support/player.ts';

// The player page's chrome on the mock build: the header-reveal trigger (hover 1500 ms on the page's clock, or a
// click; not on mobile), and a browser that refuses to start playback by itself (autoplay failed): the big Play
// button asks the viewer and the collector hears of it.

/** A clear on-demand episode, straight at the player's route. */
const EPISODE = '/player/player/vod/epi-fly-fishing-tuscany-s1e3';

test('hovering the header trigger 1500 ms shows the app header over the player, a click hides it; Tab then reaches the header', async ({ page }) => {
  await page.goto(EPISODE);
  const player = page.getByRole('region', { name: 'Video Player' });
  const show = player.getByRole('button', { name: 'Show header' });
  await expect(show).toBeVisible({ timeout: 30_000 });
  // The page's clock stands still while the pointer rests on the trigger: only runFor moves it. It is paused a second
  // ahead of the page's time; on a busy machine that second can pass before the pause reaches the page (a whole-suite run
  // at load 20-37: 'clock.pauseAt: Cannot fast-forward to the past'), and then it is asked again from the page's new time.
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }).toPass();
  await show.hover();
  // Not before its time: 1400 ms in, still hidden.
  await page.clock.runFor(1400);
  expect(await player.getAttribute('data-header-revealed')).toBeNull();
  await page.clock.runFor(200);
  const hide = player.getByRole('button', { name: 'Hide header' });
  await expect(hide).toBeVisible();
  await expect(player).toHaveAttribute('data-header-revealed', 'true');
  await page.clock.resume();
  // The player moved down to uncover the header, and the header's controls are in the player's Tab cycle.
  await expect.poll(async () => (await player.boundingBox())?.y).toBeGreaterThan(0);
  const header = page.getByRole('banner');
  let reachedHeader = false;
  for (let step = 0; step < 40 && !reachedHeader; step += 1) {
    await page.keyboard.press('Tab');
    reachedHeader = await header.evaluate((element) => element.contains(document.activeElement));
  }
  expect(reachedHeader).toBe(true);
  await expectNoSeriousAccessibilityViolations(page);
  // A click hides it again, and a click (no hover wait) shows it.
  await hide.click();
  await expect(player).not.toHaveAttribute('data-header-revealed');
  await expect.poll(async () => (await player.boundingBox())?.y).toBe(0);
  await page.mouse.move(0, 400);
  await player.getByRole('button', { name: 'Show header' }).click();
  await expect(player).toHaveAttribute('data-header-revealed', 'true');
});

test('a phone gets no header trigger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(EPISODE);
  const player = page.getByRole('region', { name: 'Video Player' });
  await expect(player.getByTestId('player-video')).toBeAttached({ timeout: 30_000 });
  await expect(player.getByRole('button', { name: /header$/ })).toHaveCount(0);
});

test('a browser that will not start playback by itself: the big Play button asks, the collector records the autoplay failure, Play plays', async ({ page }) => {
  // The browser refuses the player's first play() as a browser without a user gesture does.
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    let refused = false;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (refused) return play.call(this);
      refused = true;
      return Promise.reject(new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'));
    };
  });
  await page.goto(EPISODE);
  const player = page.getByRole('region', { name: 'Video Player' });
  const bigPlay = player.getByRole('button', { name: 'Play', exact: true }).and(player.locator('.player-big-play'));
  await expect(bigPlay).toBeVisible({ timeout: 30_000 });
  const event = await collectedEvent(page, 'Playback Autoplay Failed', { assetId: 'epi-fly-fishing-tuscany-s1e3' });
  expect(event.violations).toEqual([]);
  await expectNoSeriousAccessibilityViolations(page);
  await bigPlay.click();
  await expectDecoding(page, 10);
  await expect(bigPlay).toHaveCount(0);
});
