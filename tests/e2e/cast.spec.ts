import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { castFromPlayer, connectFrom, DEVICE, expectReceiverDecoding, openReceiver } from './support/cast.ts';
import { clickPlay, decodedFrames, ENCRYPTED_SHOW, PLAY } from './support/player.ts';

// Casting from the web app on the mock build, and the first journey (tagged @dev-server) in the dev server too (the
// helpers: support/cast.ts and the player's, support/player.ts). A sender reload or a new tab while casting:
// cast-rejoin.spec.ts.

const BOOT = { timeout: 30_000 };

test.beforeEach(({ page: _page }, testInfo) => {
  // The dev server transforms the app, the receiver, the player and the mock world on their first request.
  test.slow(testInfo.project.name === 'dev-server', 'the dev server compiles on first request');
});

test('the app casts to the receiver: connect, play from a tile, the mini controller drives it, Disconnect', { tag: '@dev-server' }, async ({ page }) => {
  test.slow();
  await page.goto(ENCRYPTED_SHOW);
  // No device yet: no cast button.
  await expect(page.getByRole('main').getByRole('button', { name: PLAY }).first()).toBeVisible(BOOT);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cast' })).toHaveCount(0);
  const receiver = await openReceiver(page);

  await connectFrom(page);
  await expect(receiver.locator('.receiver').getByRole('status')).toHaveText('Connected');
  await expect(page.getByRole('banner').getByRole('button', { name: `Casting on ${DEVICE}` })).toBeVisible();

  // Play while casting: the receiver plays it, the app stays where it is.
  await clickPlay(page);
  await expect(page).toHaveURL(/\/player\/show\//);
  await expectReceiverDecoding(receiver);
  const mini = page.getByRole('region', { name: 'Cast controls' });
  await expect(mini.getByText(`Casting on ${DEVICE}`)).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  const receiverVideo = receiver.getByTestId('receiver-video');
  await mini.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(() => receiverVideo.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  const at = await receiverVideo.evaluate((video: HTMLVideoElement) => video.currentTime);
  await mini.getByRole('button', { name: 'Forward 10 seconds' }).click();
  await expect.poll(() => receiverVideo.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThanOrEqual(at + 9);
  await mini.getByRole('button', { name: 'Back 10 seconds' }).click();
  await expect.poll(() => receiverVideo.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeLessThan(at + 5);
  await mini.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => receiverVideo.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);

  // Disconnect from the picker.
  await page.getByRole('banner').getByRole('button', { name: `Casting on ${DEVICE}` }).click();
  const picker = page.getByRole('dialog', { name: 'Connect to' });
  await expectNoSeriousAccessibilityViolations(page);
  await picker.getByRole('button', { name: 'Disconnect' }).click();
  await expect(receiver.locator('.receiver').getByRole('status')).toHaveText('Not connected');
  await expect(mini).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cast' })).toBeVisible();
});

test("casting from the player hands the title over to the receiver: the local player stops and the page becomes the session's remote", async ({ page }) => {
  test.slow();
  // The player page stays, with its controls for the cast session (what they do: cast-remote.spec.ts).
  const { player } = await castFromPlayer(page);
  await expect(player.getByRole('button', { name: 'Stop casting' })).toBeVisible();
  // Its own controls drive the receiver: the mini controller steps aside.
  await expect(page.getByRole('region', { name: 'Cast controls' })).toHaveCount(0);
  const localFrames = await decodedFrames(page);
  // Back to the show: the mini controller, whose 'Maximize player controls' opens the player as the remote again.
  await player.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/player\/show\//);
  const mini = page.getByRole('region', { name: 'Cast controls' });
  await expect(mini.getByText(`Casting on ${DEVICE}`)).toBeVisible();
  await mini.getByRole('button', { name: 'Maximize player controls' }).click();
  await expect(player.getByText(`Casting on ${DEVICE}`)).toBeVisible();
  await expect(player.getByRole('button', { name: /^(Pause|Play)$/ })).toBeVisible();
  expect(await decodedFrames(page)).toBeLessThanOrEqual(localFrames);
});

declare global {
  interface Window {
    /** The page's idle callbacks, held until the test lets the browser be idle. */
    heldIdleCallbacks?: IdleRequestCallback[];
  }
}

test("the first page does not fetch the cast code: it arrives once the page has settled, and the cast button with it", async ({ page }) => {
  // The browser is never idle until the test says so: work put off until the page has settled waits.
  await page.addInitScript(() => {
    window.heldIdleCallbacks = [];
    window.requestIdleCallback = (callback) => window.heldIdleCallbacks?.push(callback) ?? 0;
  });
  // The cast layer's chunk (CastUi.tsx; in the dev server the module itself).
  const castCode: string[] = [];
  page.on('request', (request) => void (/CastUi/.test(request.url()) && castCode.push(request.url())));
  await page.goto(ENCRYPTED_SHOW);
  await expect(page.getByRole('main').getByRole('button', { name: PLAY }).first()).toBeVisible(BOOT);
  await openReceiver(page);
  // The first page is complete, and a receiver is there to be found: still no cast code, no cast button.
  await expect.poll(() => page.evaluate(() => window.heldIdleCallbacks?.length ?? 0), BOOT).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(castCode).toEqual([]);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cast' })).toHaveCount(0);

  // The page settles: the cast code arrives and the cast button shows. Other work waits for the same idle moment
  // (analytics, error reporting, prefetches), each asking for it a few seconds after it starts, so the idle
  // callbacks are let run until the cast's has been among them.
  const castButton = page.getByRole('banner').getByRole('button', { name: 'Cast' });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.heldIdleCallbacks?.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      return castButton.count();
    }, BOOT)
    .toBeGreaterThan(0);
  await expect(castButton).toBeVisible();
  expect(castCode.length).toBeGreaterThan(0);
});

test('a live channel cast from the Guide decodes on the receiver, and the mini controller says what is on', async ({ page }) => {
  test.slow();
  await page.goto('/player/guide');
  const receiver = await openReceiver(page);
  await connectFrom(page);
  await expect(receiver.locator('.receiver').getByRole('status')).toHaveText('Connected');
  // Past the Favorite channels row (disabled on the Guide), a channel row's Play, as the player test does.
  const play = page.getByRole('main').getByRole('button', { name: PLAY }).nth(6);
  await expect(play).toBeAttached(BOOT);
  await play.scrollIntoViewIfNeeded();
  await play.hover();
  await play.click();
  // The app stays on the Guide; the receiver plays the channel.
  await expect(page).toHaveURL(/\/player\/guide/);
  await expect(page.getByRole('region', { name: 'Cast controls' })).toContainText('Now: ');
  await expectReceiverDecoding(receiver);
  await expectNoSeriousAccessibilityViolations(receiver);
});
